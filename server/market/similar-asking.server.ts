import { and, eq, isNull, or } from "drizzle-orm";
import { fairGroup, guidePath, type SimilarAsking, type SimilarAskingRequest } from "../../domain/market.ts";
import type { Locale } from "../../domain/locale.ts";
import { areaName, areaRecords, districtName } from "../listings/listing-form-options.server.ts";
import { areaPrices } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * What homes like the one being written ask (issue 29): the middle half of the asking prices of
 * its fair group (`fairGroup`, as the listing page compares with: its area's live listings of its
 * type and bedrooms, else of any bedrooms, else its district's of its bedrooms); null when none
 * rests on enough listings. Reads at most four rows of the daily rollup.
 */
export async function similarAsking(request: SimilarAskingRequest, locale: Locale): Promise<SimilarAsking | null> {
  const area = (await areaRecords()).find((record) => record.id === request.area);
  if (!area) return null;
  const groups = await db()
    .select({
      areaId: areaPrices.areaId,
      bedrooms: areaPrices.bedrooms,
      listings: areaPrices.listings,
      median: areaPrices.median,
      lowerQuartile: areaPrices.lowerQuartile,
      upperQuartile: areaPrices.upperQuartile,
    })
    .from(areaPrices)
    .where(
      and(
        eq(areaPrices.district, area.district),
        or(eq(areaPrices.areaId, area.id), isNull(areaPrices.areaId)),
        eq(areaPrices.listingType, request.listing_type),
        eq(areaPrices.propertyType, request.property_type),
        request.bedrooms === undefined ? isNull(areaPrices.bedrooms) : or(eq(areaPrices.bedrooms, request.bedrooms), isNull(areaPrices.bedrooms)),
      ),
    );
  const group = fairGroup(groups, { areaId: area.id, bedrooms: request.bedrooms ?? null });
  if (!group) return null;
  const inArea = group.areaId !== null;
  return {
    lowerQuartile: group.lowerQuartile!,
    upperQuartile: group.upperQuartile!,
    listings: group.listings,
    bedrooms: group.bedrooms,
    placeName: inArea ? areaName(area, locale) : districtName(area, locale),
    guidePath: inArea ? guidePath(area.district, area.area) : guidePath(area.district),
  };
}
