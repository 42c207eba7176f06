import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { listingRequestSchema } from "../../domain/requests.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { mailDigestItems } from "../../server/db/schema.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { answerTourRequest } from "../../server/messaging/answer-tour.server.ts";
import { expireTourRequests } from "../../server/messaging/expire-tour-requests.server.ts";
import { replyToRequest } from "../../server/messaging/reply-to-request.server.ts";
import { sendListingRequest } from "../../server/messaging/send-request.server.ts";
import { mailPreference, setMailPreferences } from "../../server/notifications/mail-preferences.server.ts";
import { sendDigests } from "../../server/notifications/send-digests.server.ts";
import { unsubscribe } from "../../server/notifications/unsubscribe.server.ts";
import { answerOffer } from "../../server/offers/answer-offer.server.ts";
import { expireOffers } from "../../server/offers/expire-offers.server.ts";
import { makeOffer } from "../../server/offers/make-offer.server.ts";
import { db } from "../../server/runtime.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { isolate } from "../../domain/bidi.ts";
import { type ReceivedMail, startSmtpServer } from "../support/smtp.ts";
import { DAY_MS } from "../../domain/days.ts";

const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

// Request and offer mails (issue 15, decisions 0026 and 0027): each reaches the other side in their
// language as they chose for requests or offers, with the signed unsubscribe link and headers.

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

const people = async () => ({
  owner: await createUser(db(), { firstName: "Rami", lastName: "Haddad", locale: "en" }),
  visitor: await createUser(db(), { firstName: "Nour", lastName: "Khoury", locale: "ar" }),
});
const liveListing = (ownerId: string) => createListing(db(), { ownerId, status: "Approved", title: "Flat in Achrafieh", contactMethod: ["Message on Beitna"] });
const tourInput = (message: string, now = new Date()) =>
  listingRequestSchema(now).parse({ kind: "tour", message, preferredTimes: [new Date(now.getTime() + 2 * DAY_MS).toISOString()] });
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

function expectUnsubscribable(mail: ReceivedMail): string {
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const header = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.raw)?.[1];
  expect(header).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
  expect(mail.text.replace(/=\r?\n/g, "")).toContain(header);
  return new URL(header!).searchParams.get("token")!;
}

describe("request mails", () => {
  it("a tour request, a reply, a proposed time, a declined proposal: each mails the other side in their language with the unsubscribe headers", async () => {
    const { owner, visitor } = await people();
    const listing = await liveListing(owner.id);
    const { id } = await sendListingRequest(visitor.id, listing.id, tourInput("Could I visit on Saturday?"));
    const requested = await smtp.waitFor(owner.email, /^New tour request$/);
    // Names and titles keep their own direction in a sentence (decision 0038); the words read as written.
    expect(requested.text).toContain(`${isolate("Nour Khoury")} asked for a tour of "${isolate("Flat in Achrafieh")}".`);
    expect(requested.text).toContain("Could I visit on Saturday?");
    expectUnsubscribable(requested);

    await replyToRequest(owner.id, id, "Saturday is fine, but later.");
    const reply = await smtp.waitFor(visitor.email, /^رسالة جديدة على بيتنا$/);
    expect(withoutIsolates(reply.text)).toContain("كتب لك Rami Haddad بخصوص «Flat in Achrafieh».");
    expectUnsubscribable(reply);

    await answerTourRequest(owner.id, id, { answer: "propose", at: new Date(Math.ceil((Date.now() + 4 * DAY_MS) / 3_600_000) * 3_600_000) });
    expectUnsubscribable(await smtp.waitFor(visitor.email, /^اقتراح موعد آخر لزيارتك$/));
    await answerTourRequest(visitor.id, id, { answer: "decline", reason: "" });
    expectUnsubscribable(await smtp.waitFor(owner.email, /^Tour declined$/));
  });

  it("an agreed time: both get tour-confirmed with the calendar file and the headers", async () => {
    const { owner, visitor } = await people();
    const listing = await liveListing(owner.id);
    const input = tourInput("Any time");
    const { id } = await sendListingRequest(visitor.id, listing.id, input);
    await answerTourRequest(owner.id, id, { answer: "accept", at: input.kind === "tour" ? input.preferredTimes[0]! : new Date() });
    for (const [to, subject] of [
      [owner.email, /^Your tour is confirmed$/],
      [visitor.email, /^تم تأكيد موعد الزيارة$/],
    ] as const) {
      const mail = await smtp.waitFor(to, subject);
      expect(mail.raw).toMatch(/filename=tour\.ics/);
      expectUnsubscribable(mail);
    }
  });

  it("an unanswered tour request expires and both are told", async () => {
    const { owner, visitor } = await people();
    const listing = await liveListing(owner.id);
    const sentAt = new Date(Date.now() - 7 * DAY_MS);
    await sendListingRequest(visitor.id, listing.id, tourInput("Hello", sentAt), sentAt);
    expect(await expireTourRequests()).toBeGreaterThanOrEqual(1);
    expectUnsubscribable(await smtp.waitFor(owner.email, /^A tour request expired$/));
    expectUnsubscribable(await smtp.waitFor(visitor.email, /^انتهى طلب زيارة$/));
  });
});

