import { LISTING_TYPES, type ListingType } from "../../domain/listing.ts";
import { type AreaPrices, type GroupPrices, guidePath, guideSearchPath, shownAreaPrices } from "../../domain/market.ts";
import type { Locale } from "../../domain/locale.ts";
import { areaName, areaRecords } from "../listings/listing-form-options.server.ts";
import { findGuidePlace, type GuidePlace, readAreaGuide } from "./area-prices.server.ts";

export interface GuideGroup {
  key: string;
  prices: GroupPrices;
  searchPath: string;
}

export interface GuideSection {
  listingType: ListingType;
  prices: AreaPrices;
  searchPath: string;
  byType: Array<GuideGroup & { propertyType: string }>;
  byBedrooms: Array<GuideGroup & { bedrooms: number }>;
}

export interface AreaGuidePage {
  place: GuidePlace;
  sections: GuideSection[];
  /** On a district's guide, its areas' guides; on an area's, none. */
  areas: Array<{ name: string; path: string }>;
}

/** A group's figures without its months: the page charts only each listing type's (an area's guide was 73.7 kB of HTML with them, 55.0 without). */
const withoutTrend = ({ trend: _trend, ...figures }: AreaPrices): GroupPrices => figures;

/** A guide page's figures, by listing type, split by property type and by bedrooms; null for an unknown place. */
export async function areaGuidePage(districtSlug: string, areaSlug: string | undefined, locale: Locale): Promise<AreaGuidePage | null> {
  const place = await findGuidePlace(districtSlug, areaSlug, locale);
  if (!place) return null;
  const [groups, records] = await Promise.all([readAreaGuide(place.district, place.areaId), areaRecords()]);
  const where = { district: place.district, areaId: place.areaId };
  const sections = LISTING_TYPES.map((listingType): GuideSection => {
    const ofType = groups.filter((group) => group.listingType === listingType);
    const group = (propertyType: string | null, bedrooms: number | null) => ({
      key: `${propertyType ?? "all"}-${bedrooms ?? "all"}`,
      searchPath: guideSearchPath({ ...where, listingType, propertyType, bedrooms }),
    });
    return {
      listingType,
      prices: ofType.find((row) => row.propertyType === null && row.bedrooms === null)?.prices ?? shownAreaPrices(undefined),
      searchPath: guideSearchPath({ ...where, listingType, propertyType: null, bedrooms: null }),
      byType: ofType.flatMap((row) =>
        row.propertyType !== null && row.bedrooms === null
          ? [{ ...group(row.propertyType, null), propertyType: row.propertyType, prices: withoutTrend(row.prices) }]
          : [],
      ),
      byBedrooms: ofType
        .flatMap((row) =>
          row.propertyType === null && row.bedrooms !== null
            ? [{ ...group(null, row.bedrooms), bedrooms: row.bedrooms, prices: withoutTrend(row.prices) }]
            : [],
        )
        .sort((first, second) => first.bedrooms - second.bedrooms),
    };
  });
  const areas =
    place.areaId === null
      ? records
          .filter((record) => record.district === place.district)
          .map((record) => ({ name: areaName(record, locale), path: guidePath(record.district, record.area) }))
      : [];
  return { place, sections, areas };
}
