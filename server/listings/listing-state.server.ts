import type { ListingState } from "../../domain/lifecycle.ts";
import type { ListingStatus } from "../../domain/listing.ts";
import type { PlanId } from "../../domain/plans.ts";
import type { properties } from "../db/schema.ts";

/** The lifecycle's view of a stored listing. */
export function listingState(
  row: Pick<
    typeof properties.$inferSelect,
    "status" | "flag" | "flagTime" | "visible" | "planId" | "boosted" | "marketDate" | "approvedOn" | "expiresOn" | "takenAt"
  >,
): ListingState {
  return {
    status: row.status as ListingStatus,
    flag: row.flag,
    flagTime: row.flagTime,
    visible: row.visible,
    planId: row.planId as PlanId,
    boosted: row.boosted,
    marketDate: row.marketDate,
    approvedOn: row.approvedOn,
    expiresOn: row.expiresOn,
    takenAt: row.takenAt,
  };
}
