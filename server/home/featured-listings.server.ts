import { sql } from "drizzle-orm";
import { LISTING_TYPES } from "../../domain/listing.ts";
import type { ListingCardData } from "../../domain/listing-card.ts";
import { properties } from "../db/schema.ts";
import { selectListingCards, toListingCards } from "../listings/listing-cards.server.ts";
import { readDb } from "../runtime.server.ts";
import { featuredOrder } from "../search/featured-order.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

/**
 * The home page's Platinum listings, in the search's featured order (boosted, then newest on
 * the market, the more complete first within a day). One query: per listing type, an ordered scan of the public featured index
 * (the order is written as the index is declared, `desc nulls last`).
 */
export async function featuredListings(limit = 8, now = new Date()): Promise<ListingCardData[]> {
  const perType = LISTING_TYPES.map(
    (type) => sql`(select ${properties.id} from ${properties}
      where ${properties.listingType} = ${type} and ${publicListing(now)} and ${properties.marketDate} is not null and ${properties.planId} = 'platinum'
      order by ${sql.join(featuredOrder(), sql`, `)} limit ${limit})`,
  );
  const rows = await selectListingCards(readDb())
    .where(sql`${properties.id} in (${sql.join(perType, sql` union all `)})`)
    .orderBy(...featuredOrder())
    .limit(limit);
  return toListingCards(rows);
}
