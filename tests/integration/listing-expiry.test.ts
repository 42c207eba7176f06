import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { listingReminders, properties } from "../../server/db/schema.ts";
import { expireListings } from "../../server/listings/expire-listings.server.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { db } from "../../server/runtime.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { DAY_MS } from "../../domain/days.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

describe("the expiry job", () => {
  it("reminds 3 days before, expires on the day, and mails each once even when run twice at once", async () => {
    const now = new Date();
    const owner = await createUser(db(), { email: "owner-expiry@example.com", locale: "fr", firstName: "Nadim" });
    const soon = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Studio à Hamra", expiresOn: new Date(now.getTime() + 2 * DAY_MS) });
    const due = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Villa à Jounieh", expiresOn: new Date(now.getTime() - 60_000) });
    const later = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Loft", expiresOn: new Date(now.getTime() + 20 * DAY_MS) });

    // Two instances running the schedule at the same moment.
    await Promise.all([expireListings(now), expireListings(now)]);
    await expireListings(now);

    const status = async (id: string) =>
      (await db().select({ status: properties.status, visible: properties.visible }).from(properties).where(eq(properties.id, id)))[0];
    expect(await status(due.id)).toEqual({ status: "Expired", visible: false });
    expect(await status(soon.id)).toEqual({ status: "Approved", visible: true });
    expect(await status(later.id)).toEqual({ status: "Approved", visible: true });
    expect((await db().select().from(listingReminders)).map((row) => [row.propertyId, row.kind]).sort()).toEqual(
      [
        [due.id, "expired"],
        [soon.id, "expiring"],
      ].sort(),
    );

    await smtp.waitFor(owner.email, /expire dans 3 jours/);
    await smtp.waitFor(owner.email, /a expiré/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const toOwner = smtp.mails.filter((mail) => mail.to.includes(owner.email));
    expect(toOwner.map((mail) => mail.subject).sort()).toEqual(["Votre annonce a expiré", "Votre annonce expire dans 3 jours"]);
    expect(toOwner.find((mail) => /a expiré/.test(mail.subject))?.text).toContain("Villa à Jounieh");
  });
});
