// The listing lifecycle of SPEC.md §4 and DESIGN.md ("Listing lifecycle") as
// one explicit state machine: every transition is a pure function of
// (listing, action, now). The server applies the result in a transaction and
// records it in the history table.
import { z } from "zod";
import { LISTING_STATUSES, type ListingStatus } from "./listing.ts";
import { PLAN_IDS, type PlanId } from "./plans.ts";
import { DAY_MS } from "./days.ts";

/** What the lifecycle reads and writes of a listing (a schema because the owner's dashboard answers with it). */
export const listingStateSchema = z.object({
  status: z.enum(LISTING_STATUSES),
  flag: z.string().nullable(),
  visible: z.boolean(),
  planId: z.enum(PLAN_IDS),
  boosted: z.boolean(),
  marketDate: z.date().nullable(),
  approvedOn: z.date().nullable(),
  expiresOn: z.date().nullable(),
  flagTime: z.date().nullable(),
  takenAt: z.date().nullable().describe("When the owner marked it rented or sold (decision 0046); null once it is back on the market"),
});
export type ListingState = z.infer<typeof listingStateSchema>;

export type ListingAction =
  | { type: "create" }
  | { type: "edit" }
  | { type: "withdrawChanges" }
  | { type: "changePlan"; plan: PlanId }
  | { type: "renew" }
  | { type: "bulkRenew" }
  | { type: "activate"; flag: string }
  | { type: "cancelMembership" }
  | { type: "add" }
  | { type: "remove" }
  | { type: "boost" }
  | { type: "markTaken" }
  | { type: "permanentDelete" }
  | { type: "closeAccount" }
  | { type: "approve"; durationDays: number }
  | { type: "reject"; reason: string }
  | { type: "expire" };

export type ListingActionType = ListingAction["type"];

/** Who may ask for an action: the owner (or an admin on their behalf), only an admin, or only the system. */
export const ACTION_ACTORS: Record<ListingActionType, "owner" | "admin" | "system"> = {
  create: "owner",
  edit: "owner",
  withdrawChanges: "owner",
  changePlan: "owner",
  renew: "owner",
  bulkRenew: "owner",
  activate: "owner",
  cancelMembership: "owner",
  add: "owner",
  remove: "owner",
  boost: "owner",
  markTaken: "owner",
  permanentDelete: "owner",
  closeAccount: "owner",
  approve: "admin",
  reject: "admin",
  expire: "system",
};

export type LifecycleErrorCode = "transition_not_allowed" | "same_plan" | "reason_required" | "not_expired_yet" | "free_listings_only" | "listing_taken";

export type TransitionResult = { ok: true; state: ListingState; changes: Partial<ListingState> } | { ok: false; error: LifecycleErrorCode };

const LIVE_OR_WAITING: ListingStatus[] = ["Pending Approval", "Approved", "Rejected", "Expired"];

/** The statuses each action may start from. */
export const ALLOWED_FROM: Record<ListingActionType, readonly ListingStatus[]> = {
  create: [],
  edit: LIVE_OR_WAITING,
  // The owner edited a live listing back to its approved version: nothing is left to review.
  withdrawChanges: ["Pending Approval"],
  changePlan: LIVE_OR_WAITING,
  renew: ["Expired", "Approved"],
  bulkRenew: ["Expired"],
  activate: ["Deleted", "Expired", "Rejected"],
  cancelMembership: LIVE_OR_WAITING,
  add: ["Approved"],
  remove: [...LIVE_OR_WAITING, "Deleted"],
  boost: ["Approved"],
  // Rented or sold (decision 0026): off search, still the owner's to show again or renew.
  markTaken: ["Approved"],
  permanentDelete: [...LIVE_OR_WAITING, "Deleted"],
  // The owner deleted their account: every listing goes down, kept with its history and payments.
  closeAccount: [...LIVE_OR_WAITING, "Deleted"],
  approve: ["Pending Approval"],
  reject: ["Pending Approval"],
  expire: ["Approved"],
};

