import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DashboardQuery, DASHBOARD_PAGE_SIZE, parseDashboardQuery } from "../../domain/dashboard.ts";
import { ownerListingsPageSchema } from "../../domain/dashboard-views.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { creditLedger, promoCodes, promoRedemptions, properties, propertyStatusHistory } from "../../server/db/schema.ts";
import { activateListing } from "../../server/listings/activate-listing.server.ts";
import type { Actor } from "../../server/auth/actor.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { bulkRenewListings } from "../../server/listings/bulk-renew.server.ts";
import { changeListingPlan } from "../../server/listings/change-plan.server.ts";
import { findOwnListing } from "../../server/listings/own-listing.server.ts";
import { findOwnerListings } from "../../server/listings/owner-listings.server.ts";
import { renewListing } from "../../server/listings/renew-listing.server.ts";
import { creditBalance } from "../../server/credits/credit-balance.server.ts";
import { db } from "../../server/runtime.server.ts";
import { refusal } from "../support/refusal.ts";

const as = (userId: string, isAdmin = false): Actor => ({ kind: "user", userId, isAdmin });
const query = (search: string): DashboardQuery => parseDashboardQuery(new URLSearchParams(search));

const row = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!;
const grant = (userId: string, amountUsd: number) =>
  db()
    .insert(creditLedger)
    .values({ userId, amountCents: amountUsd * 100, kind: "adjustment" });

