import type { ListingType } from "../../domain/listing.ts";
import type { Locale } from "../../domain/locale.ts";
import type { TypicalPriceHere } from "../../domain/market.ts";
import { areaRecords } from "../listings/listing-form-options.server.ts";
import { placeOf, readAreaPrices } from "./area-prices.server.ts";

/**
 * A search of a district or an area: its typical asking price (rent a month, or sale price) and
 * its guide (issue 44). One indexed row of the rollup; null for a search of all Lebanon, an unknown
 * place or one with too few listings.
 */
export async function typicalPriceHere(
  search: { district?: string; area?: number; listing_type: ListingType },
  locale: Locale,
): Promise<TypicalPriceHere | null> {
  if (!search.district) return null;
  const place = placeOf(await areaRecords(), search.district, search.area ?? null, locale);
  if (!place) return null;
  const prices = await readAreaPrices({ district: search.district, area: search.area, listing_type: search.listing_type });
  return prices.median === null ? null : { listingType: search.listing_type, median: prices.median, listings: prices.listings, ...place };
}
