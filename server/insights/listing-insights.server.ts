import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  addDays,
  CONTACT_COUNTERS,
  type DailyCounts,
  fillDays,
  type InsightDay,
  type InsightPeriod,
  insightRates,
  type PeerComparison,
  periodDays,
  sumDays,
} from "../../domain/insights.ts";
import { listingDailyCounters, ownerDailyCounters, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { beirutDay } from "../listings/count-listing-view.server.ts";
import { db } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

export interface InsightsReport {
  period: InsightPeriod;
  days: InsightDay[];
  totals: DailyCounts;
  rates: ReturnType<typeof insightRates>;
}

export interface ListingTotals extends DailyCounts {
  id: string;
  title: string;
  listingType: string;
  status: string;
}

const c = listingDailyCounters;
const o = ownerDailyCounters;
/** The counters summed over a group, from either per-day table (they share the counter columns). */
const sumsOf = (t: typeof c | typeof o) => ({
  impression: sql<number>`sum(${t.impression})::int`,
  views: sql<number>`sum(${t.views})::int`,
  interested: sql<number>`sum(${t.interested})::int`,
  whatsapp: sql<number>`sum(${t.whatsapp})::int`,
  call: sql<number>`sum(${t.call})::int`,
  messageOwner: sql<number>`sum(${t.messageOwner})::int`,
  requestTour: sql<number>`sum(${t.requestTour})::int`,
  favorites: sql<number>`sum(${t.favorites})::int`,
  alertHits: sql<number>`sum(${t.alertHits})::int`,
});
const dailySums = sumsOf(c);
const contactsSum = sql.join(
  CONTACT_COUNTERS.map((counter) => sql`${c[counter]}`),
  sql` + `,
);

/**
 * The period's days from one per-day table: a listing's rows of `listing_daily_counters`, or an
 * owner's of `owner_daily_counters` (one row a day, whatever the number of listings).
 */
async function report(t: typeof c | typeof o, scope: SQL, period: InsightPeriod, now: Date): Promise<InsightsReport> {
  const days = periodDays(beirutDay(now), period);
  const rows = await db()
    .select({ day: t.day, ...sumsOf(t) })
    .from(t)
    .where(and(scope, sql`${t.day} >= ${days[0]}`))
    .groupBy(t.day);
  const filled = fillDays(days, rows);
  const totals = sumDays(filled);
  return { period, days: filled, totals, rates: insightRates(totals) };
}

/** How many listings the owner's insights list, most viewed first. */
const TOP_LISTINGS = 100;
/** Enough for the grouping of a large owner's 90 days per listing. */
const GROUPING_MEMORY = "64MB";

/**
 * All of an owner's listings, day by day (the owner's rows of `owner_daily_counters`), and the most
 * viewed listings' totals over the period. The totals are summed per listing from the owner's daily rows alone (one index range), and only
 * the top ones are then named from `properties`: joining first would read every listing.
 */
export async function ownerInsights(ownerId: string, period: InsightPeriod, now = new Date()): Promise<InsightsReport & { listings: ListingTotals[] }> {
  const [summary, top] = await Promise.all([
    report(o, eq(o.ownerId, ownerId), period, now),
    db().transaction(async (tx) => {
      // 5,000 listings × 90 days (450,000 rows) are grouped in memory, not sorted on disk (bench/insights.ts).
      await tx.execute(sql.raw(`set local work_mem = '${GROUPING_MEMORY}'`));
      return tx
        .select({ id: c.propertyId, ...dailySums })
        .from(c)
        .where(and(eq(c.ownerId, ownerId), sql`${c.day} >= ${addDays(beirutDay(now), 1 - period)}`))
        .groupBy(c.propertyId)
        .orderBy(sql`sum(${c.views}) desc`, sql`sum(${c.impression}) desc`, c.propertyId)
        .limit(TOP_LISTINGS);
    }),
  ]);
  const named = top.length
    ? await db()
        .select({ id: properties.id, title: properties.title, listingType: properties.listingType, status: properties.status })
        .from(properties)
        .where(inArray(properties.id, top.map((row) => row.id)))
    : [];
  const byId = new Map(named.map((listing) => [listing.id, listing]));
  const listings = top.flatMap((row) => {
    const listing = byId.get(row.id);
    return listing ? [{ ...row, ...listing }] : [];
  });
  return { ...summary, listings };
}

/**
 * One listing's insights, for its owner only (anyone else: not found), with the comparison rule of
 * decision 0027: the median, over the same period, of the live listings of the same listing type
 * and property type in its district.
 */
export async function listingInsights(
  ownerId: string,
  propertyId: string,
  period: InsightPeriod,
  now = new Date(),
): Promise<InsightsReport & { listing: { id: string; title: string; listingType: string; status: string }; comparison: PeerComparison }> {
  const [listing] = await db()
    .select({
      id: properties.id,
      title: properties.title,
      listingType: properties.listingType,
      propertyType: properties.propertyType,
      district: properties.district,
      status: properties.status,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId), eq(properties.isDeleted, false)));
  if (!listing) throw new AppError("not_found");
  const [summary, peers] = await Promise.all([report(c, eq(c.propertyId, propertyId), period, now), peerMedians(listing, period, now)]);
  return {
    ...summary,
    listing: { id: listing.id, title: listing.title, listingType: listing.listingType, status: listing.status },
    comparison: {
      district: listing.district,
      listingType: listing.listingType,
      propertyType: listing.propertyType,
      ...peers,
      views: summary.totals.views,
      contacts: CONTACT_COUNTERS.reduce((sum, counter) => sum + summary.totals[counter], 0),
    },
  };
}

async function peerMedians(
  listing: { id: string; listingType: string; propertyType: string; district: string },
  period: InsightPeriod,
  now: Date,
): Promise<{ peers: number; medianViews: number | null; medianContacts: number | null }> {
  const from = addDays(beirutDay(now), 1 - period);
  const result = await db().execute<{ peers: number; median_views: number | null; median_contacts: number | null }>(sql`
    with peers as (
      select ${properties.id} as id from ${properties}
      where ${publicListing(now)} and ${properties.district} = ${listing.district} and ${properties.listingType} = ${listing.listingType}
        and ${properties.propertyType} = ${listing.propertyType} and ${properties.id} <> ${listing.id}
    ),
    totals as (
      select peers.id, coalesce(sum(${c.views}), 0) as views, coalesce(sum(${contactsSum}), 0) as contacts
      from peers left join ${c} on ${c.propertyId} = peers.id and ${c.day} >= ${from}
      group by peers.id
    )
    select count(*)::int as peers,
      percentile_cont(0.5) within group (order by views)::float8 as median_views,
      percentile_cont(0.5) within group (order by contacts)::float8 as median_contacts
    from totals`);
  const row = result.rows[0];
  return { peers: row?.peers ?? 0, medianViews: row?.median_views ?? null, medianContacts: row?.median_contacts ?? null };
}
