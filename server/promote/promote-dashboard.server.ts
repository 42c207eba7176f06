import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { nextBoostAt, PROMOTE_PAGE_SIZE, type PromoteView } from "../../domain/boost.ts";
import { COMPARED_WEEK_DAYS, percentChange, type WeekFigure } from "../../domain/insights.ts";
import { addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { listingDailyCounters, marketDayOf, plans, properties, publicStatusList } from "../db/schema.ts";
import { creditBalance } from "../credits/credit-balance.server.ts";
import { featuredOrder } from "../search/featured-order.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { readBoostSettings } from "../settings/boost-settings.server.ts";
import { db } from "../runtime.server.ts";

/**
 * Where a listing stands in its default search (/rent or /buy, featured order: plan priority,
 * boosted, market day, quality score, market date, id): one more than the public listings of its type ahead of it.
 * The row comparison walks the search's own index (properties_search_*).
 */
const positionInDefaultSearch = sql<number>`(
  select count(*)::int + 1 from ${properties} ahead
  where ahead.listing_type = ${properties.listingType}
    and ahead.status in ${publicStatusList} and ahead.visible and not ahead.is_deleted
    and (ahead.expires_on is null or ahead.expires_on > now())
    and (ahead.priority, ahead.boosted, listing_market_day(ahead.market_date), ahead.quality_score, ahead.market_date, ${properties.id})
      > (${properties.priority}, ${properties.boosted}, ${marketDayOf(properties)}, ${properties.qualityScore}, ${properties.marketDate}, ahead.id)
)`;

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

/** /promote-dashboard: a page of the owner's live listings with their plan, expiry, last boost, figures and position. */
export async function promoteDashboard(ownerId: string, now: Date = new Date(), view: PromoteView = { sort: "position", page: 1 }) {
  const [settings, balance, figures, all] = await Promise.all([
    readBoostSettings(),
    creditBalance(ownerId),
    weekFigures(ownerId, now),
    db()
      .select({ id: properties.id, expiresOn: properties.expiresOn })
      .from(properties)
      .where(and(eq(properties.ownerId, ownerId), publicListing(now)))
      .orderBy(...featuredOrder()),
  ]);
  // The order chosen over every live listing, then one page of them read in full (its position is a count each).
  const order = all.map((row, rank) => ({ ...row, rank, views: figures.get(row.id)?.views ?? 0 }));
  if (view.sort === "views") order.sort((a, b) => b.views - a.views || a.rank - b.rank);
  if (view.sort === "expiry") order.sort((a, b) => (a.expiresOn?.getTime() ?? Infinity) - (b.expiresOn?.getTime() ?? Infinity) || a.rank - b.rank);
  const pages = Math.max(1, Math.ceil(order.length / PROMOTE_PAGE_SIZE));
  const page = Math.min(view.page, pages);
  const ids = order.slice((page - 1) * PROMOTE_PAGE_SIZE, page * PROMOTE_PAGE_SIZE).map((row) => row.id);
  const rows = ids.length
    ? await db()
        .select({
          id: properties.id,
          title: properties.title,
          listingType: properties.listingType,
          planId: properties.planId,
          planName: plans.name,
          expiresOn: properties.expiresOn,
          boostedAt: properties.boostedAt,
          // A change waits for review (the listing stays live): a boost waits for the approval.
          inReview: sql<boolean>`${properties.status} = 'Pending Approval'`,
          contacts: sql<number>`(${properties.whatsapp} + ${properties.call} + ${properties.messageOwner} + ${properties.requestTour})::int`,
          position: positionInDefaultSearch,
        })
        .from(properties)
        .innerJoin(plans, eq(plans.id, properties.planId))
        .where(inArray(properties.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    settings,
    balance,
    view: { sort: view.sort, page },
    total: order.length,
    now: now.toISOString(),
    listings: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const week = figures.get(row.id);
      const next = nextBoostAt(row.boostedAt, settings);
      return [
        {
          ...row,
          impressions: weekFigure(week?.impressions, week?.previousImpressions),
          views: weekFigure(week?.views, week?.previousViews),
          expiresOn: row.expiresOn?.toISOString() ?? null,
          boostedAt: row.boostedAt?.toISOString() ?? null,
          nextBoostAt: next && next.getTime() > now.getTime() ? next.toISOString() : null,
        },
      ];
    }),
  };
}
