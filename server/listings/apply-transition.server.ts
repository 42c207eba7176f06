import { eq } from "drizzle-orm";
import { ACTION_ACTORS, type ListingAction, type ListingState, shownPlan, transition } from "../../domain/lifecycle.ts";
import { refreshAccountTier } from "../accounts/account-tier.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { plans, properties, propertyImages, propertyStatusHistory } from "../db/schema.ts";
import { deleteStoredImages } from "../media/upload-listing-image.server.ts";
import type { Transaction } from "../db/client.server.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { listingState } from "./listing-state.server.ts";
import { applyRevision, dropRevision } from "./listing-revisions.server.ts";
import type { Actor } from "../auth/actor.server.ts";

function mayAct(actor: Actor, action: ListingAction, ownerId: string): boolean {
  const needed = ACTION_ACTORS[action.type];
  if (actor.kind === "system") return needed === "system";
  if (needed === "admin") return actor.isAdmin;
  if (needed === "owner") return actor.userId === ownerId || actor.isAdmin;
  return false;
}

export interface TransitionInput {
  propertyId: string;
  actor: Actor;
  action: ListingAction;
  now?: Date;
}

type StoredPhoto = { imageKey: string; imageLowKey: string };

/** What the audit trail keeps of a listing's state. */
const auditedState = (state: ListingState) => ({
  status: state.status,
  flag: state.flag,
  planId: state.planId,
  visible: state.visible,
  expiresOn: state.expiresOn,
});

/** An admin's decision, or an admin acting on another owner's listing, goes to the audit trail (decision 0065). */
function adminActing(actor: Actor, action: ListingAction, ownerId: string): string | null {
  if (actor.kind !== "user" || !actor.isAdmin) return null;
  return ACTION_ACTORS[action.type] === "admin" || actor.userId !== ownerId ? actor.userId : null;
}

/**
 * Applies one lifecycle transition inside the caller's transaction (with the
 * row locked, only for who may ask it, recorded in the history table). The
 * photos of a permanently deleted listing are returned: the caller removes
 * them from storage once the transaction has committed.
 */
/**
 * The listing's row locked for the rest of the transaction, for who may ask `action` of it: what a
 * transition reads first, and what a use case that also writes the listing's fields (the edit)
 * reads before it applies its transition.
 */
export async function lockListingFor(tx: Transaction, input: Omit<TransitionInput, "now">): Promise<typeof properties.$inferSelect> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, input.propertyId)).for("update").limit(1);
  if (!row || row.status === "Deleted_Permanent") throw new AppError("not_found");
  if (!mayAct(input.actor, input.action, row.ownerId)) {
    // Another user's listing is not theirs to know about; its owner is told no.
    const owner = input.actor.kind === "user" && input.actor.userId === row.ownerId;
    throw new AppError(owner || input.actor.kind === "system" ? "forbidden" : "not_found");
  }
  return row;
}

export async function applyTransitionIn(tx: Transaction, input: TransitionInput): Promise<{ state: ListingState; removedPhotos: StoredPhoto[] }> {
  const now = input.now ?? new Date();
  const row = await lockListingFor(tx, input);

  let action = input.action;
  if (action.type === "approve") {
    const [plan] = await tx.select({ durationDays: plans.durationDays }).from(plans).where(eq(plans.id, row.planId));
    // The days paid for (periods bought, a promo's duration, the time left after a change), else one period.
    action = { type: "approve", durationDays: row.paidDays ?? plan?.durationDays ?? 30 };
  }
  const current = listingState(row);
  const result = transition(current, action, now);
  if (!result.ok) throw new AppError(result.error);

  // Search ranks a listing by the plan the public sees it on: a plan change waiting keeps the old one.
  const planShown = shownPlan(result.state);
  const priority =
    planShown !== shownPlan(current) || action.type === "approve"
      ? (await tx.select({ priority: plans.searchPriority }).from(plans).where(eq(plans.id, planShown)))[0]?.priority
      : undefined;
  await tx
    .update(properties)
    .set({
      ...result.changes,
      ...(priority !== undefined ? { priority } : {}),
      // Gone from every list, the owner's own included: a permanent delete, or the owner's account closed.
      ...(result.state.status === "Deleted_Permanent" || action.type === "closeAccount" ? { isDeleted: true } : {}),
      ...(action.type === "approve" ? { paidDays: null } : {}),
    })
    .where(eq(properties.id, row.id));
  await tx.insert(propertyStatusHistory).values({
    propertyId: row.id,
    actorId: input.actor.kind === "user" ? input.actor.userId : null,
    action: action.type,
    fromStatus: current.status,
    toStatus: result.state.status,
    fromFlag: current.flag,
    toFlag: result.state.flag,
    reason: action.type === "reject" ? action.reason : null,
    at: now,
  });
  const adminId = adminActing(input.actor, action, row.ownerId);
  if (adminId)
    await recordAdminAction(tx, {
      adminId,
      kind: action.type === "approve" ? "listing_approved" : action.type === "reject" ? "listing_rejected" : "listing_changed",
      record: { type: "listing", id: row.id },
      before: auditedState(current),
      after: { ...auditedState(result.state), action: action.type },
      reason: action.type === "reject" ? action.reason : null,
      at: now,
    });
  // The owner's badge follows their live listings' plans.
  await refreshAccountTier(tx, row.ownerId, now);
  // Changes waiting for review (decision 0076): the approval applies them; any other way out of review drops them.
  const revisedPhotos = action.type === "approve" ? await applyRevision(tx, row) : [];
  if (action.type !== "approve" && result.state.status !== "Pending Approval") await dropRevision(tx, row.id);
  // A permanent delete keeps the row (for payments and history) but not the photos.
  const deletedPhotos =
    result.state.status === "Deleted_Permanent"
      ? await tx
          .delete(propertyImages)
          .where(eq(propertyImages.propertyId, row.id))
          .returning({ imageKey: propertyImages.imageKey, imageLowKey: propertyImages.imageLowKey })
      : [];
  return { state: result.state, removedPhotos: [...revisedPhotos, ...deletedPhotos] };
}

/**
 * Runs `work` in one transaction, then removes from storage the photos of listings it deleted, and
 * those `work` dropped itself (`removeAfterCommit`: an edit's replaced photos).
 */
export async function inListingTransaction<T>(
  work: (tx: Transaction, apply: (input: TransitionInput) => Promise<ListingState>, removeAfterCommit: (photos: StoredPhoto[]) => void) => Promise<T>,
): Promise<T> {
  const removed: StoredPhoto[] = [];
  const result = await db().transaction((tx) =>
    work(
      tx,
      async (input) => {
        const { state, removedPhotos } = await applyTransitionIn(tx, input);
        removed.push(...removedPhotos);
        return state;
      },
      (photos) => removed.push(...photos),
    ),
  );
  await deleteStoredImages(removed);
  return result;
}

/** Applies one lifecycle transition to a listing in its own transaction. */
export function applyListingTransition(input: TransitionInput): Promise<ListingState> {
  return inListingTransaction((_tx, apply) => apply(input));
}
