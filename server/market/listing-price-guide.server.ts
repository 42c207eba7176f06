import { eq } from "drizzle-orm";
import type { ListingPriceGuide } from "../../domain/market.ts";
import type { Locale } from "../../domain/locale.ts";
import { areaRecords } from "../listings/listing-form-options.server.ts";
import { properties } from "../db/schema.ts";
import { readDb } from "../runtime.server.ts";
import { compareListingPrice, placeOf } from "./area-prices.server.ts";

/**
 * A listing page's prices (issue 44): how its asking price compares with its fair group, when
 * `compared` (a live listing), and its area's guide (its district's without an area) whatever the
 * comparison shows. Its place by its area id: one read by the primary key.
 */
export async function listingPriceGuide(listingId: string, locale: Locale, compared: boolean): Promise<ListingPriceGuide> {
  const [records, [place], comparison] = await Promise.all([
    areaRecords(),
    readDb().select({ district: properties.district, areaId: properties.areaId }).from(properties).where(eq(properties.id, listingId)),
    compared ? compareListingPrice(listingId, locale) : null,
  ]);
  return { comparison, guide: place ? placeOf(records, place.district, place.areaId, locale) : null };
}
