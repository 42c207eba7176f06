import type { ListingReportInput } from "../../domain/listing-reports.ts";
import { listingReports } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { lockPublicListing } from "../search/public-listing.server.ts";
import { allowAttempt } from "../security/rate-limit.server.ts";

/** Reports one visitor may send in an hour: enough for a real problem, too few to flood the queue. */
const REPORTS_PER_HOUR = { max: 5, windowSeconds: 60 * 60 };

export interface Reporter {
  /** The signed-in visitor, or null. */
  userId: string | null;
  clientAddress: string;
}

/**
 * "Report this listing" (decision 0035): a report on a public listing, from a signed-in or a
 * signed-out visitor, waiting in the admins' queue. Counted per account when signed in and per
 * address always (`rate_limited`); a listing that is not public is `not_found`, as its page says.
 */
export async function reportListing(propertyId: string, input: ListingReportInput, reporter: Reporter): Promise<{ id: string }> {
  const byAddress = await allowAttempt(`report-listing:ip:${reporter.clientAddress}`, { ...REPORTS_PER_HOUR, max: REPORTS_PER_HOUR.max * 2 });
  const byUser = reporter.userId ? await allowAttempt(`report-listing:user:${reporter.userId}`, REPORTS_PER_HOUR) : true;
  if (!byAddress || !byUser) throw new AppError("rate_limited");
  return db().transaction(async (tx) => {
    await lockPublicListing(tx, propertyId);
    const [row] = await tx
      .insert(listingReports)
      .values({ propertyId, reporterId: reporter.userId, reason: input.reason, message: input.message })
      .returning({ id: listingReports.id });
    return { id: row!.id };
  });
}
