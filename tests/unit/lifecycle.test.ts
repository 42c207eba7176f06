import { describe, expect, it } from "vitest";
import {
  ALLOWED_FROM,
  isPublic,
  isTaken,
  isWaitingPlanChange,
  isWaitingEdit,
  type ListingAction,
  type ListingState,
  newListingState,
  shownPlan,
  takenWord,
  transition,
} from "../../domain/lifecycle.ts";
import { LISTING_STATUSES, type ListingStatus } from "../../domain/listing.ts";
import { DAY_MS } from "../../domain/days.ts";

const now = new Date("2026-11-22T10:00:00Z");
const earlier = new Date("2026-10-01T10:00:00Z");

function listing(overrides: Partial<ListingState> = {}): ListingState {
  return {
    status: "Approved",
    flag: null,
    flagTime: null,
    visible: true,
    planId: "free",
    boosted: false,
    marketDate: earlier,
    approvedOn: earlier,
    expiresOn: new Date("2026-12-01T10:00:00Z"),
    takenAt: null,
    ...overrides,
  };
}

function apply(state: ListingState, action: ListingAction) {
  const result = transition(state, action, now);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.state;
}

describe("SPEC.md §4, row by row", () => {
  it("Create: Pending Approval, Flag New, not visible", () => {
    expect(newListingState("gold", now)).toMatchObject({
      status: "Pending Approval",
      flag: "New",
      visible: false,
      planId: "gold",
      flagTime: now,
    });
    expect(apply(listing(), { type: "create" })).toMatchObject({
      status: "Pending Approval",
      flag: "New",
      visible: false,
    });
  });

  it("Edit: Pending Approval, Flag Edit unless Flag is New or Renew; a live listing stays visible (decision 0076)", () => {
    expect(apply(listing(), { type: "edit" })).toMatchObject({
      status: "Pending Approval",
      visible: true,
      flag: "Edit",
      flagTime: now,
      expiresOn: listing().expiresOn,
    });
    expect(apply(listing({ visible: false }), { type: "edit" })).toMatchObject({
      status: "Pending Approval",
      visible: false,
      flag: "Edit",
    });
    expect(apply(listing({ status: "Expired", expiresOn: earlier }), { type: "edit" })).toMatchObject({ visible: false, flag: "Edit" });
    expect(
      apply(listing({ status: "Pending Approval", flag: "New", visible: false }), {
        type: "edit",
      }).flag,
    ).toBe("New");
    expect(
      apply(listing({ status: "Pending Approval", flag: "Renew", visible: false }), {
        type: "edit",
      }).flag,
    ).toBe("Renew");
    expect(
      apply(listing({ status: "Rejected", flag: "Change_from_gold" }), {
        type: "edit",
      }).flag,
    ).toBe("Edit");
  });

  it("Change plan: Flag Change_from_{previous}, Pending Approval; Gold and Platinum visible, MarketDate now, ExpiresOn cleared", () => {
    // A live listing keeps its expiry while the change waits: it stays public on its terms (decision 0046).
    expect(apply(listing(), { type: "changePlan", plan: "gold" })).toMatchObject({
      planId: "gold",
      flag: "Change_from_free",
      status: "Pending Approval",
      visible: true,
      marketDate: now,
      expiresOn: listing().expiresOn,
    });
    // One that is not live waits unseen, its expiry cleared.
    expect(
      apply(listing({ status: "Expired", visible: false }), {
        type: "changePlan",
        plan: "gold",
      }),
    ).toMatchObject({ visible: false, expiresOn: null, marketDate: now });
    expect(
      apply(listing({ visible: false }), {
        type: "changePlan",
        plan: "platinum",
      }),
    ).toMatchObject({ visible: false, expiresOn: null });
    expect(
      apply(listing({ planId: "gold" }), {
        type: "changePlan",
        plan: "platinum",
      }),
    ).toMatchObject({ flag: "Change_from_gold", visible: true });
    expect(
      apply(listing({ planId: "platinum" }), {
        type: "changePlan",
        plan: "free",
      }),
    ).toMatchObject({
      planId: "free",
      flag: "Change_from_platinum",
      status: "Pending Approval",
      visible: false,
    });
  });

  it("Renew: Pending Approval, Flag Renew, not visible", () => {
    expect(apply(listing({ status: "Expired", visible: false }), { type: "renew" })).toMatchObject({
      status: "Pending Approval",
      flag: "Renew",
      visible: false,
    });
    expect(apply(listing({ status: "Approved", planId: "gold" }), { type: "renew" }).flag).toBe("Renew");
  });

  it("Bulk renew: only Free-plan listings that are Expired", () => {
    expect(
      apply(listing({ status: "Expired", visible: false }), {
        type: "bulkRenew",
      }),
    ).toMatchObject({ status: "Pending Approval", flag: "Renew" });
    expect(transition(listing({ status: "Expired", planId: "gold" }), { type: "bulkRenew" }, now)).toEqual({ ok: false, error: "free_listings_only" });
    expect(transition(listing({ status: "Approved" }), { type: "bulkRenew" }, now)).toEqual({ ok: false, error: "transition_not_allowed" });
  });

  it("Activate: Pending Approval with a given flag", () => {
    expect(
      apply(listing({ status: "Deleted", visible: false }), {
        type: "activate",
        flag: "Reactivated",
      }),
    ).toMatchObject({
      status: "Pending Approval",
      flag: "Reactivated",
      visible: false,
    });
  });

  it("Cancel membership: plan Free, Status Deleted, not visible", () => {
    expect(apply(listing({ planId: "platinum" }), { type: "cancelMembership" })).toMatchObject({ planId: "free", status: "Deleted", visible: false });
  });

  it("Add listing: visible true; Remove listing: visible false", () => {
    expect(apply(listing({ visible: false }), { type: "add" }).visible).toBe(true);
    expect(apply(listing(), { type: "remove" }).visible).toBe(false);
  });

  it("Boost: MarketDate now, boosted true", () => {
    expect(apply(listing(), { type: "boost" })).toMatchObject({
      marketDate: now,
      boosted: true,
    });
  });

  it("Permanent delete: Deleted_Permanent", () => {
    expect(
      apply(listing({ status: "Deleted", visible: false }), {
        type: "permanentDelete",
      }).status,
    ).toBe("Deleted_Permanent");
  });
});

