import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { ListingType } from "../../domain/listing.ts";
import { type AreaPerM2, type ListingQuality, listingQuality } from "../../domain/listing-quality.ts";
import { monthlyAskingPrice, shownFigure } from "../../domain/market.ts";
import { listingsAreaGroup } from "../market/area-prices.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { areaPrices, properties, propertyImages } from "../db/schema.ts";
import type { Database, Executor } from "../db/client.server.ts";
import { db } from "../runtime.server.ts";

/**
 * The facts of the listings that `which` selects, in one statement: the photos' longer sides
 * from `property_images` (a subquery per row, on its position index), the description's length (not
 * its text) and the price per m² median of its group in `area_prices` (the same group as the price
 * comparison: area, listing type, property type and bedrooms; shown only on MIN_LISTINGS sizes).
 */
async function readQualityRows(executor: Executor, which: { where: SQL | undefined; limit?: number }) {
  const query = executor
    .select({
      id: properties.id,
      // The row's version, so a score is written only over the row it was worked out from.
      version: sql<string>`${properties}.xmin::text`,
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
    .where(which.where)
    .orderBy(asc(properties.id));
  const rows = await (which.limit === undefined ? query : query.limit(which.limit));
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
    return { id: row.id, version: row.version, quality, group };
  });
}

const ownersListings = (ownerId: string, listingIds: readonly string[]) => and(eq(properties.ownerId, ownerId), inArray(properties.id, [...listingIds]));

/**
 * The quality score and tips of a page of the owner's listings (the dashboard's), in one
 * statement whatever the page's size. Another owner's listing is left out.
 */
export async function findListingQualities(ownerId: string, listingIds: readonly string[]): Promise<Map<string, ListingQuality>> {
  if (listingIds.length === 0) return new Map();
  return new Map((await readQualityRows(db(), { where: ownersListings(ownerId, listingIds) })).map((row) => [row.id, row.quality]));
}

/**
 * One of the owner's listings: its score and tips, and the area's figure its price per m² is
 * judged by (for the posting form, which works the score out again as the owner edits); null when
 * the listing is not theirs.
 */
export async function findListingQuality(ownerId: string, listingId: string): Promise<{ quality: ListingQuality; areaPerM2: AreaPerM2 | null } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(listingId)) return null;
  const [[row], lbpPerUsd] = await Promise.all([readQualityRows(db(), { where: ownersListings(ownerId, [listingId]) }), currentLbpPerUsd()]);
  if (!row) return null;
  return { quality: row.quality, areaPerM2: row.group && { ...row.group, lbpPerUsd } };
}

/** Writes the rows' scores where they moved (an unchanged row is not written: no page-cache tag moves for it). */
async function storeScores(executor: Executor, rows: ReadonlyArray<{ id: string; version: string; quality: ListingQuality }>): Promise<number> {
  if (rows.length === 0) return 0;
  // A row saved since it was read (another version) keeps the score its save wrote.
  const moved = await executor.execute(sql`update ${properties} set quality_score = scored.score
    from unnest(${sql.param(rows.map((row) => row.id))}::uuid[], ${sql.param(rows.map((row) => row.version))}::xid[],
      ${sql.param(rows.map((row) => row.quality.score))}::smallint[]) as scored(id, version, score)
    where ${properties.id} = scored.id and ${properties}.xmin = scored.version and ${properties.qualityScore} <> scored.score`);
  return moved.rowCount ?? 0;
}

/**
 * Stores the quality score of the listings (`properties.quality_score`, the featured order's
 * tie-break, decision 0068), inside the caller's transaction: every save of a listing and its photos.
 */
export async function storeQualityScores(tx: Executor, listingIds: readonly string[]): Promise<void> {
  if (listingIds.length) await storeScores(tx, await readQualityRows(tx, { where: inArray(properties.id, [...listingIds]) }));
}

/** Listings read and written at a time by `storeAllQualityScores`. */
const QUALITY_BATCH = 5_000;

/**
 * Every listing's score again, after a roll-up of the area figures (a group's median per m² moves
 * the price criterion) or a new exchange rate. Batches of QUALITY_BATCH in id order, each written
 * by one statement of its own, so no listing's row stays locked long. Answers how many scores moved.
 */
export async function storeAllQualityScores(database: Database = db()): Promise<number> {
  let after: string | null = null;
  let moved = 0;
  for (;;) {
    const rows = await readQualityRows(database, {
      where: and(eq(properties.isDeleted, false), after === null ? undefined : gt(properties.id, after)),
      limit: QUALITY_BATCH,
    });
    if (rows.length === 0) return moved;
    moved += await storeScores(database, rows);
    after = rows.at(-1)!.id;
  }
}