describe("the owner's dashboard query", () => {
  it("returns only the owner's listings, without permanently deleted ones, and honours each filter", async () => {
    const owner = await createUser(db());
    const other = await createUser(db());
    const flat = await createListing(db(), { ownerId: owner.id, title: "Sunny flat in Hamra", status: "Approved", planId: "gold" });
    const villa = await createListing(db(), { ownerId: owner.id, listingType: "Sale", title: "Villa in Broummana", status: "Expired" });
    const hidden = await createListing(db(), { ownerId: owner.id, title: "Studio 50% off", status: "Rejected" });
    await db().update(properties).set({ reference: "REF-77" }).where(eq(properties.id, villa.id));
    const gone = await createListing(db(), { ownerId: owner.id, title: "Gone" });
    await applyListingTransition({ propertyId: gone.id, actor: as(owner.id), action: { type: "permanentDelete" } });
    await createListing(db(), { ownerId: other.id, title: "Someone else's flat in Hamra" });

    const ids = async (search: string) => (await findOwnerListings(owner.id, query(search))).items.map((item) => item.id).sort();
    expect(await ids("")).toEqual([flat.id, villa.id, hidden.id].sort());
    expect(await ids("listing_type=Rental")).toEqual([flat.id, hidden.id].sort());
    expect(await ids("listing_type=Sale")).toEqual([villa.id]);
    expect(await ids("q=hamra")).toEqual([flat.id]);
    expect(await ids("q=ref-77")).toEqual([villa.id]);
    // A typed % is a character, not a wildcard.
    expect(await ids("q=50%25")).toEqual([hidden.id]);
    expect(await ids("q=%25")).toEqual([hidden.id]);
    expect(await ids("status=Expired")).toEqual([villa.id]);
    expect(await ids("plan=gold")).toEqual([flat.id]);
    expect(await ids("visible=yes")).toEqual([flat.id]);
    expect(await ids("visible=no")).toEqual([villa.id, hidden.id].sort());
    expect(await ids("status=Deleted_Permanent")).toEqual([flat.id, villa.id, hidden.id].sort());
    expect((await findOwnerListings(other.id, query(""))).items.map((item) => item.title)).toEqual(["Someone else's flat in Hamra"]);
  });

  it("sorts by newest, price and expiry, pages by 20 with a total, and shows the rejection reason", async () => {
    const owner = await createUser(db());
    const listings = [];
    for (let index = 0; index < DASHBOARD_PAGE_SIZE + 3; index++) {
      const listing = await createListing(db(), { ownerId: owner.id, title: `Flat ${index}` });
      await db()
        .update(properties)
        .set({
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
          usdPriceCalculated: 1000 - index * 10,
          expiresOn: index % 2 ? new Date(Date.UTC(2027, 0, 30 - index)) : null,
        })
        .where(eq(properties.id, listing.id));
      listings.push(listing);
    }
    const first = await findOwnerListings(owner.id, query(""));
    expect(first).toMatchObject({ total: DASHBOARD_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    // The answer is what its domain schema describes, no key more (parsing drops unknown keys).
    expect(ownerListingsPageSchema.parse(first)).toEqual(first);
    expect(first.items).toHaveLength(DASHBOARD_PAGE_SIZE);
    expect(first.items[0]?.title).toBe(`Flat ${DASHBOARD_PAGE_SIZE + 2}`);
    const second = await findOwnerListings(owner.id, query("page=2"));
    expect(second.items.map((item) => item.title)).toEqual(["Flat 2", "Flat 1", "Flat 0"]);
    expect((await findOwnerListings(owner.id, query("sort=price_asc"))).items[0]?.title).toBe(`Flat ${DASHBOARD_PAGE_SIZE + 2}`);
    expect((await findOwnerListings(owner.id, query("sort=price_desc"))).items[0]?.title).toBe("Flat 0");
    // The nearest expiry first; listings without one last.
    const byExpiry = (await findOwnerListings(owner.id, query("sort=expiry"))).items;
    expect(byExpiry[0]?.title).toBe(`Flat ${DASHBOARD_PAGE_SIZE + 1}`);
    expect(byExpiry.at(-1)?.state.expiresOn).toBeNull();

    const admin = await createUser(db(), { admin: true });
    const rejected = listings[0]!;
    await applyListingTransition({ propertyId: rejected.id, actor: as(admin.id, true), action: { type: "reject", reason: "Photos are blurry" } });
    const [shown] = (await findOwnerListings(owner.id, query("status=Rejected"))).items;
    expect(shown).toMatchObject({ id: rejected.id, rejectionReason: "Photos are blurry", planName: "Beitna Free" });
  });
});

describe("bulk renew", () => {
  it("renews Free, Expired listings together, and changes nothing when one of them may not be renewed", async () => {
    const owner = await createUser(db());
    const a = await createListing(db(), { ownerId: owner.id, status: "Expired" });
    const b = await createListing(db(), { ownerId: owner.id, status: "Expired" });
    const gold = await createListing(db(), { ownerId: owner.id, status: "Expired", planId: "gold" });
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved" });

    expect(await refusal(bulkRenewListings({ propertyIds: [a.id, b.id, gold.id], actor: as(owner.id) }))).toBe("free_listings_only");
    expect(await refusal(bulkRenewListings({ propertyIds: [a.id, live.id], actor: as(owner.id) }))).toBe("transition_not_allowed");
    for (const id of [a.id, b.id, gold.id, live.id]) expect((await row(id)).flag, id).not.toBe("Renew");
    expect(
      await db()
        .select()
        .from(propertyStatusHistory)
        .where(inArray(propertyStatusHistory.propertyId, [a.id, b.id])),
    ).toEqual([]);

    expect(await bulkRenewListings({ propertyIds: [a.id, b.id, a.id], actor: as(owner.id) })).toBe(2);
    for (const id of [a.id, b.id]) expect(await row(id)).toMatchObject({ status: "Pending Approval", flag: "Renew", visible: false });
  });
});

describe("change plan", () => {
  it("with enough credits spends them once and changes the plan; with too few changes nothing", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await grant(owner.id, 20);
    // Gold is 15 USD for a rental (the seeded price).
    await changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "gold", payment: { kind: "credits" } });
    expect(await row(listing.id)).toMatchObject({ planId: "gold", status: "Pending Approval", flag: "Change_from_free", visible: true });
    expect(await creditBalance(owner.id)).toBe(5);
    const spends = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, owner.id), eq(creditLedger.kind, "spend")));
    expect(spends).toMatchObject([{ amountCents: -1_500, propertyId: listing.id }]);

    expect(await refusal(changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "platinum", payment: { kind: "credits" } }))).toBe(
      "insufficient_credits",
    );
    expect(await row(listing.id)).toMatchObject({ planId: "gold", flag: "Change_from_free" });
    expect(await creditBalance(owner.id)).toBe(5);
    expect(await refusal(changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "platinum" }))).toBe("payment_required");

    // Back to Free costs nothing.
    await changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "free" });
    expect(await row(listing.id)).toMatchObject({ planId: "free", visible: false });
    expect(await creditBalance(owner.id)).toBe(5);
  });

  it("a promo code is redeemed once per user and never beyond its uses", async () => {
    const owner = await createUser(db());
    const stranger = await createUser(db());
    const third = await createUser(db());
    const [first, ownersSecond] = await Promise.all([1, 2].map(() => createListing(db(), { ownerId: owner.id, status: "Approved" })));
    const second = await createListing(db(), { ownerId: stranger.id, status: "Approved" });
    const thirds = await createListing(db(), { ownerId: third.id, status: "Approved" });
    await db()
      .insert(promoCodes)
      .values([
        { code: "GOLD-TWICE", planId: "gold", maxUses: 2 },
        { code: "OLD-CODE", planId: "gold", expiresAt: new Date("2020-01-01") },
        { code: "MINE-ONLY", planId: "gold", ownerId: stranger.id },
      ]);
    const change = (propertyId: string, code: string, plan: "gold" | "platinum" = "gold", by = owner.id) =>
      refusal(changeListingPlan({ propertyId, actor: as(by), plan, payment: { kind: "promo", code } }));

    expect(await change(first!.id, "NO-SUCH-CODE")).toBe("promo_not_found");
    expect(await change(first!.id, "OLD-CODE")).toBe("promo_expired");
    expect(await change(first!.id, "MINE-ONLY")).toBe("promo_not_found");
    expect(await change(first!.id, "GOLD-TWICE", "platinum")).toBe("promo_wrong_plan");
    expect(await row(first!.id)).toMatchObject({ planId: "free" });

    expect(await change(first!.id, "GOLD-TWICE")).toBe("allowed");
    await changeListingPlan({ propertyId: first!.id, actor: as(owner.id), plan: "free" });
    expect(await change(first!.id, "GOLD-TWICE")).toBe("promo_already_used");
    // Once per user: not on another of the owner's listings either.
    expect(await change(ownersSecond!.id, "GOLD-TWICE")).toBe("promo_already_used");
    expect(await change(second.id, "GOLD-TWICE", "gold", stranger.id)).toBe("allowed");
    expect(await change(thirds.id, "GOLD-TWICE", "gold", third.id)).toBe("promo_used_up");
    expect(await row(thirds.id)).toMatchObject({ planId: "free" });
    const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, "GOLD-TWICE"));
    expect(code?.usedCount).toBe(2);
    expect(await db().select().from(promoRedemptions).where(eq(promoRedemptions.code, "GOLD-TWICE"))).toHaveLength(2);
  });
});

