import { AppError } from "../errors.server.ts";
import { inListingTransaction } from "../listings/apply-transition.server.ts";
import { notifyListingOwner } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailListingOwner } from "./mail-listing-owner.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

/** An admin rejects a pending listing with a reason, recorded in its history and mailed to its owner. */
export async function rejectListing(adminId: string, propertyId: string, reason: string): Promise<void> {
  await requireAdmin(db(), adminId);
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError("reason_required");
  await inListingTransaction(async (tx, apply) => {
    await apply({
      propertyId,
      actor: { kind: "user", userId: adminId, isAdmin: true },
      action: { type: "reject", reason: trimmed },
    });
    await notifyListingOwner(tx, propertyId, "listing_rejected");
  });
  await mailListingOwner(propertyId, { kind: "listing-rejected", reason: trimmed });
}
