import type { ListingPriceGuide } from "../../domain/market.ts";
import type { Locale } from "../../domain/locale.ts";
import { areaRecords } from "../listings/listing-form-options.server.ts";
import { compareListingPrice, placeOf } from "./area-prices.server.ts";

/**
 * A listing page's prices (issue 44): how its asking price compares with its fair group, when
 * `compared` (a live listing), and its area's guide whatever the comparison shows. The listing's
 * place is its stored English names (before the page puts them in the reader's language).
 */
export async function listingPriceGuide(
  listing: { id: string; district: string; city: string },
  locale: Locale,
  compared: boolean,
): Promise<ListingPriceGuide> {
  const [records, comparison] = await Promise.all([areaRecords(), compared ? compareListingPrice(listing.id, locale) : null]);
  const area = records.find((record) => record.district === listing.district && record.area === listing.city);
  return { comparison, guide: placeOf(records, listing.district, area?.id ?? null, locale) };
}