/** The state of a listing just created (SPEC.md §4, "Create"). */
export function newListingState(plan: PlanId, now: Date): ListingState {
  return {
    status: "Pending Approval",
    flag: "New",
    flagTime: now,
    visible: false,
    planId: plan,
    boosted: false,
    marketDate: null,
    approvedOn: null,
    expiresOn: null,
    takenAt: null,
  };
}

// Every way back to review puts a rented or sold listing back on the market.
function pending(flag: string, now: Date): Partial<ListingState> {
  return { status: "Pending Approval", flag, flagTime: now, visible: false, takenAt: null };
}

const CHANGE_FROM = "Change_from_";

/**
 * A live listing waiting for the review of a change to Gold or Platinum (decision 0046): it stays
 * public on the plan it was live on. Pending Approval and visible together mean exactly this, as
 * `changePlan` is the one transition that leaves a pending listing visible, and only a live one.
 */
export function isWaitingPlanChange(listing: Pick<ListingState, "status" | "visible" | "flag">): boolean {
  return listing.status === "Pending Approval" && listing.visible && (listing.flag?.startsWith(CHANGE_FROM) ?? false);
}

/** The plan whose terms the public sees: the one it was live on while a change waits. */
export function shownPlan(listing: Pick<ListingState, "status" | "visible" | "flag" | "planId">): PlanId {
  if (!isWaitingPlanChange(listing)) return listing.planId;
  const previous = listing.flag!.slice(CHANGE_FROM.length);
  return PLAN_IDS.includes(previous as PlanId) ? (previous as PlanId) : listing.planId;
}

const EDIT_FLAG = "Edit";

/**
 * A live listing whose edited version waits for review (decision 0076): the approved version stays
 * public. With `isWaitingPlanChange`, the only ways a pending listing is visible.
 */
export function isWaitingEdit(listing: Pick<ListingState, "status" | "visible" | "flag">): boolean {
  return listing.status === "Pending Approval" && listing.visible && listing.flag === EDIT_FLAG;
}

export type TakenWord = "Rented" | "Sold";

/** What a taken listing became: a sale is sold, anything else (a rental) rented. */
export function takenWord(listingType: string): TakenWord {
  return listingType === "Sale" ? "Sold" : "Rented";
}

/**
 * Rented or sold and not back on the market: its page stays, saying so (decision 0046), also once
 * its plan ran out; a listing its owner cancelled or deleted goes.
 */
export function isTaken(listing: Pick<ListingState, "takenAt" | "visible" | "status"> & { isDeleted: boolean }): boolean {
  return listing.takenAt !== null && !listing.visible && !listing.isDeleted && (listing.status === "Approved" || listing.status === "Expired");
}

