import { and, isNull } from "drizzle-orm";
import type { ListingType } from "../../domain/listing.ts";
import type { Locale } from "../../domain/locale.ts";
import { guidePath, shownFigure } from "../../domain/market.ts";
import { areaName, areaRecords, districtName } from "../listings/listing-form-options.server.ts";
import { areaPrices } from "../db/schema.ts";
import { readDb } from "../runtime.server.ts";

export interface GuideIndexDistrict {
  name: string;
  path: string;
  listings: number;
  /** The typical asking rent a month and sale price; null under the minimum of listings. */
  medians: Record<ListingType, number | null>;
  /** The district's areas with a figure to show, the most listed first. */
  areas: Array<{ name: string; path: string }>;
}

/**
 * `/prices`: every district, the most listed first, with its typical rent and price and the areas
 * whose guides have a figure (issue 44). Reads the rollup's place rows only (every property type
 * and bedroom count: about 900 rows at 1,000,000 listings), not the listings.
 */
export async function guideIndex(locale: Locale): Promise<GuideIndexDistrict[]> {
  const [records, rows] = await Promise.all([
    areaRecords(),
    readDb()
      .select({
        district: areaPrices.district,
        areaId: areaPrices.areaId,
        listingType: areaPrices.listingType,
        listings: areaPrices.listings,
        median: areaPrices.median,
      })
      .from(areaPrices)
      .where(and(isNull(areaPrices.propertyType), isNull(areaPrices.bedrooms))),
  ]);
  const districts = new Map<string, GuideIndexDistrict>();
  for (const record of records)
    if (!districts.has(record.district))
      districts.set(record.district, {
        name: districtName(record, locale),
        path: guidePath(record.district),
        listings: 0,
        medians: { Rental: null, Sale: null },
        areas: [],
      });
  const areaListings = new Map<number, number>();
  for (const row of rows) {
    const district = districts.get(row.district);
    if (!district) continue;
    if (row.areaId === null) {
      district.listings += row.listings;
      district.medians[row.listingType as ListingType] = shownFigure(row.median, row.listings);
    } else if (shownFigure(row.median, row.listings) !== null) areaListings.set(row.areaId, (areaListings.get(row.areaId) ?? 0) + row.listings);
  }
  const shownAreas = records
    .filter((record) => areaListings.has(record.id))
    .sort((first, second) => areaListings.get(second.id)! - areaListings.get(first.id)!);
  for (const record of shownAreas)
    districts.get(record.district)!.areas.push({ name: areaName(record, locale), path: guidePath(record.district, record.area) });
  return [...districts.values()].sort((first, second) => second.listings - first.listings || first.name.localeCompare(second.name, locale));
}
