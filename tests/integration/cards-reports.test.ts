import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingFormSchema } from "../../domain/listing-form.ts";
import { decideListingReport, findListingReport, listListingReports } from "../../server/admin/listing-reports.server.ts";
import { searchUsers } from "../../server/admin/search-users.server.ts";
import { setVerifiedOwner } from "../../server/admin/set-verified-owner.server.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { areas, listingPriceHistory, listingReports, properties, propertyImages, users } from "../../server/db/schema.ts";
import { findListingPage } from "../../server/listings/find-listing-page.server.ts";
import { selectListingCards, toListingCards } from "../../server/listings/listing-cards.server.ts";
import { updateListingForOwner } from "../../server/listings/edit-listing.server.ts";
import { reportListing } from "../../server/reports/report-listing.server.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { refusal } from "../support/refusal.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";
import { DAY_MS } from "../../domain/days.ts";

const api = await startApi();
// A price cut queues the alerts to those who saved the listing (decision 0076).
await startTestJobsWithOutbox();

async function cardOf(id: string, now = new Date()) {
  const [card] = await toListingCards(await selectListingCards().where(eq(properties.id, id)), now);
  return card!;
}

async function publicListing(overrides: Partial<ListingFactoryInput> = {}) {
  const owner = await createUser(db(), { phone: "71123456" });
  const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", expiresOn: new Date(Date.now() + 30 * DAY_MS), ...overrides });
  return { owner, listing };
}

/** An address of its own per test, so the per-address count of one test never refuses another's. */
const anAddress = () => `203.0.113.${Math.floor(Math.random() * 250)}:${crypto.randomUUID().slice(0, 6)}`;

describe("cards", () => {
  it("carry the photo count, the posted date, the owner's number only where the contact method allows it", async () => {
    const posted = new Date("2026-11-01T10:00:00Z");
    const { listing } = await publicListing({ contactMethod: ["Phone call"], marketDate: posted });
    for (const position of [0, 1, 2]) {
      await db()
        .insert(propertyImages)
        .values({
          propertyId: listing.id,
          position,
          imageKey: `photos/${position}.webp`,
          imageLowKey: `photos/${position}-low.webp`,
          placeholder: "",
          width: 1600,
          height: 1200,
        });
    }
    const card = await cardOf(listing.id);
    expect(card).toMatchObject({ photoCount: 3, postedAt: posted.toISOString(), previousPrice: null, verifiedOwner: false });
    expect(card.contact).toEqual({ phoneDigits: "96171123456", call: true, whatsapp: false });

    const { listing: messagesOnly } = await publicListing({ contactMethod: ["Message on Beitna"] });
    expect((await cardOf(messagesOnly.id)).contact).toEqual({ phoneDigits: "", call: false, whatsapp: false });
  });
});

describe("price history", () => {
  async function editablePrice() {
    const owner = await createUser(db());
    const [area] = await db().select().from(areas).where(eq(areas.area, "Achrafieh"));
    const form = (price: string, unit = "USD") =>
      listingFormSchema.parse({
        listingType: "Sale",
        title: "Flat with a view in Achrafieh",
        propertyType: "Apartment",
        propertyCategory: "Residential",
        unit,
        price,
        bedroom: "2",
        bathroom: "1",
        size: "110",
        contactMethod: ["WhatsApp"],
        areaId: String(area!.id),
      });
    const listing = await createListing(db(), { ownerId: owner.id, listingType: "Sale", status: "Approved", price: 250_000, unit: "USD" });
    return { owner, listing, form };
  }

  it("an edit lowering the price is kept in the history and marks the card 'price reduced' for 30 days", async () => {
    const { owner, listing, form } = await editablePrice();
    const editedAt = new Date();
    await updateListingForOwner(owner.id, listing.id, form("230000"), [], editedAt);

    const history = await db().select().from(listingPriceHistory).where(eq(listingPriceHistory.propertyId, listing.id));
    expect(history.map((change) => [change.oldPrice, change.oldUnit, change.newPrice, change.newUnit, change.actorId])).toEqual([
      [250_000, "USD", 230_000, "USD", owner.id],
    ]);
    expect((await cardOf(listing.id, editedAt)).previousPrice).toBe(250_000);
    expect((await cardOf(listing.id, new Date(editedAt.getTime() + 31 * DAY_MS))).previousPrice).toBeNull();

    // The change is on the listing's page at once (decision 0076).
    const page = await findListingPage(listing.id, { id: owner.id, isAdmin: false });
    expect(page!.priceHistory).toMatchObject([{ oldPrice: 250_000, newPrice: 230_000, oldUnit: "USD", newUnit: "USD" }]);
  });

  it("a higher price or another currency ends the mark; an edit keeping the price writes nothing", async () => {
    const { owner, listing, form } = await editablePrice();
    await updateListingForOwner(owner.id, listing.id, form("230000"), []);
    await updateListingForOwner(owner.id, listing.id, form("230000"), []);
    expect(await db().select().from(listingPriceHistory).where(eq(listingPriceHistory.propertyId, listing.id))).toHaveLength(1);
    expect((await cardOf(listing.id)).previousPrice).toBe(250_000);

    await updateListingForOwner(owner.id, listing.id, form("240000"), []);
    expect((await cardOf(listing.id)).previousPrice).toBeNull();
    await updateListingForOwner(owner.id, listing.id, form("20000000000", "LBP"), []);
    expect((await cardOf(listing.id)).previousPrice).toBeNull();
    const history = await db().select().from(listingPriceHistory).where(eq(listingPriceHistory.propertyId, listing.id)).orderBy(asc(listingPriceHistory.id));
    expect(history.map((change) => change.newPrice)).toEqual([230_000, 240_000, 20_000_000_000]);
  });

  it("another user cannot change the price", async () => {
    const { listing, form } = await editablePrice();
    const stranger = await createUser(db());
    expect(await refusal(updateListingForOwner(stranger.id, listing.id, form("1000"), []))).not.toBe("allowed");
    expect(await db().select().from(listingPriceHistory).where(eq(listingPriceHistory.propertyId, listing.id))).toHaveLength(0);
  });
});