describe("DESIGN.md's admin and system transitions", () => {
  it("Approve: visible, ApprovedOn now, ExpiresOn after the plan's duration, Flag cleared", () => {
    expect(
      apply(
        listing({
          status: "Pending Approval",
          flag: "New",
          visible: false,
          marketDate: null,
          approvedOn: null,
        }),
        { type: "approve", durationDays: 30 },
      ),
    ).toMatchObject({
      status: "Approved",
      visible: true,
      approvedOn: now,
      expiresOn: new Date("2026-12-22T10:00:00Z"),
      marketDate: now,
      flag: null,
    });
  });

  it("Reject needs a reason", () => {
    const waiting = listing({
      status: "Pending Approval",
      flag: "Edit",
      visible: false,
    });
    expect(transition(waiting, { type: "reject", reason: "  " }, now)).toEqual({
      ok: false,
      error: "reason_required",
    });
    expect(
      apply(waiting, {
        type: "reject",
        reason: "Photos show another property",
      }),
    ).toMatchObject({ status: "Rejected", visible: false });
  });

  it("Mark taken (rented or sold): off search, still approved", () => {
    expect(apply(listing(), { type: "markTaken" })).toMatchObject({
      status: "Approved",
      visible: false,
    });
  });

  it("Expire only once ExpiresOn has passed", () => {
    expect(transition(listing(), { type: "expire" }, now)).toEqual({
      ok: false,
      error: "not_expired_yet",
    });
    expect(apply(listing({ expiresOn: earlier }), { type: "expire" })).toMatchObject({ status: "Expired", visible: false });
  });
});

