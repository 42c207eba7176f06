import { desc, sql } from "drizzle-orm";
import type { ListingCardData } from "../../domain/listing-card.ts";
import { properties } from "../db/schema.ts";
import { selectListingCards, toListingCards } from "../listings/listing-cards.server.ts";
import { readDb } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

/**
 * The listings newest on the market, in one query. The public featured index is ordered by
 * MarketDate within (listing type, priority, boosted), so the newest of each of those few
 * slices is a short index scan, and the newest overall are among them: no scan of every row.
 * (Approval always sets MarketDate; a row without one is not "on the market".)
 */
export async function newestListings(limit = 8, now = new Date()): Promise<ListingCardData[]> {
  const newestIds = sql`select newest.id from (values ('Rental'), ('Sale')) as types(listing_type)
    cross join (select distinct search_priority from plans) as priorities(priority)
    cross join (values (true), (false)) as boosts(boosted)
    cross join lateral (
      select ${properties.id}, ${properties.marketDate} from ${properties}
      where ${properties.listingType} = types.listing_type and ${properties.priority} = priorities.priority
        and ${properties.boosted} = boosts.boosted and ${publicListing(now)} and ${properties.marketDate} is not null
      order by ${properties.marketDate} desc nulls last limit ${limit}
    ) as newest
    order by newest.market_date desc limit ${limit}`;
  const rows = await selectListingCards(readDb())
    .where(sql`${properties.id} in (${newestIds})`)
    .orderBy(desc(properties.marketDate))
    .limit(limit);
  return toListingCards(rows);
}
