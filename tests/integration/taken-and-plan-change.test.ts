import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { rejectListing } from "../../server/admin/reject-listing.server.ts";
import { approveListing } from "../../server/admin/approve-listing.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { creditLedger, favorites, properties } from "../../server/db/schema.ts";
import { creditBalance } from "../../server/credits/credit-balance.server.ts";
import { changeListingPlan } from "../../server/listings/change-plan.server.ts";
import { listFavorites } from "../../server/favorites/list-favorites.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { findListingPage } from "../../server/listings/find-listing-page.server.ts";
import { findOwnerListings } from "../../server/listings/owner-listings.server.ts";
import { publicListing } from "../../server/search/public-listing.server.ts";
import { db } from "../../server/runtime.server.ts";
import { postJson, startApi } from "../support/http.ts";

// Decision 0046: a rented or sold home keeps its page; a live listing stays public while a change
// to Gold or Platinum waits for review.
const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());
const api = await startApi();
const owner = await createUser(db(), { phone: "71123456" });
const admin = await createUser(db(), { admin: true });
const asOwner = { kind: "user" as const, userId: owner.id, isAdmin: false };

const inSearch = async (id: string) =>
  (
    await db()
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, id), publicListing(new Date())))
  ).length === 1;
const stored = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!;

describe("a plan change waiting", () => {
  it("keeps a live listing in search and its page with the owner's number, on its old plan's rank, until approved", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved", contactMethod: ["Phone call"] });
    const before = await stored(live.id);
    await applyListingTransition({ propertyId: live.id, actor: asOwner, action: { type: "changePlan", plan: "gold" } });
    const waiting = await stored(live.id);
    expect(waiting).toMatchObject({ status: "Pending Approval", flag: "Change_from_free", planId: "gold", visible: true, priority: before.priority });
    expect(waiting.expiresOn).toEqual(before.expiresOn);
    expect(await inSearch(live.id)).toBe(true);
    const page = await findListingPage(live.id, null);
    expect(page).toMatchObject({ isPublic: true, taken: null });
    expect(page!.owner.phoneDigits).toBe("96171123456");
    await approveListing(admin.id, live.id);
    expect(await stored(live.id)).toMatchObject({ status: "Approved", planId: "gold", priority: 2 });
  });

  it("refused, gives back the credits that paid for it, once, even when two admins reject at the same time", async () => {
    const payer = await createUser(db());
    await db().insert(creditLedger).values({ userId: payer.id, amountCents: 20_000, kind: "purchase" });
    const live = await createListing(db(), { ownerId: payer.id, status: "Approved" });
    await changeListingPlan({
      propertyId: live.id,
      actor: { kind: "user", userId: payer.id, isAdmin: false },
      plan: "gold",
      payment: { kind: "credits" },
      periods: 2,
    });
    const spent = 200 - (await creditBalance(payer.id));
    expect(spent).toBeGreaterThan(0);
    const answers = await Promise.allSettled([rejectListing(admin.id, live.id, "Blurry photos"), rejectListing(admin.id, live.id, "Blurry photos")]);
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
    expect(await creditBalance(payer.id)).toBe(200);
    const refunds = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, payer.id), eq(creditLedger.kind, "refund")));
    expect(refunds.map((line) => [line.amountCents / 100, line.note, line.propertyId])).toEqual([[spent, "plan-change-refused", live.id]]);
    expect(await stored(live.id)).toMatchObject({ status: "Approved", planId: "free" });
  });

  it("after a rejection, is still public on the old plan", async () => {
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await applyListingTransition({ propertyId: live.id, actor: asOwner, action: { type: "changePlan", plan: "platinum" } });
    await rejectListing(admin.id, live.id, "Photos do not match the address");
    expect(await stored(live.id)).toMatchObject({ status: "Approved", planId: "free", flag: null, visible: true, priority: 1 });
    expect(await inSearch(live.id)).toBe(true);
  });

  it("does not make public a listing that was not live", async () => {
    const fresh = await createListing(db(), { ownerId: owner.id });
    await applyListingTransition({ propertyId: fresh.id, actor: asOwner, action: { type: "changePlan", plan: "gold" } });
    expect(await stored(fresh.id)).toMatchObject({ status: "Pending Approval", visible: false });
    expect(await inSearch(fresh.id)).toBe(false);
    expect(await findListingPage(fresh.id, null)).toBeNull();
  });
});

describe("a rented or sold home", () => {
  it("keeps its page for everyone, off search, saying so; favourites and the dashboard show it; Show again brings it back", async () => {
    const sale = await createListing(db(), { ownerId: owner.id, status: "Approved", listingType: "Sale" });
    const fan = await createUser(db());
    await db().insert(favorites).values({ userId: fan.id, propertyId: sale.id });
    await applyListingTransition({ propertyId: sale.id, actor: asOwner, action: { type: "markTaken" } });

    expect(await inSearch(sale.id)).toBe(false);
    expect(await findListingPage(sale.id, null)).toMatchObject({ isPublic: false, taken: "Sold" });
    const answer = await postJson(`${api.url}/api/functions/getProperty`, { PropertyID: sale.id });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ property: { Status: "Approved", taken: "Sold" } });

    const [favourite] = await listFavorites(fan.id);
    expect(favourite).toMatchObject({ available: false, taken: "Sold", listing: { id: sale.id } });

    const dashboard = await findOwnerListings(owner.id, { sort: "newest", page: 1 });
    expect(dashboard.items.find((item) => item.id === sale.id)!.state.takenAt).not.toBeNull();

    await applyListingTransition({ propertyId: sale.id, actor: asOwner, action: { type: "add" } });
    expect(await inSearch(sale.id)).toBe(true);
    expect(await findListingPage(sale.id, null)).toMatchObject({ isPublic: true, taken: null });
  });

  it("is refused Boost by the owner once taken", async () => {
    const rental = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await applyListingTransition({ propertyId: rental.id, actor: asOwner, action: { type: "markTaken" } });
    await expect(applyListingTransition({ propertyId: rental.id, actor: asOwner, action: { type: "boost" } })).rejects.toMatchObject({ code: "listing_taken" });
  });
});