describe("refused transitions", () => {
  const examples: Record<Exclude<ListingAction["type"], "create">, ListingAction> = {
    edit: { type: "edit" },
    withdrawChanges: { type: "withdrawChanges" },
    changePlan: { type: "changePlan", plan: "gold" },
    renew: { type: "renew" },
    bulkRenew: { type: "bulkRenew" },
    activate: { type: "activate", flag: "Reactivated" },
    cancelMembership: { type: "cancelMembership" },
    add: { type: "add" },
    remove: { type: "remove" },
    boost: { type: "boost" },
    markTaken: { type: "markTaken" },
    permanentDelete: { type: "permanentDelete" },
    closeAccount: { type: "closeAccount" },
    approve: { type: "approve", durationDays: 30 },
    reject: { type: "reject", reason: "Duplicate" },
    expire: { type: "expire" },
  };

  for (const [type, action] of Object.entries(examples)) {
    const refusedFrom = LISTING_STATUSES.filter((status) => !ALLOWED_FROM[action.type].includes(status));
    it(`${type} is refused from ${refusedFrom.join(", ")}`, () => {
      for (const status of refusedFrom as ListingStatus[]) {
        expect(transition(listing({ status, expiresOn: earlier }), action, now), status).toEqual({ ok: false, error: "transition_not_allowed" });
      }
    });
  }

  it("nothing leaves Deleted_Permanent", () => {
    for (const action of Object.values(examples)) {
      expect(transition(listing({ status: "Deleted_Permanent" }), action, now).ok).toBe(false);
    }
  });

  it("a free listing cannot renew before it expires, and a plan cannot change to itself", () => {
    expect(transition(listing({ status: "Approved", planId: "free" }), { type: "renew" }, now)).toEqual({ ok: false, error: "transition_not_allowed" });
    expect(transition(listing({ planId: "gold" }), { type: "changePlan", plan: "gold" }, now)).toEqual({ ok: false, error: "same_plan" });
  });
});

describe("isPublic", () => {
  it("is approved, visible, not deleted and not expired", () => {
    expect(
      isPublic(
        {
          status: "Approved",
          visible: true,
          isDeleted: false,
          expiresOn: null,
        },
        now,
      ),
    ).toBe(true);
    expect(
      isPublic(
        {
          status: "Approved",
          visible: true,
          isDeleted: false,
          expiresOn: earlier,
        },
        now,
      ),
    ).toBe(false);
    expect(
      isPublic(
        {
          status: "Approved",
          visible: false,
          isDeleted: false,
          expiresOn: null,
        },
        now,
      ),
    ).toBe(false);
    // Pending Approval and visible: a live listing waiting for a plan change (decision 0046).
    expect(
      isPublic(
        {
          status: "Pending Approval",
          visible: true,
          isDeleted: false,
          expiresOn: null,
        },
        now,
      ),
    ).toBe(true);
    expect(isPublic({ status: "Rejected", visible: true, isDeleted: false, expiresOn: null }, now)).toBe(false);
    expect(isPublic({ status: "Approved", visible: true, isDeleted: true, expiresOn: null }, now)).toBe(false);
  });
});

