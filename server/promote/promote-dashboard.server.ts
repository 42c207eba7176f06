import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { nextBoostAt } from "../../domain/boost.ts";
import { addDays, COMPARED_WEEK_DAYS, percentChange } from "../../domain/insights.ts";
import { listingDailyCounters, plans, properties, publicStatusList } from "../db/schema.ts";
import { creditBalance } from "../credits/credit-balance.server.ts";
import { beirutDay } from "../listings/count-listing-view.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { readBoostSettings } from "../settings/boost-settings.server.ts";
import { db } from "../runtime.server.ts";

/**
 * Where a listing stands in its default search (/rent or /buy, featured order: plan priority,
 * boosted, newest on the market, id): one more than the public listings of its type ahead of it.
 * The row comparison walks the search's own index (properties_search_*).
 */
const positionInDefaultSearch = sql<number>`(
  select count(*)::int + 1 from ${properties} ahead
  where ahead.listing_type = ${properties.listingType}
    and ahead.status in ${publicStatusList} and ahead.visible and not ahead.is_deleted
    and (ahead.expires_on is null or ahead.expires_on > now())
    and (ahead.priority, ahead.boosted, ahead.market_date, ${properties.id}) > (${properties.priority}, ${properties.boosted}, ${properties.marketDate}, ahead.id)
)`;

/** One counter over the last 7 days and the 7 before, and the change in whole percent (null: nothing before). */
export interface WeekFigure {
  last: number;
  previous: number;
  change: number | null;
}

const c = listingDailyCounters;

/**
 * The owner's impressions and views per listing over the last 7 Lebanese days (today included)
 * and the 7 before, in one read of the owner's daily rows (index `owner_id, day`). Today's row is
 * the rollup's, refreshed every 15 minutes (decision 0027), as /dashboard/insights reads it.
 */
async function weekFigures(ownerId: string, now: Date) {
  const today = beirutDay(now);
  const lastWeekFrom = addDays(today, 1 - COMPARED_WEEK_DAYS);
  const inLastWeek = sql`${c.day} >= ${lastWeekFrom}`;
  const rows = await db()
    .select({
      id: c.propertyId,
      impressions: sql<number>`coalesce(sum(${c.impression}) filter (where ${inLastWeek}), 0)::int`,
      previousImpressions: sql<number>`coalesce(sum(${c.impression}) filter (where not ${inLastWeek}), 0)::int`,
      views: sql<number>`coalesce(sum(${c.views}) filter (where ${inLastWeek}), 0)::int`,
      previousViews: sql<number>`coalesce(sum(${c.views}) filter (where not ${inLastWeek}), 0)::int`,
    })
    .from(c)
    .where(and(eq(c.ownerId, ownerId), gte(c.day, addDays(lastWeekFrom, -COMPARED_WEEK_DAYS)), lte(c.day, today)))
    .groupBy(c.propertyId);
  return new Map(rows.map((row) => [row.id, row]));
}

const weekFigure = (last = 0, previous = 0): WeekFigure => ({ last, previous, change: percentChange(last, previous) });

/** /promote-dashboard: the owner's live listings with their plan, expiry, last boost, figures and position. */
export async function promoteDashboard(ownerId: string, now: Date = new Date()) {
  const [settings, balance, figures, rows] = await Promise.all([
    readBoostSettings(),
    creditBalance(ownerId),
    weekFigures(ownerId, now),
    db()
      .select({
        id: properties.id,
        title: properties.title,
        listingType: properties.listingType,
        planId: properties.planId,
        planName: plans.name,
        expiresOn: properties.expiresOn,
        boostedAt: properties.boostedAt,
        contacts: sql<number>`(${properties.whatsapp} + ${properties.call} + ${properties.messageOwner} + ${properties.requestTour})::int`,
        position: positionInDefaultSearch,
      })
      .from(properties)
      .innerJoin(plans, eq(plans.id, properties.planId))
      .where(and(eq(properties.ownerId, ownerId), publicListing(now)))
      .orderBy(desc(properties.priority), desc(properties.marketDate))
      .limit(200),
  ]);
  return {
    settings,
    balance,
    listings: rows.map((row) => {
      const week = figures.get(row.id);
      const next = nextBoostAt(row.boostedAt, settings);
      return {
        ...row,
        impressions: weekFigure(week?.impressions, week?.previousImpressions),
        views: weekFigure(week?.views, week?.previousViews),
        expiresOn: row.expiresOn?.toISOString() ?? null,
        boostedAt: row.boostedAt?.toISOString() ?? null,
        nextBoostAt: next && next.getTime() > now.getTime() ? next.toISOString() : null,
      };
    }),
  };
}
