import { eq } from "drizzle-orm";
import { isPublic, isWaitingPlanChange } from "../../domain/lifecycle.ts";
import { properties } from "../db/schema.ts";
import { listingState } from "../listings/listing-state.server.ts";
import { returnRefusedPlanChange } from "../listings/return-refused-plan-change.server.ts";
import { AppError } from "../errors.server.ts";
import { inListingTransaction } from "../listings/apply-transition.server.ts";
import { notifyListingOwner } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailListingOwner } from "./mail-listing-owner.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

/** An admin rejects a pending listing (or a live one's waiting changes) with a reason, recorded in its history and mailed to its owner. */
export async function rejectListing(adminId: string, propertyId: string, reason: string): Promise<void> {
  await requireAdmin(db(), adminId);
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError("reason_required");
  const now = new Date();
  const stillLive = await inListingTransaction(async (tx, apply) => {
    const [before] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for("update");
    const after = await apply({
      propertyId,
      actor: { kind: "user", userId: adminId, isAdmin: true },
      action: { type: "reject", reason: trimmed },
      now,
    });
    // A refused plan change leaves the listing on its live plan: what paid for the change goes back.
    if (before && isWaitingPlanChange(listingState(before))) await returnRefusedPlanChange(tx, { id: propertyId, ownerId: before.ownerId }, now);
    // Refused changes of a live listing leave it online as approved (decision 0076): its owner is told so.
    const live = isPublic({ ...after, isDeleted: false }, now);
    await notifyListingOwner(tx, propertyId, live ? "listing_changes_rejected" : "listing_rejected");
    return live;
  });
  await mailListingOwner(propertyId, { kind: stillLive ? "listing-changes-rejected" : "listing-rejected", reason: trimmed });
}
