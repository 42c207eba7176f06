import { isolate } from "../../domain/bidi.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { favorites, listingViews, properties, rateLimits } from "../../server/db/schema.ts";
import { countFavorites, listFavorites } from "../../server/favorites/list-favorites.server.ts";
import { removeFavorite, saveFavorite } from "../../server/favorites/set-favorite.server.ts";
import { countListingView, purgeListingViews } from "../../server/listings/count-listing-view.server.ts";
import { findListingPage, findListingRecord } from "../../server/listings/find-listing-page.server.ts";
import { rollUpDay } from "../../server/insights/roll-up-daily-counters.server.ts";
import { recordContactEvent } from "../../server/listings/record-contact-event.server.ts";
import { shareListing } from "../../server/listings/share-listing.server.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { db } from "../../server/runtime.server.ts";
import { postJson, startApi } from "../support/http.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { refusal } from "../support/refusal.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());
const api = await startApi();

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const stored = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!;

const owner = await createUser(db(), { phone: "71123456" });

describe("the listing page's data", () => {
  it("a listing that is not public is not found for visitors, but its owner and admins see it", async () => {
    const pending = await createListing(db(), { ownerId: owner.id, title: "Waiting flat" });
    const visitor = await createUser(db());
    const admin = await createUser(db(), { admin: true });
    expect(await findListingPage(pending.id, null)).toBeNull();
    expect(await findListingPage(pending.id, { id: visitor.id, isAdmin: false })).toBeNull();
    expect(await findListingPage(pending.id, { id: owner.id, isAdmin: false })).toMatchObject({
      isPublic: false,
      isOwner: true,
      path: `/rental/${pending.id}/waiting-flat`,
    });
    expect(await findListingPage(pending.id, { id: admin.id, isAdmin: true })).toMatchObject({ isPublic: false, isOwner: false });
    expect(await findListingPage("not-a-uuid", null)).toBeNull();
  });

  it("gives the owner's number only when they asked to be phoned or messaged on WhatsApp", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await db()
      .update(properties)
      .set({ contactMethod: ["Message on Beitna"] })
      .where(eq(properties.id, live.id));
    expect((await findListingPage(live.id, null))!.owner.phoneDigits).toBe("");
    await db()
      .update(properties)
      .set({ contactMethod: ["WhatsApp"] })
      .where(eq(properties.id, live.id));
    const page = (await findListingPage(live.id, null))!;
    expect(page.owner.phoneDigits).toBe("96171123456");
    expect(page.inspectionHighlight.Roof).toBe("Not Inspected");
  });
});

describe("views", () => {
  it("count once per visitor per day, never for crawlers, and old rows are purged", async () => {
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const day = new Date("2026-11-22T10:00:00Z");
    const visit = { address: "198.51.100.7", userAgent: CHROME, now: day };
    expect(await countListingView(listing.id, visit)).toBe(true);
    expect(await countListingView(listing.id, { ...visit, now: new Date("2026-11-22T20:00:00Z") })).toBe(false);
    expect(await countListingView(listing.id, { ...visit, userAgent: `${CHROME} Edg/130` })).toBe(true);
    expect(await countListingView(listing.id, { ...visit, userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(false);
    const nextDay = new Date("2026-11-23T10:00:00Z");
    expect(await countListingView(listing.id, { ...visit, now: nextDay })).toBe(true);

    // Counted as events only: the listing's row is not rewritten; its total grows when the
    // rollup has run (decision 0034), as getProperty and the dashboard read it.
    const counters = async () => (await findListingRecord(listing.id, null))!.counters;
    expect((await stored(listing.id)).updatedAt).toEqual(listing.updatedAt);
    expect(await counters()).toMatchObject({ views: 0, impression: 0 });
    await rollUpDay("2026-11-22", day);
    expect(await counters()).toMatchObject({ views: 2 });
    await rollUpDay("2026-11-23", nextDay);
    await rollUpDay("2026-11-23", nextDay);
    expect(await counters()).toMatchObject({ views: 3, impression: 0 });

    // Two days on, the first day's rows go; the day after stays.
    expect(await purgeListingViews(new Date("2026-11-25T10:00:00Z"))).toBe(2);
    expect(await db().select().from(listingViews).where(eq(listingViews.propertyId, listing.id))).toHaveLength(1);
  });
});

describe("contact counters", () => {
  it("grow by one per action on a public listing only, and stop for a visitor who keeps clicking", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const pending = await createListing(db(), { ownerId: owner.id });
    for (const event of ["whatsapp", "call", "interested"] as const) {
      expect(await recordContactEvent(live.id, event, "203.0.113.1")).toBe("counted");
    }
    // Messages and tour requests count when sent (tests/integration/requests-offers.test.ts), never from a click.
    expect(await stored(live.id)).toMatchObject({ whatsapp: 1, call: 1, messageOwner: 0, requestTour: 0, interested: 1 });
    expect(await recordContactEvent(pending.id, "whatsapp", "203.0.113.1")).toBe("not_public");
    expect((await stored(pending.id)).whatsapp).toBe(0);

    // 20 actions an hour per visitor and listing: 3 above, 17 more, then no more.
    for (let index = 0; index < 17; index += 1) await recordContactEvent(live.id, "call", "203.0.113.1");
    expect(await recordContactEvent(live.id, "call", "203.0.113.1")).toBe("rate_limited");
    expect((await stored(live.id)).call).toBe(18);
  });
});

describe("favourites", () => {
  it("are saved once, only while public, listed newest first, and removed idempotently", async () => {
    const user = await createUser(db());
    const first = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "First saved" });
    const second = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Second saved" });
    const pending = await createListing(db(), { ownerId: owner.id });
    await saveFavorite(user.id, first.id);
    await saveFavorite(user.id, first.id);
    await saveFavorite(user.id, second.id);
    expect(await refusal(saveFavorite(user.id, pending.id))).toBe("not_found");
    expect(await countFavorites(user.id)).toBe(2);

    await db().update(properties).set({ visible: false }).where(eq(properties.id, first.id));
    const listed = await listFavorites(user.id);
    expect(listed.map((favorite) => [favorite.listing.title, favorite.available])).toEqual([
      ["Second saved", true],
      ["First saved", false],
    ]);

    await removeFavorite(user.id, first.id);
    await removeFavorite(user.id, first.id);
    expect(
      await db()
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, user.id), eq(favorites.propertyId, first.id))),
    ).toHaveLength(0);
    expect(await countFavorites(user.id)).toBe(1);
  });
});

