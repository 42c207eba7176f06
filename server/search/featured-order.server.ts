import { asc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { marketDayOf, properties } from "../db/schema.ts";

/** Written exactly as the public indexes are declared (drizzle writes `desc nulls last`), so an order on them is an index scan. */
export const newestFirst = (column: AnyPgColumn | SQL | SQL.Aliased) => sql`${column} desc nulls last`;

/** The columns of `properties`, or of a subquery over it that carries the market day it was ordered by. */
export type FeaturedOrderColumns = Record<"priority" | "boosted" | "qualityScore" | "marketDate" | "id", AnyPgColumn> & { marketDay?: SQL.Aliased };

/**
 * The featured order, the default of /rent, /buy and the home page: the plan's priority, the boost,
 * the market day, the quality score within that day (decision 0068), the market date, then the id,
 * which settles ties so pages never overlap. A subquery's order reads its `marketDay` column, so the
 * planner keeps the subquery's order instead of sorting again.
 */
export const featuredOrder = (columns: FeaturedOrderColumns = properties): SQL[] => [
  newestFirst(columns.priority),
  newestFirst(columns.boosted),
  newestFirst(columns.marketDay ?? marketDayOf(columns)),
  newestFirst(columns.qualityScore),
  newestFirst(columns.marketDate),
  asc(columns.id),
];