describe("renew and activate", () => {
  it("a Free, Expired listing renews for free; a paid plan's renewal is paid; activation brings a listing back to review", async () => {
    const owner = await createUser(db());
    const free = await createListing(db(), { ownerId: owner.id, status: "Expired" });
    await renewListing({ propertyId: free.id, actor: as(owner.id) });
    expect(await row(free.id)).toMatchObject({ status: "Pending Approval", flag: "Renew" });

    const gold = await createListing(db(), { ownerId: owner.id, status: "Expired", planId: "gold" });
    expect(await refusal(renewListing({ propertyId: gold.id, actor: as(owner.id), payment: { kind: "credits" } }))).toBe("insufficient_credits");
    expect(await refusal(activateListing({ propertyId: gold.id, actor: as(owner.id) }))).toBe("renewal_required");
    await grant(owner.id, 15);
    await renewListing({ propertyId: gold.id, actor: as(owner.id), payment: { kind: "credits" } });
    expect(await row(gold.id)).toMatchObject({ status: "Pending Approval", flag: "Renew", planId: "gold" });
    expect(await creditBalance(owner.id)).toBe(0);

    const deleted = await createListing(db(), { ownerId: owner.id, status: "Deleted" });
    await activateListing({ propertyId: deleted.id, actor: as(owner.id) });
    expect(await row(deleted.id)).toMatchObject({ status: "Pending Approval", flag: "Activate", visible: false });
    expect(await refusal(activateListing({ propertyId: deleted.id, actor: as(owner.id) }))).toBe("transition_not_allowed");
  });
});

describe("another user", () => {
  it("changes nothing of someone's listings, whatever they try, and is told not found", async () => {
    const owner = await createUser(db());
    const intruder = await createUser(db());
    await grant(intruder.id, 100);
    await db().insert(promoCodes).values({ code: "OPEN-GOLD", planId: "gold", maxUses: 5 });
    const expired = await createListing(db(), { ownerId: owner.id, status: "Expired" });
    const live = await createListing(db(), { ownerId: owner.id, status: "Approved", visible: false });
    const before = await db()
      .select()
      .from(properties)
      .where(inArray(properties.id, [expired.id, live.id]));
    const actor = as(intruder.id);

    for (const type of ["add", "remove", "boost", "cancelMembership", "permanentDelete"] as const) {
      expect(await refusal(applyListingTransition({ propertyId: live.id, actor, action: { type } })), type).toBe("not_found");
    }
    expect(await refusal(renewListing({ propertyId: expired.id, actor }))).toBe("not_found");
    expect(await refusal(activateListing({ propertyId: expired.id, actor }))).toBe("not_found");
    expect(await refusal(changeListingPlan({ propertyId: live.id, actor, plan: "gold", payment: { kind: "credits" } }))).toBe("not_found");
    expect(await refusal(changeListingPlan({ propertyId: live.id, actor, plan: "gold", payment: { kind: "promo", code: "OPEN-GOLD" } }))).toBe("not_found");
    expect(await refusal(bulkRenewListings({ propertyIds: [expired.id], actor }))).toBe("not_found");
    expect(await refusal(findOwnListing(live.id, actor))).toBe("not_found");

    const after = await db()
      .select()
      .from(properties)
      .where(inArray(properties.id, [expired.id, live.id]));
    expect(after).toEqual(before);
    expect(await creditBalance(intruder.id)).toBe(100);
    expect((await db().select().from(promoCodes).where(eq(promoCodes.code, "OPEN-GOLD")))[0]?.usedCount).toBe(0);
    expect(
      await db()
        .select()
        .from(propertyStatusHistory)
        .where(inArray(propertyStatusHistory.propertyId, [expired.id, live.id])),
    ).toEqual([]);

    // An admin may act on anyone's listing.
    const admin = await createUser(db(), { admin: true });
    await activateListing({ propertyId: expired.id, actor: as(admin.id, true) });
    expect(await row(expired.id)).toMatchObject({ status: "Pending Approval", flag: "Activate" });
  });
});