describe("sharing by email", () => {
  it("queues a share-property mail in the sender's language, naming a signed-in sender by their account, and refuses listings that are not public", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Stone house in Batroun" });
    const sender = await createUser(db(), { firstName: "Maya", lastName: "Khoury" });
    await shareListing(
      { email: "friend@example.com", fullName: "Beitna Security Team", propertyId: live.id },
      { locale: "fr", clientAddress: "192.0.2.1", userId: sender.id },
    );
    const mail = await smtp.waitFor("friend@example.com", /Une annonce Beitna pour vous/);
    // The account's name, never the typed one; it keeps its own direction in the sentence (decision 0038).
    expect(mail.text).toContain(`${isolate("Maya Khoury")} a pensé que cette annonce`);
    expect(mail.text).not.toContain("Security Team");
    expect(mail.text).toContain(`/rental/${live.id}/stone-house-in-batroun`);

    const pending = await createListing(db(), { ownerId: owner.id });
    expect(
      await refusal(
        shareListing({ email: "friend@example.com", fullName: "Maya", propertyId: pending.id }, { locale: "en", clientAddress: "192.0.2.1", userId: null }),
      ),
    ).toBe("not_found");
  });

  it("an anonymous share names no sender: a fixed wording naming Beitna, whatever FullName says (decision 0044)", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Flat in Hamra" });
    await shareListing(
      { email: "stranger@example.com", fullName: "Your bank: verify your account", propertyId: live.id },
      { locale: "en", clientAddress: "192.0.2.2", userId: null },
    );
    const mail = await smtp.waitFor("stranger@example.com", /A listing on Beitna for you/);
    expect(mail.text).toContain("Someone shared a home on Beitna with you");
    expect(mail.text).not.toContain("verify your account");
    expect(mail.raw).toMatch(/^From: .*no-reply@beitna/m);
  });

  it("limits mails to one recipient, from one address, and from one signed-in sender", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const share = (address: string, email = "busy@example.com", userId: string | null = null) =>
      refusal(shareListing({ email, propertyId: live.id }, { locale: "en", clientAddress: address, userId }));
    for (let index = 0; index < 5; index += 1) expect(await share(`192.0.2.${10 + index}`)).toBe("allowed");
    expect(await share("192.0.2.99")).toBe("rate_limited");

    // 30 an hour from one address (a carrier NAT's crowd), across recipients: 29 already sent.
    await db().insert(rateLimits).values({ key: "share:ip:198.51.100.7", hits: 29, windowStartedAt: new Date() });
    expect(await share("198.51.100.7", "crowd@example.com")).toBe("allowed");
    expect(await share("198.51.100.7", "one-more@example.com")).toBe("rate_limited");

    // 20 an hour from one signed-in sender, whatever their address: 19 already sent.
    const sender = await createUser(db());
    await db()
      .insert(rateLimits)
      .values({ key: `share:user:${sender.id}`, hits: 19, windowStartedAt: new Date() });
    expect(await share("203.0.113.1", "friend@example.net", sender.id)).toBe("allowed");
    expect(await share("203.0.113.2", "friend-last@example.com", sender.id)).toBe("rate_limited");
  });

  it("is served as Share_Property with the spec's fields, and malformed payloads get a 400", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Loft in Gemmayzeh" });
    const call = (body: unknown) => postJson(`${api.url}/api/functions/Share_Property`, body, { origin: api.url, "accept-language": "ar" });
    const response = await call({ Email: "Reader@Example.com", FullName: "Rami", PropertyID: live.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    await smtp.waitFor("reader@example.com", /إعلان على بيتنا\s+من أجلك/);

    // FullName is optional now that the mail never shows it.
    expect((await call({ Email: "other.reader@example.com", PropertyID: live.id })).status).toBe(200);
    for (const body of [
      {},
      { Email: "nope", FullName: "Rami", PropertyID: live.id },
      { Email: "a@b.co", FullName: "R".repeat(81), PropertyID: live.id },
      { Email: "a@b.co", FullName: "R", PropertyID: "1" },
    ]) {
      expect((await call(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call({ Email: "a@b.co", FullName: "R", PropertyID: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
  });
});
