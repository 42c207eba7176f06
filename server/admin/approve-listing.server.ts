import { enqueue } from "../jobs/define-job.server.ts";
import { inListingTransaction } from "../listings/apply-transition.server.ts";
import { notifyListingOwner } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailListingOwner } from "./mail-listing-owner.server.ts";
import { requireAdmin } from "./require-admin.server.ts";
import { savedSearchAlertsJob } from "../saved-searches/saved-search-alerts.job.server.ts";

/** An admin approves a pending listing: it goes live for its plan's duration, and its owner is told. */
export async function approveListing(adminId: string, propertyId: string): Promise<void> {
  await requireAdmin(db(), adminId);
  // The duration is read from the plan inside the transition's transaction.
  await inListingTransaction(async (tx, apply) => {
    await apply({
      propertyId,
      actor: { kind: "user", userId: adminId, isAdmin: true },
      action: { type: "approve", durationDays: 0 },
    });
    await notifyListingOwner(tx, propertyId, "listing_approved");
  });
  await mailListingOwner(propertyId, { kind: "listing-approved" });
  // Saved searches it matches hear of it now (instant alerts), not at the next scheduled run.
  await enqueue(savedSearchAlertsJob, { propertyIds: [propertyId] });
}
