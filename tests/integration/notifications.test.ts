import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "../../server/db/factories/users.server.ts";
import { mailDigestItems } from "../../server/db/schema.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { setMailPreferences } from "../../server/notifications/mail-preferences.server.ts";
import { notifyByMail } from "../../server/notifications/notify-by-mail.server.ts";
import { sendDigests } from "../../server/notifications/send-digests.server.ts";
import { db } from "../../server/runtime.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

const mailTo = (email: string) => ({
  to: email,
  kind: "listing-approved" as const,
  locale: "en" as const,
  data: { name: "Lina", url: "http://localhost:3000/requests", listingTitle: "Flat in Hamra" },
});

describe("notification mails follow the reader's preference for their kind", () => {
  it("each mail: queued at once with its unsubscribe link and one-click headers", async () => {
    const user = await createUser(db());
    expect(await notifyByMail({ userId: user.id, kind: "requests", mail: mailTo(user.email), digestLine: "A tour request" })).toBe("queued");
    const mail = await smtp.waitFor(user.email, /Your listing is live/);
    expect(mail.text).toMatch(/Unsubscribe from these mails:\s+http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\?token=[^>]+>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it("none: nothing; digest: one line held, then one daily mail per kind listing them, sent once", async () => {
    const user = await createUser(db());
    await setMailPreferences(user.id, { offers: "none", requests: "digest" });
    expect(await notifyByMail({ userId: user.id, kind: "offers", mail: mailTo(user.email), digestLine: "An offer" })).toBe("off");
    expect(await notifyByMail({ userId: user.id, kind: "requests", mail: mailTo(user.email), digestLine: "Rami asked for a tour of Flat in Hamra" })).toBe(
      "digest",
    );
    expect(await notifyByMail({ userId: user.id, kind: "requests", mail: mailTo(user.email), digestLine: "Nour sent a message about Flat in Hamra" })).toBe(
      "digest",
    );
    expect(await db().select().from(mailDigestItems).where(eq(mailDigestItems.userId, user.id))).toHaveLength(2);

    await sendDigests();
    const digest = await smtp.waitFor(user.email, /daily digest/);
    expect(digest.text).toMatch(/- Rami asked for a tour of Flat in Hamra\r?\n- Nour sent a message about Flat in Hamra/);
    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(await db().select().from(mailDigestItems).where(eq(mailDigestItems.userId, user.id))).toHaveLength(0);
    expect(smtp.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });
});
