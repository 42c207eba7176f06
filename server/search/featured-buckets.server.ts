import { sql } from "drizzle-orm";
import type { ListingType } from "../../domain/listing.ts";
import { properties, publicRow } from "../db/schema.ts";
import { preparedStatement } from "../db/prepared.server.ts";
import { readDatabase } from "../runtime.server.ts";
import { DAY_MS, DAY_SECONDS } from "../../domain/days.ts";

/**
 * Buckets of the featured order (migration 0025's `listing_featured_bucket`, decision 0033): a
 * listing's plan priority, whether it is boosted, and its market day (whole days since 1970, UTC),
 * as "3+20781"; "1-none" without a market date. Every listing of a bucket comes before every
 * listing of the next in the featured order (priority, boosted, market date, all descending), so a
 * page of words reads the buckets' short token lists in that order and stops at the first that
 * fill it.
 */
export function featuredBucket(priority: number, boosted: boolean, marketDay: number | null): string {
  return `${bucketPrefix(priority, boosted)}${marketDay ?? "none"}`;
}

const bucketPrefix = (priority: number, boosted: boolean) => `${priority}${boosted ? "+" : "-"}`;

/** A market date's day, as `listing_featured_bucket` works it out. */
export function marketDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** What the buckets of one listing type span: the priorities its public listings have, and their first and last market days. */
export interface FeaturedSpan {
  priorities: number[];
  firstDay: number | null;
  lastDay: number | null;
}

/** The market days from the last to the first, then listings without one (the order's `nulls last`). */
function daysNewestFirst(span: FeaturedSpan): Array<number | null> {
  const days: Array<number | null> = [];
  if (span.firstDay !== null && span.lastDay !== null) for (let day = span.lastDay; day >= span.firstDay; day -= 1) days.push(day);
  days.push(null);
  return days;
}

/** Every bucket, in the featured order. */
export function featuredBuckets(span: FeaturedSpan): string[] {
  const days = daysNewestFirst(span);
  return span.priorities
    .toSorted((a, b) => b - a)
    .flatMap((priority) => [true, false].flatMap((boosted) => days.map((day) => featuredBucket(priority, boosted, day))));
}

/** The days of the newest order (each holds one bucket per priority and boost), as they end a bucket's name. */
export function newestDays(span: FeaturedSpan): string[] {
  return daysNewestFirst(span).map((day) => String(day ?? "none"));
}

/** The beginnings of a day's buckets ("3+", "3-", "2+" …): a day's bucket is one of them and the day. */
export function bucketPrefixes(span: FeaturedSpan): string[] {
  return span.priorities.flatMap((priority) => [true, false].map((boosted) => bucketPrefix(priority, boosted)));
}

/**
 * The span of the public listings of a type: the priorities by a loose scan of the featured index
 * (one probe each), the days from the newest index's two ends. Under a millisecond; prepared, as
 * planning it cost more (decision 0018).
 */
export async function featuredSpan(listingType: ListingType): Promise<FeaturedSpan> {
  const { rows } = await featuredSpanStatement.run({ listingType }, readDatabase().pool);
  const row = rows[0] as { priorities: number[]; first_day: number | null; last_day: number | null };
  return { priorities: row.priorities, firstDay: row.first_day, lastDay: row.last_day };
}

const publicOfType = sql`${publicRow(properties)} and ${properties.listingType} = ${sql.placeholder("listingType")}::text`;
const marketDayOf = (aggregate: "min" | "max") =>
  sql`(select floor(extract(epoch from ${sql.raw(aggregate)}(${properties.marketDate})) / ${sql.raw(String(DAY_SECONDS))})::int from ${properties} where ${publicOfType})`;

const featuredSpanStatement = preparedStatement(
  "featured_span",
  sql`with recursive priorities(priority) as (
      select max(${properties.priority}) from ${properties} where ${publicOfType}
      union all
      select (select max(${properties.priority}) from ${properties} where ${publicOfType} and ${properties.priority} < priorities.priority)
      from priorities where priorities.priority is not null
    )
    select array(select priority from priorities where priority is not null)::int[] as priorities, ${marketDayOf("min")} as first_day, ${marketDayOf("max")} as last_day`,
);
