import { and, eq, inArray, sql } from "drizzle-orm";
import type { ListingType } from "../../domain/listing.ts";
import { type AreaPerM2, type ListingQuality, listingQuality } from "../../domain/listing-quality.ts";
import { monthlyAskingPrice, shownFigure } from "../../domain/market.ts";
import { listingsAreaGroup } from "../market/area-prices.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { areaPrices, properties, propertyImages } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * The facts of the owner's listings among `listingIds`, in one statement: the photos' longer sides
 * from `property_images` (a subquery per row, on its position index), the description's length (not
 * its text) and the price per m² median of its group in `area_prices` (the same group as the price
 * comparison: area, listing type, property type and bedrooms; shown only on MIN_LISTINGS sizes).
 */
async function readQualityRows(ownerId: string, listingIds: readonly string[]) {
  const rows = await db()
    .select({
      id: properties.id,
      photoSides: sql<number[]>`array(select greatest(${propertyImages.width}, ${propertyImages.height}) from ${propertyImages}
        where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position})`,
      descriptionLength: sql<number>`char_length(${properties.description})`,
      hasMapPin: sql<boolean>`${properties.latitude} is not null and ${properties.longitude} is not null`,
      special: properties.special,
      floor: properties.floor,
      finishLevel: properties.finishLevel,
      statePowerHours: properties.statePowerHours,
      usdPrice: properties.usdPriceCalculated,
      listingType: properties.listingType,
      paymentFrequency: properties.paymentFrequency,
      size: properties.size,
      areaId: properties.areaId,
      propertyType: properties.propertyType,
      bedrooms: properties.bedroom,
      medianPerM2: areaPrices.medianPerM2,
      sizedListings: areaPrices.sizedListings,
    })
    .from(properties)
    .leftJoin(areaPrices, listingsAreaGroup)
    .where(and(eq(properties.ownerId, ownerId), inArray(properties.id, [...listingIds])));
  return rows.map((row) => {
    const listingType = row.listingType as ListingType;
    const areaMedianPerM2 = shownFigure(row.medianPerM2, row.sizedListings ?? 0);
    const quality = listingQuality({
      photoSides: row.photoSides,
      descriptionLength: row.descriptionLength,
      hasMapPin: row.hasMapPin,
      special: row.special,
      floor: row.floor,
      finishLevel: row.finishLevel,
      statePowerHours: row.statePowerHours,
      monthlyUsdPrice: row.usdPrice === null ? null : monthlyAskingPrice(row.usdPrice, listingType, row.paymentFrequency),
      size: row.size,
      areaMedianPerM2,
    });
    const group =
      row.areaId === null || areaMedianPerM2 === null
        ? null
        : { areaId: row.areaId, listingType, propertyType: row.propertyType, bedrooms: row.bedrooms, medianPerM2: areaMedianPerM2 };
    return { id: row.id, quality, group };
  });
}

/**
 * The quality score and tips of a page of the owner's listings (the dashboard's), in one
 * statement whatever the page's size. Another owner's listing is left out.
 */
export async function findListingQualities(ownerId: string, listingIds: readonly string[]): Promise<Map<string, ListingQuality>> {
  if (listingIds.length === 0) return new Map();
  return new Map((await readQualityRows(ownerId, listingIds)).map((row) => [row.id, row.quality]));
}

/**
 * One of the owner's listings: its score and tips, and the area's figure its price per m² is
 * judged by (for the posting form, which works the score out again as the owner edits); null when
 * the listing is not theirs.
 */
export async function findListingQuality(ownerId: string, listingId: string): Promise<{ quality: ListingQuality; areaPerM2: AreaPerM2 | null } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(listingId)) return null;
  const [[row], lbpPerUsd] = await Promise.all([readQualityRows(ownerId, [listingId]), currentLbpPerUsd()]);
  if (!row) return null;
  return { quality: row.quality, areaPerM2: row.group && { ...row.group, lbpPerUsd } };
}