function changesFor(listing: ListingState, action: ListingAction, now: Date): Partial<ListingState> | LifecycleErrorCode {
  switch (action.type) {
    case "create":
      return newListingState(listing.planId, now);
    case "edit":
      // A live listing stays public on its approved version while the change waits (decision 0076);
      // a plan change waiting beside it keeps naming the plan it is live on.
      if (isPublic({ ...listing, isDeleted: false }, now)) {
        return { status: "Pending Approval", flag: isWaitingPlanChange(listing) ? listing.flag : EDIT_FLAG, flagTime: now };
      }
      // An edit of a listing not yet approved keeps saying what it is.
      return pending(listing.flag === "New" || listing.flag === "Renew" ? listing.flag : EDIT_FLAG, now);
    case "withdrawChanges":
      return isWaitingEdit(listing) ? { status: "Approved", flag: null, flagTime: null } : "transition_not_allowed";
    case "changePlan": {
      if (action.plan === listing.planId) return "same_plan";
      const changes: Partial<ListingState> = {
        planId: action.plan,
        status: "Pending Approval",
        // A second change while one waits still names the plan the listing is live on.
        flag: `${CHANGE_FROM}${shownPlan(listing)}`,
        flagTime: now,
        takenAt: null,
      };
      if (action.plan === "free") return { ...changes, visible: false };
      // SPEC.md §4: Gold and Platinum are set visible with MarketDate now and ExpiresOn cleared. A live
      // listing keeps its expiry, its terms until the review (decision 0046); any other waits unseen.
      const live = isPublic({ ...listing, isDeleted: false }, now);
      return live ? { ...changes, visible: true, marketDate: now } : { ...changes, visible: false, marketDate: now, expiresOn: null };
    }
    case "renew":
      if (listing.status === "Approved" && listing.planId === "free") return "transition_not_allowed";
      if (listing.takenAt) return "listing_taken";
      return pending("Renew", now);
    case "bulkRenew":
      if (listing.planId !== "free") return "free_listings_only";
      return pending("Renew", now);
    case "activate":
      return pending(action.flag, now);
    case "cancelMembership":
      return { planId: "free", status: "Deleted", visible: false };
    case "add":
      return { visible: true, takenAt: null };
    case "remove":
      return { visible: false };
    case "boost":
      if (listing.takenAt) return "listing_taken";
      return { marketDate: now, boosted: true };
    case "markTaken":
      return { visible: false, takenAt: now };
    case "permanentDelete":
      return { status: "Deleted_Permanent", visible: false };
    case "closeAccount":
      return { status: "Deleted", visible: false };
    case "approve":
      // Approving a live listing's changes keeps its terms: the review gives no extra days.
      if (isWaitingEdit(listing)) return { status: "Approved", flag: null, flagTime: null };
      return {
        status: "Approved",
        visible: true,
        approvedOn: now,
        expiresOn: new Date(now.getTime() + action.durationDays * DAY_MS),
        marketDate: listing.marketDate ?? now,
        flag: null,
        flagTime: null,
        takenAt: null,
      };
    case "reject":
      if (!action.reason.trim()) return "reason_required";
      // A refused plan change leaves a live listing as it was, on its plan (decision 0046).
      if (isWaitingPlanChange(listing)) return { status: "Approved", planId: shownPlan(listing), flag: null, flagTime: null };
      // Refused changes leave a live listing as it was approved.
      if (isWaitingEdit(listing)) return { status: "Approved", flag: null, flagTime: null };
      return { status: "Rejected", visible: false };
    case "expire":
      if (!listing.expiresOn || listing.expiresOn.getTime() > now.getTime()) return "not_expired_yet";
      return { status: "Expired", visible: false };
  }
}

/** Applies `action` to `listing` at `now`, or says why it cannot. */
export function transition(listing: ListingState, action: ListingAction, now: Date): TransitionResult {
  if (action.type !== "create" && !ALLOWED_FROM[action.type].includes(listing.status)) {
    return { ok: false, error: "transition_not_allowed" };
  }
  const changes = changesFor(listing, action, now);
  if (typeof changes === "string") return { ok: false, error: changes };
  return { ok: true, state: { ...listing, ...changes }, changes };
}

/**
 * The statuses of a public listing: Approved, and Pending Approval for a live listing waiting for a
 * plan change (`isWaitingPlanChange`) or the review of its changes (`isWaitingEdit`): no other
 * pending listing is visible. The search's SQL and
 * its partial indexes read this list.
 */
export const PUBLIC_STATUSES = ["Approved", "Pending Approval"] as const satisfies readonly ListingStatus[];

/** DESIGN.md: public when approved (or waiting for a plan change), visible, not deleted and not past its expiry. */
export function isPublic(listing: Pick<ListingState, "status" | "visible" | "expiresOn"> & { isDeleted: boolean }, now: Date): boolean {
  return (
    (PUBLIC_STATUSES as readonly ListingStatus[]).includes(listing.status) &&
    listing.visible &&
    !listing.isDeleted &&
    (listing.expiresOn === null || listing.expiresOn.getTime() > now.getTime())
  );
}