describe("offer mails", () => {
  it("made, countered, accepted: the side whose turn it is gets each move; both get the acceptance", async () => {
    const { owner, visitor } = await people();
    const listing = await liveListing(owner.id);
    const { id } = await makeOffer(visitor.id, listing.id, { amount: 800, currency: "USD", message: "Monthly, one year" });
    const made = await smtp.waitFor(owner.email, /^New offer on your listing$/);
    expect(withoutIsolates(made.text)).toMatch(/Nour Khoury offered \$800 \(.*LBP.*\) for "Flat in Achrafieh"\./);
    expectUnsubscribable(made);
    await answerOffer(owner.id, id, { move: "counter", amount: 850, currency: "USD", message: "" });
    expectUnsubscribable(await smtp.waitFor(visitor.email, /^عرض مقابل بانتظارك$/));
    await answerOffer(visitor.id, id, { move: "accept", message: "" });
    expectUnsubscribable(await smtp.waitFor(owner.email, /^An offer was accepted$/));
    expectUnsubscribable(await smtp.waitFor(visitor.email, /^تم قبول عرض$/));
  });

  it("declined, withdrawn and expired offers are mailed", async () => {
    const { owner, visitor } = await people();
    const [first, second, third] = [await liveListing(owner.id), await liveListing(owner.id), await liveListing(owner.id)];
    const declined = await makeOffer(visitor.id, first.id, { amount: 500, currency: "USD", message: "" });
    await answerOffer(owner.id, declined.id, { move: "decline", message: "Too low" });
    const declinedMail = await smtp.waitFor(visitor.email, /^تم رفض عرضك$/);
    expect(declinedMail.text).toContain("Too low");
    const withdrawn = await makeOffer(visitor.id, second.id, { amount: 600, currency: "USD", message: "" });
    await answerOffer(visitor.id, withdrawn.id, { move: "withdraw", message: "" });
    expectUnsubscribable(await smtp.waitFor(owner.email, /^An offer was withdrawn$/));
    await makeOffer(visitor.id, third.id, { amount: 700, currency: "USD", message: "" }, new Date(Date.now() - 8 * DAY_MS));
    expect(await expireOffers()).toBeGreaterThanOrEqual(1);
    expectUnsubscribable(await smtp.waitFor(owner.email, /^An offer expired$/));
    expectUnsubscribable(await smtp.waitFor(visitor.email, /^انتهى عرض$/));
  });
});

describe("the reader's choice for requests and offers", () => {
  it("none sends none; digest holds one line in the reader's language, mailed in the daily digest", async () => {
    const owner = await createUser(db(), { firstName: "Rami", locale: "fr" });
    const { visitor } = await people();
    await setMailPreferences(owner.id, { requests: "digest", offers: "none" });
    await makeOffer(visitor.id, (await liveListing(owner.id)).id, { amount: 900, currency: "USD", message: "" });
    await sendListingRequest(visitor.id, (await liveListing(owner.id)).id, tourInput("Bonjour"));
    const lines = await db()
      .select()
      .from(mailDigestItems)
      .where(and(eq(mailDigestItems.userId, owner.id), eq(mailDigestItems.kind, "requests")));
    expect(lines.map((line) => line.line)).toEqual(["Nour Khoury demande une visite de « Flat in Achrafieh »."]);

    await sendDigests();
    const digest = await smtp.waitFor(owner.email, /^Votre résumé quotidien Beitna$/);
    expect(digest.text).toContain("- Nour Khoury demande une visite de « Flat in Achrafieh ».");
    expectUnsubscribable(digest);
    // Only the digest: neither the offer (none) nor the request (digest) was mailed on its own.
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual(["Votre résumé quotidien Beitna"]);
  });

  it("the unsubscribe link of a request mail turns requests off, and no more request mails come", async () => {
    const { owner, visitor } = await people();
    const listing = await liveListing(owner.id);
    const { id } = await sendListingRequest(visitor.id, listing.id, { kind: "message", message: "Is it still available?" });
    const token = expectUnsubscribable(await smtp.waitFor(owner.email, /^New message on Beitna$/));
    await unsubscribe(token);
    expect(await mailPreference(owner.id, "requests")).toBe("none");
    expect(await mailPreference(owner.id, "offers")).toBe("each");

    await replyToRequest(visitor.id, id, "Hello again");
    await makeOffer(visitor.id, listing.id, { amount: 900, currency: "USD", message: "" });
    await smtp.waitFor(owner.email, /^New offer on your listing$/);
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual(["New message on Beitna", "New offer on your listing"]);
  });
});
