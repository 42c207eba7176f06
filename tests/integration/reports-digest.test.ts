import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { setAdminRole } from "../../server/admin/set-admin-role.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { listingReports, users } from "../../server/db/schema.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { sendReportsDigest } from "../../server/reports/send-reports-digest.server.ts";
import { db } from "../../server/runtime.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

describe("the admins' daily digest of visitors' reports (issue 30)", () => {
  it("mails each admin, in their language, the listings reported since the last digest, most reported first, once", async () => {
    const admin = await createUser(db(), { email: "digest-admin@example.com", admin: true, firstName: "Maya" });
    const arabicAdmin = await createUser(db(), { email: "digest-admin-ar@example.com", admin: true });
    await db().update(users).set({ locale: "ar" }).where(eq(users.id, arabicAdmin.id));
    const member = await createUser(db(), { email: "digest-member@example.com" });
    const owner = await createUser(db());
    const scam = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Villa at half price" });
    const stale = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Flat in Achrafieh" });
    const report = (propertyId: string, reason: string) => db().insert(listingReports).values({ propertyId, reason });
    await report(stale.id, "unavailable");
    await report(scam.id, "scam");
    await report(scam.id, "wrong_price");
    await report(scam.id, "scam");

    expect(await sendReportsDigest()).toBe(4);
    const mail = await smtp.waitFor(admin.email, /Listings reported on Beitna/);
    expect(mail.text).toMatch(/Hello Maya/);
    expect(mail.text).toMatch(
      /- \u2068Villa at half price\u2069: Fraud or scam, Wrong price \(3 reports\)\r?\n- \u2068Flat in Achrafieh\u2069: No longer available/,
    );
    expect(mail.text).toContain("/admin/reports");
    const arabic = await smtp.waitFor(arabicAdmin.email, /أبلغ عنها الزوار/);
    expect(arabic.text).toContain("احتيال");

    // Nothing new: no mail; a new report: the next digest names only it; members never get it.
    expect(await sendReportsDigest()).toBe(0);
    await report(stale.id, "wrong_details");
    expect(await sendReportsDigest()).toBe(1);
    await expect.poll(() => smtp.mails.filter((sent) => sent.to.includes(admin.email)).length).toBe(2);
    const second = smtp.mails.filter((sent) => sent.to.includes(admin.email)).at(-1)!;
    expect(second.text).toMatch(/Flat in Achrafieh\u2069: Wrong details or photos/);
    expect(second.text).not.toContain("Villa at half price");
    expect(smtp.mails.some((sent) => sent.to.includes(member.email))).toBe(false);

    // A former admin is not mailed.
    await setAdminRole(admin.id, arabicAdmin.id, false);
    await report(scam.id, "other");
    await sendReportsDigest();
    await expect.poll(() => smtp.mails.filter((sent) => sent.to.includes(admin.email)).length).toBe(3);
    expect(smtp.mails.filter((sent) => sent.to.includes(arabicAdmin.email))).toHaveLength(2);
  });
});
