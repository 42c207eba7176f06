import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import {
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
import { listingDailyCounters, listingPeriodTotals, ownerDailyCounters, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
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
const t = listingPeriodTotals;
const { propertyId: _propertyId, period: _period, ownerId: _ownerId, ...periodCounters } = getTableColumns(t);
/** A listing's contacts over a period of `listing_period_totals`. */
const peerContacts = sql.join(
  CONTACT_COUNTERS.map((counter) => sql`${t[counter]}`),
  sql` + `,
);

/**
 * All of an owner's listings, day by day (the owner's rows of `owner_daily_counters`), and the most
 * viewed listings' totals over the period, read from the totals the rollup keeps per listing and
 * period (`listing_period_totals`, decision 0034: the owner's first 100 entries of one index, not
 * 450,000 daily rows grouped). Only those listings are then named from `properties`.
 */
export async function ownerInsights(ownerId: string, period: InsightPeriod, now = new Date()): Promise<InsightsReport & { listings: ListingTotals[] }> {
  const [summary, top] = await Promise.all([
    report(o, eq(o.ownerId, ownerId), period, now),
    db()
      .select({ id: t.propertyId, ...periodCounters })
      .from(t)
      .where(and(eq(t.ownerId, ownerId), eq(t.period, period)))
      // As listing_period_totals_owner_idx is ordered, so the first 100 entries are the answer.
      .orderBy(sql`${t.views} desc nulls last`, sql`${t.impression} desc nulls last`, t.propertyId)
      .limit(TOP_LISTINGS),
  ]);
  const named = top.length
    ? await db()
        .select({ id: properties.id, title: properties.title, listingType: properties.listingType, status: properties.status })
        .from(properties)
        .where(
          inArray(
            properties.id,
            top.map((row) => row.id),
          ),
        )
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

/**
 * The median views and contacts of the listing's peers over the period, read from their
 * `listing_period_totals` (one row each, decision 0034) rather than summing their daily rows: a
 * dense district holds thousands of peers with 90 days each at a million listings.
 */
async function peerMedians(
  listing: { id: string; listingType: string; propertyType: string; district: string },
  period: InsightPeriod,
  now: Date,
): Promise<{ peers: number; medianViews: number | null; medianContacts: number | null }> {
  const result = await db().execute<{ peers: number; median_views: number | null; median_contacts: number | null }>(sql`
    with peers as (
      select ${properties.id} as id from ${properties}
      where ${publicListing(now)} and ${properties.district} = ${listing.district} and ${properties.listingType} = ${listing.listingType}
        and ${properties.propertyType} = ${listing.propertyType} and ${properties.id} <> ${listing.id}
    ),
    totals as (
      select peers.id, coalesce(${t.views}, 0) as views, coalesce(${peerContacts}, 0) as contacts
      from peers left join ${t} on ${t.propertyId} = peers.id and ${t.period} = ${period}
    )
    select count(*)::int as peers,
      percentile_cont(0.5) within group (order by views)::float8 as median_views,
      percentile_cont(0.5) within group (order by contacts)::float8 as median_contacts
    from totals`);
  const row = result.rows[0];
  return { peers: row?.peers ?? 0, medianViews: row?.median_views ?? null, medianContacts: row?.median_contacts ?? null };
}