describe("reporting a listing", () => {
  it("a signed-in or signed-out visitor reports a public listing; it waits open in the admins' queue", async () => {
    const { listing } = await publicListing({ title: "Reported flat" });
    const visitor = await createUser(db(), { firstName: "Hala", lastName: "Nasr" });
    const signedIn = await reportListing(
      listing.id,
      { reason: "scam", message: "Asked for a deposit by wire." },
      { userId: visitor.id, clientAddress: anAddress() },
    );
    const anonymous = await reportListing(listing.id, { reason: "unavailable", message: "" }, { userId: null, clientAddress: anAddress() });

    const admin = await createUser(db(), { admin: true });
    const { reports, total } = await listListingReports(admin.id, "open", 1);
    expect(total).toBeGreaterThanOrEqual(2);
    const mine = reports.filter((report) => report.listing.id === listing.id);
    expect(mine.map((report) => [report.id, report.reason, report.status])).toEqual([
      [anonymous.id, "unavailable", "open"],
      [signedIn.id, "scam", "open"],
    ]);
    const { report, otherOpen } = await findListingReport(admin.id, signedIn.id);
    expect(report).toMatchObject({
      message: "Asked for a deposit by wire.",
      reporter: { name: "Hala Nasr", email: visitor.email },
      decided: null,
      listing: { title: "Reported flat" },
    });
    expect(otherOpen).toBe(1);
    expect((await findListingReport(admin.id, anonymous.id)).report.reporter).toBeNull();
  });

  it("a listing that is not public cannot be reported", async () => {
    const owner = await createUser(db());
    const pending = await createListing(db(), { ownerId: owner.id });
    expect(await refusal(reportListing(pending.id, { reason: "other", message: "" }, { userId: null, clientAddress: anAddress() }))).toBe("not_found");
    expect(await refusal(reportListing(crypto.randomUUID(), { reason: "other", message: "" }, { userId: null, clientAddress: anAddress() }))).toBe("not_found");
    expect(await db().select().from(listingReports).where(eq(listingReports.propertyId, pending.id))).toHaveLength(0);
  });

  it("an account sends 5 reports an hour, an address 10", async () => {
    const { listing } = await publicListing();
    const visitor = await createUser(db());
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      outcomes.push(await refusal(reportListing(listing.id, { reason: "duplicate", message: "" }, { userId: visitor.id, clientAddress: anAddress() })));
    }
    expect(outcomes).toEqual(["allowed", "allowed", "allowed", "allowed", "allowed", "rate_limited"]);

    const address = anAddress();
    const byAddress = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      byAddress.push(await refusal(reportListing(listing.id, { reason: "duplicate", message: "" }, { userId: null, clientAddress: address })));
    }
    expect(byAddress.filter((outcome) => outcome === "allowed")).toHaveLength(10);
    expect(byAddress.at(-1)).toBe("rate_limited");
  });

  it("an admin resolves or dismisses a report, once; who and when are kept", async () => {
    const { listing } = await publicListing();
    const admin = await createUser(db(), { admin: true, firstName: "Admin", lastName: "Beitna" });
    const first = await reportListing(listing.id, { reason: "wrong_price", message: "" }, { userId: null, clientAddress: anAddress() });
    const second = await reportListing(listing.id, { reason: "offensive", message: "" }, { userId: null, clientAddress: anAddress() });

    const decidedAt = new Date("2026-11-20T09:00:00Z");
    await decideListingReport(admin.id, first.id, "resolved", decidedAt);
    await decideListingReport(admin.id, second.id, "dismissed", decidedAt);
    const { report, otherOpen } = await findListingReport(admin.id, first.id);
    expect(report).toMatchObject({ status: "resolved", decided: { at: decidedAt.toISOString(), by: "Admin Beitna" } });
    expect(otherOpen).toBe(0);
    expect((await listListingReports(admin.id, "resolved", 1)).reports.map((row) => row.id)).toContain(first.id);
    expect((await listListingReports(admin.id, "dismissed", 1)).reports.map((row) => row.id)).toContain(second.id);
    expect((await listListingReports(admin.id, "open", 1)).reports.map((row) => row.id)).not.toContain(first.id);
    expect(await refusal(decideListingReport(admin.id, crypto.randomUUID(), "resolved"))).toBe("not_found");
    expect(await refusal(findListingReport(admin.id, "not-a-uuid"))).toBe("not_found");
  });

  it("a user who is not an admin cannot read the queue, a report or decide one", async () => {
    const { listing, owner } = await publicListing();
    const report = await reportListing(listing.id, { reason: "scam", message: "" }, { userId: null, clientAddress: anAddress() });
    const visitor = await createUser(db());
    for (const actor of [visitor, owner]) {
      expect(await refusal(listListingReports(actor.id, "open", 1))).toBe("forbidden");
      expect(await refusal(findListingReport(actor.id, report.id))).toBe("forbidden");
      expect(await refusal(decideListingReport(actor.id, report.id, "dismissed"))).toBe("forbidden");
    }
    const [row] = await db().select().from(listingReports).where(eq(listingReports.id, report.id));
    expect(row).toMatchObject({ status: "open", decidedBy: null });
  });
});

