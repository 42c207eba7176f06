import { sql } from "drizzle-orm";
import { db } from "../runtime.server.ts";

/**
 * How long a count is kept after its window started: longer than the longest window a rule counts
 * in (a day), so a row past it would start a new window at its next attempt anyway.
 */
export const RATE_LIMITS_KEPT = "2 days";

/** Deletes the counts whose window is over for every rule (one row per key ever limited otherwise stays forever). */
export async function purgeRateLimits(): Promise<number> {
  const { rowCount } = await db().execute(sql`delete from rate_limits where window_started_at < now() - ${RATE_LIMITS_KEPT}::interval`);
  return rowCount ?? 0;
}
