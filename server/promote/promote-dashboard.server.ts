import { and, desc, eq, sql } from "drizzle-orm";
import { nextBoostAt } from "../../domain/boost.ts";
import { plans, properties } from "../db/schema.ts";
import { creditBalance } from "../credits/credit-balance.server.ts";
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
    and ahead.status = 'Approved' and ahead.visible and not ahead.is_deleted
    and (ahead.expires_on is null or ahead.expires_on > now())
    and (ahead.priority, ahead.boosted, ahead.market_date, ${properties.id}) > (${properties.priority}, ${properties.boosted}, ${properties.marketDate}, ahead.id)
)`;

/** /promote-dashboard: the owner's live listings with their plan, expiry, last boost, figures and position. */
export async function promoteDashboard(ownerId: string, now: Date = new Date()) {
  const [settings, balance, rows] = await Promise.all([
    readBoostSettings(),
    creditBalance(ownerId),
    db()
      .select({
        id: properties.id,
        title: properties.title,
        listingType: properties.listingType,
        planId: properties.planId,
        planName: plans.name,
        expiresOn: properties.expiresOn,
        boostedAt: properties.boostedAt,
        impressions: properties.impression,
        views: properties.views,
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
    listings: rows.map((row) => ({
      ...row,
      expiresOn: row.expiresOn?.toISOString() ?? null,
      boostedAt: row.boostedAt?.toISOString() ?? null,
      nextBoostAt: (() => {
        const next = nextBoostAt(row.boostedAt, settings);
        return next && next.getTime() > now.getTime() ? next.toISOString() : null;
      })(),
    })),
  };
}