describe("a plan change waiting keeps a live listing public (decision 0046)", () => {
  it("is public, shown on its old plan, while the change to Gold waits", () => {
    const waiting = apply(listing(), { type: "changePlan", plan: "gold" });
    expect(isWaitingPlanChange(waiting)).toBe(true);
    expect(isPublic({ ...waiting, isDeleted: false }, now)).toBe(true);
    expect(shownPlan(waiting)).toBe("free");
  });

  it("a second change while one waits still names the plan it is live on", () => {
    const waiting = apply(listing(), { type: "changePlan", plan: "gold" });
    expect(apply(waiting, { type: "changePlan", plan: "platinum" })).toMatchObject({
      flag: "Change_from_free",
      planId: "platinum",
      visible: true,
    });
  });

  it("approval puts it on the new plan; rejection leaves it live on the old one", () => {
    const waiting = apply(listing({ planId: "gold" }), {
      type: "changePlan",
      plan: "platinum",
    });
    expect(apply(waiting, { type: "approve", durationDays: 30 })).toMatchObject({ status: "Approved", planId: "platinum", flag: null, visible: true });
    const rejected = apply(waiting, {
      type: "reject",
      reason: "Photos do not match",
    });
    expect(rejected).toMatchObject({
      status: "Approved",
      planId: "gold",
      flag: null,
      flagTime: null,
      visible: true,
      expiresOn: listing().expiresOn,
    });
    expect(isPublic({ ...rejected, isDeleted: false }, now)).toBe(true);
  });

  it("an edit while the change waits keeps it public on its live plan; a refusal leaves it as it was", () => {
    const waiting = apply(listing(), { type: "changePlan", plan: "gold" });
    const edited = apply(waiting, { type: "edit" });
    expect(edited.flag).toBe("Change_from_free");
    expect(isPublic({ ...edited, isDeleted: false }, now)).toBe(true);
    expect(apply(edited, { type: "reject", reason: "Duplicate" })).toMatchObject({ status: "Approved", planId: "free", visible: true });
  });

  it("a live listing's changes: approving them keeps its terms, refusing them keeps it live (decision 0076)", () => {
    const edited = apply(listing(), { type: "edit" });
    expect(isWaitingEdit(edited)).toBe(true);
    expect(isPublic({ ...edited, isDeleted: false }, now)).toBe(true);
    const later = new Date(now.getTime() + DAY_MS);
    const approved = transition(edited, { type: "approve", durationDays: 90 }, later);
    expect(approved.ok && approved.state).toMatchObject({
      status: "Approved",
      flag: null,
      visible: true,
      expiresOn: listing().expiresOn,
      approvedOn: listing().approvedOn,
    });
    expect(apply(edited, { type: "reject", reason: "Misleading photos" })).toMatchObject({
      status: "Approved",
      flag: null,
      visible: true,
      expiresOn: listing().expiresOn,
    });
  });

  it("no other action leaves a pending listing visible, from any status", () => {
    const actions: ListingAction[] = [
      { type: "create" },
      { type: "edit" },
      { type: "renew" },
      { type: "bulkRenew" },
      { type: "activate", flag: "Activate" },
      { type: "changePlan", plan: "free" },
      { type: "changePlan", plan: "gold" },
      { type: "changePlan", plan: "platinum" },
    ];
    for (const status of LISTING_STATUSES) {
      for (const visible of [true, false]) {
        for (const action of actions) {
          const from = listing({
            status,
            visible,
            planId: "free",
            expiresOn: status === "Expired" ? earlier : listing().expiresOn,
          });
          const result = transition(from, action, now);
          if (!result.ok || result.state.status !== "Pending Approval" || !result.state.visible) continue;
          expect(["changePlan", "edit"]).toContain(action.type);
          // Only a listing public at that moment stays visible while it waits.
          expect(isPublic({ ...from, isDeleted: false }, now)).toBe(true);
        }
      }
    }
  });
});

describe("rented or sold (decision 0046)", () => {
  it("markTaken hides it and stamps when; its page stays while it is not back on the market", () => {
    const taken = apply(listing(), { type: "markTaken" });
    expect(taken).toMatchObject({
      visible: false,
      takenAt: now,
      status: "Approved",
    });
    expect(isPublic({ ...taken, isDeleted: false }, now)).toBe(false);
    expect(isTaken({ ...taken, isDeleted: false })).toBe(true);
    expect(isTaken({ ...taken, status: "Expired", isDeleted: false })).toBe(true);
    expect(isTaken({ ...taken, status: "Deleted", isDeleted: false })).toBe(false);
    expect(isTaken({ ...taken, isDeleted: true })).toBe(false);
  });

  it("refuses Boost and Renew; Show again puts it back on the market", () => {
    const taken = apply(listing({ planId: "gold" }), { type: "markTaken" });
    expect(transition(taken, { type: "boost" }, now)).toEqual({
      ok: false,
      error: "listing_taken",
    });
    expect(transition(taken, { type: "renew" }, now)).toEqual({
      ok: false,
      error: "listing_taken",
    });
    const shown = apply(taken, { type: "add" });
    expect(shown).toMatchObject({ visible: true, takenAt: null });
    expect(isTaken({ ...shown, isDeleted: false })).toBe(false);
  });

  it("a sale is sold, anything else rented", () => {
    expect(takenWord("Sale")).toBe("Sold");
    expect(takenWord("Rental")).toBe("Rented");
  });
});
