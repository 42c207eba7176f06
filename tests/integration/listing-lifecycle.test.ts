import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListingAction } from "../../domain/lifecycle.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { properties, propertyStatusHistory } from "../../server/db/schema.ts";
import type { Actor } from "../../server/auth/actor.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { db } from "../../server/runtime.server.ts";
import { refusal } from "../support/refusal.ts";

const as = (userId: string, isAdmin = false): Actor => ({ kind: "user", userId, isAdmin });

describe("listing transitions", () => {
  it("the owner edits, the admin approves with the plan's duration, and history records each step", async () => {
    const owner = await createUser(db());
    const admin = await createUser(db(), { admin: true });
    const listing = await createListing(db(), { ownerId: owner.id });
    const now = new Date("2026-11-22T10:00:00Z");
    await applyListingTransition({ propertyId: listing.id, actor: as(admin.id, true), action: { type: "approve", durationDays: 1 }, now });
    const [approved] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(approved).toMatchObject({ status: "Approved", visible: true, flag: null, approvedOn: now, expiresOn: new Date("2026-12-22T10:00:00Z") });

    await applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "edit" }, now });
    await applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "changePlan", plan: "platinum" }, now });
    const [changed] = await db().select().from(properties).where(eq(properties.id, listing.id));
    // A live listing stays public on its approved version and its live plan while both wait (decisions 0046, 0076).
    expect(changed).toMatchObject({ status: "Pending Approval", flag: "Change_from_free", planId: "platinum", priority: 1, visible: true });

    const history = await db()
      .select()
      .from(propertyStatusHistory)
      .where(eq(propertyStatusHistory.propertyId, listing.id))
      .orderBy(asc(propertyStatusHistory.id));
    expect(history.map((row) => [row.action, row.fromStatus, row.toStatus, row.toFlag, row.actorId])).toEqual([
      ["approve", "Pending Approval", "Approved", null, admin.id],
      ["edit", "Approved", "Pending Approval", "Edit", owner.id],
      ["changePlan", "Pending Approval", "Pending Approval", "Change_from_free", owner.id],
    ]);
  });

  it("another user can change nothing of someone's listing, whatever the action", async () => {
    const owner = await createUser(db());
    const intruder = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", expiresOn: new Date("2020-01-01") });
    const actions: ListingAction[] = [
      { type: "edit" },
      { type: "changePlan", plan: "gold" },
      { type: "renew" },
      { type: "bulkRenew" },
      { type: "activate", flag: "Reactivated" },
      { type: "cancelMembership" },
      { type: "add" },
      { type: "remove" },
      { type: "boost" },
      { type: "permanentDelete" },
      { type: "approve", durationDays: 30 },
      { type: "reject", reason: "x" },
      { type: "expire" },
    ];
    for (const action of actions) {
      expect(await refusal(applyListingTransition({ propertyId: listing.id, actor: as(intruder.id), action })), action.type).toBe("not_found");
    }
    const [unchanged] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(unchanged).toMatchObject({ status: "Approved", visible: true, planId: "free", boosted: false, isDeleted: false });
    expect(await db().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, listing.id))).toEqual([]);
  });

  it("the owner may not approve their own listing; only the system expires", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", expiresOn: new Date("2020-01-01") });
    expect(await refusal(applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "approve", durationDays: 30 } }))).toBe(
      "forbidden",
    );
    expect(await refusal(applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "expire" } }))).toBe("forbidden");
    await applyListingTransition({ propertyId: listing.id, actor: { kind: "system" }, action: { type: "expire" } });
    const [expired] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(expired).toMatchObject({ status: "Expired", visible: false });
  });

  it("a refused transition changes nothing and says why", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, planId: "gold", status: "Expired" });
    expect(await refusal(applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "bulkRenew" } }))).toBe("free_listings_only");
    expect(await refusal(applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "boost" } }))).toBe("transition_not_allowed");
    const [row] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(row?.status).toBe("Expired");
  });

  it("permanent delete keeps the row but hides it from everything", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "permanentDelete" } });
    const [row] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ status: "Deleted_Permanent", isDeleted: true, visible: false });
    expect(await refusal(applyListingTransition({ propertyId: listing.id, actor: as(owner.id), action: { type: "activate", flag: "x" } }))).toBe("not_found");
  });
});
