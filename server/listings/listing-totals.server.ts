import { sql } from "drizzle-orm";
import { listingTotals } from "../db/schema.ts";

/**
 * A listing's impressions and views so far, for a query that left-joins `listing_totals` on the
 * listing (no row yet: none counted). Kept apart from `properties` and brought up to date by the
 * rollup every 15 minutes (decision 0034).
 */
export const listingTotalsColumns = {
  impression: sql<number>`coalesce(${listingTotals.impression}, 0)`.mapWith(Number),
  views: sql<number>`coalesce(${listingTotals.views}, 0)`.mapWith(Number),
};