describe("verified owner badge", () => {
  it("an admin gives it and removes it; it shows on the owner's cards and listing page, apart from the plan", async () => {
    const { owner, listing } = await publicListing({ planId: "free" });
    const admin = await createUser(db(), { admin: true });
    const at = new Date("2026-11-10T12:00:00Z");
    await setVerifiedOwner(admin.id, owner.id, true, at);

    const [row] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ verifiedOwnerAt: at, verifiedOwnerBy: admin.id });
    expect(await cardOf(listing.id)).toMatchObject({ verifiedOwner: true, planId: "free" });
    expect((await findListingPage(listing.id, null))!.owner).toMatchObject({ verifiedOwner: true, tier: "free" });
    const { users: found } = await searchUsers(admin.id, owner.email, 1);
    expect(found[0]!.verifiedOwnerAt).toBe(at.toISOString());

    await setVerifiedOwner(admin.id, owner.id, false);
    expect((await cardOf(listing.id)).verifiedOwner).toBe(false);
    expect((await findListingPage(listing.id, null))!.owner.verifiedOwner).toBe(false);
  });

  it("only an admin gives it, to an account that exists", async () => {
    const { owner } = await publicListing();
    const admin = await createUser(db(), { admin: true });
    expect(await refusal(setVerifiedOwner(owner.id, owner.id, true))).toBe("forbidden");
    expect(await refusal(setVerifiedOwner((await createUser(db())).id, owner.id, true))).toBe("forbidden");
    expect(await refusal(setVerifiedOwner(admin.id, crypto.randomUUID(), true))).toBe("not_found");
    const [row] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(row!.verifiedOwnerAt).toBeNull();
  });
});

describe("reportListing (API)", () => {
  it("reports a public listing signed out or with a session; the report lands in the queue", async () => {
    const { listing } = await publicListing();
    const anonymous = await callFunction(api.url, "reportListing", {
      PropertyID: listing.id,
      reason: "wrong_details",
      message: "The photos are of another flat.",
    });
    expect(anonymous.status).toBe(200);
    const { reportId } = (await anonymous.json()) as { reportId: string };
    const [row] = await db().select().from(listingReports).where(eq(listingReports.id, reportId));
    expect(row).toMatchObject({
      propertyId: listing.id,
      reporterId: null,
      reason: "wrong_details",
      message: "The photos are of another flat.",
      status: "open",
    });

    const visitor = await createUser(db());
    const signedIn = await callFunction(
      api.url,
      "reportListing",
      { PropertyID: listing.id, reason: "scam" },
      await sessionHeaders(api.url, visitor.email, visitor.password),
    );
    expect(signedIn.status).toBe(200);
    const [mine] = await db()
      .select()
      .from(listingReports)
      .where(eq(listingReports.id, ((await signedIn.json()) as { reportId: string }).reportId));
    expect(mine).toMatchObject({ reporterId: visitor.id, reason: "scam", message: "" });
  });

  it("refuses an unknown reason, a too long message and a listing that is not public", async () => {
    const { listing } = await publicListing();
    expect((await callFunction(api.url, "reportListing", { PropertyID: listing.id, reason: "ugly" })).status).toBe(400);
    expect((await callFunction(api.url, "reportListing", { PropertyID: listing.id, reason: "other", message: "x".repeat(1001) })).status).toBe(400);
    const owner = await createUser(db());
    const pending = await createListing(db(), { ownerId: owner.id });
    expect((await callFunction(api.url, "reportListing", { PropertyID: pending.id, reason: "other" })).status).toBe(404);
  });
});
