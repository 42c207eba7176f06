import { and, eq, gte, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type AreaPriceRow,
  type AreaPrices,
  type AreaPricesRequest,
  fairGroup,
  guidePath,
  listingAgainstTypical,
  type ListingComparison,
  MIN_LISTINGS,
  shownAreaPrices,
} from "../../domain/market.ts";
import type { ListingType } from "../../domain/listing.ts";
import { listingSlug } from "../../domain/listing-url.ts";
import type { Locale } from "../../domain/locale.ts";
import { areaName, areaRecords, districtName } from "../listings/listing-form-options.server.ts";
import { areaPrices, type areas, properties } from "../db/schema.ts";
import { preparedQuery } from "../db/prepared.server.ts";
import { db, readDb } from "../runtime.server.ts";

const rowColumns = {
  listingType: areaPrices.listingType,
  propertyType: areaPrices.propertyType,
  bedrooms: areaPrices.bedrooms,
  listings: areaPrices.listings,
  median: areaPrices.median,
  lowerQuartile: areaPrices.lowerQuartile,
  upperQuartile: areaPrices.upperQuartile,
  sizedListings: areaPrices.sizedListings,
  medianPerM2: areaPrices.medianPerM2,
  reducedListings: areaPrices.reducedListings,
  trend: areaPrices.trend,
};

type GroupColumn = typeof areaPrices.areaId | typeof areaPrices.propertyType | typeof areaPrices.bedrooms;

/** The column equal to the request's value (a placeholder of that name), or rolled up (null) when the request leaves it out. */
const equalOrAll = (column: GroupColumn, named: boolean, placeholder: string): SQL => (named ? eq(column, sql.placeholder(placeholder)) : isNull(column));

/** The prepared statement of one shape of request: which of area, property type and bedrooms it names. */
const preparedRow = (area: boolean, propertyType: boolean, bedrooms: boolean) =>
  preparedQuery((database) =>
    database
      .select(rowColumns)
      .from(areaPrices)
      .where(
        and(
          eq(areaPrices.district, sql.placeholder("district")),
          equalOrAll(areaPrices.areaId, area, "area"),
          eq(areaPrices.listingType, sql.placeholder("listingType")),
          equalOrAll(areaPrices.propertyType, propertyType, "propertyType"),
          equalOrAll(areaPrices.bedrooms, bedrooms, "bedrooms"),
        ),
      )
      .limit(1)
      .prepare(`area_prices_${Number(area)}${Number(propertyType)}${Number(bedrooms)}`),
  );

/**
 * One prepared statement per shape of request, at index area × 4 + property type × 2 + bedrooms
 * (each built on first use per database): building and planning the statement for each call was a
 * third of the CPU a call cost, Node's and PostgreSQL's together (1.37 ms to 0.92 ms a call at
 * 1,000,000 listings: decision 0066).
 */
const rowStatements = [false, true].flatMap((area) =>
  [false, true].flatMap((propertyType) => [false, true].map((bedrooms) => preparedRow(area, propertyType, bedrooms))),
);

/** One group's asking prices from the rollup (`areaPrices`); no figure under MIN_LISTINGS listings. */
export async function readAreaPrices(request: AreaPricesRequest): Promise<AreaPrices> {
  const shape = Number(request.area !== undefined) * 4 + Number(request.property_type !== undefined) * 2 + Number(request.bedrooms !== undefined);
  const [row] = await rowStatements[shape]!(readDb()).execute({
    district: request.district,
    area: request.area,
    listingType: request.listing_type,
    propertyType: request.property_type,
    bedrooms: request.bedrooms,
  });
  return shownAreaPrices(row);
}

export interface AreaGuideGroup {
  listingType: ListingType;
  propertyType: string | null;
  bedrooms: number | null;
  prices: AreaPrices;
}

/**
 * A guide's figures: for each listing type, all listings, then by property type and by bedrooms
 * (one split at a time), the largest groups first.
 */
export async function readAreaGuide(district: string, areaId: number | null): Promise<AreaGuideGroup[]> {
  // The groups split one way at most: the cube also holds every type × bedrooms pair, each with its
  // months (Beirut's district guide at 1,000,000 listings: 38 rows of 78).
  const rows = await readDb()
    .select(rowColumns)
    .from(areaPrices)
    .where(
      and(
        eq(areaPrices.district, district),
        areaId === null ? isNull(areaPrices.areaId) : eq(areaPrices.areaId, areaId),
        or(isNull(areaPrices.propertyType), isNull(areaPrices.bedrooms)),
      ),
    );
  return rows
    .sort((first, second) => second.listings - first.listings)
    .map((row: AreaPriceRow & Pick<(typeof rows)[number], "listingType" | "propertyType" | "bedrooms">) => ({
      listingType: row.listingType as ListingType,
      propertyType: row.propertyType,
      bedrooms: row.bedrooms,
      prices: shownAreaPrices(row),
    }));
}

export interface GuidePlace {
  district: string;
  areaId: number | null;
  /** The names in the reader's language. */
  districtName: string;
  areaName: string | null;
  path: string;
}

/** The district (and area) a guide's address names, by the slugs of their English names; null when none. */
export async function findGuidePlace(districtSlug: string, areaSlug: string | undefined, locale: Locale): Promise<GuidePlace | null> {
  const records = await areaRecords();
  const inDistrict = records.filter((record) => listingSlug(record.district) === districtSlug);
  const first = inDistrict[0];
  if (!first) return null;
  const place = { district: first.district, districtName: districtName(first, locale) };
  if (areaSlug === undefined) return { ...place, areaId: null, areaName: null, path: guidePath(first.district) };
  const area = inDistrict.find((record) => listingSlug(record.area) === areaSlug);
  return area ? { ...place, areaId: area.id, areaName: areaName(area, locale), path: guidePath(area.district, area.area) } : null;
}

/** Every guide with a figure to show (enough live listings of one listing type), for the sitemap. */
export async function guidePaths(): Promise<string[]> {
  const [records, places] = await Promise.all([
    areaRecords(),
    db()
      .selectDistinct({ district: areaPrices.district, areaId: areaPrices.areaId })
      .from(areaPrices)
      .where(and(isNull(areaPrices.propertyType), isNull(areaPrices.bedrooms), gte(areaPrices.listings, MIN_LISTINGS))),
  ]);
  const byId = new Map(records.map((record) => [record.id, record]));
  return places.map((place) => (place.areaId === null ? guidePath(place.district) : guidePath(place.district, byId.get(place.areaId)?.area))).sort();
}

/**
 * A listing's group in the rollup: its area, listing type, property type and bedrooms. The quality
 * score (server/listings/listing-quality.server.ts) judges it by this group; the price comparison
 * falls back to wider ones (`compareListingPrices`).
 */
export const listingsAreaGroup = and(
  eq(areaPrices.district, properties.district),
  eq(areaPrices.areaId, properties.areaId),
  eq(areaPrices.listingType, properties.listingType),
  eq(areaPrices.propertyType, properties.propertyType),
  eq(areaPrices.bedrooms, properties.bedroom),
);

/**
 * How each listing's asking price compares with its fair group (`fairGroup`: its area's listings of
 * its type and bedrooms, else of its type, else its district's of its type and bedrooms), for a
 * listing page, a dashboard page, the moderation queue or the insights: one statement, reading at
 * most four rows of the rollup per listing through its unique index. A listing without a fair
 * group is left out.
 */
export async function compareListingPrices(listingIds: readonly string[], locale: Locale): Promise<Map<string, ListingComparison>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db()
    .select({
      id: properties.id,
      usdPrice: properties.usdPriceCalculated,
      listingType: properties.listingType,
      paymentFrequency: properties.paymentFrequency,
      propertyType: properties.propertyType,
      listingBedrooms: properties.bedroom,
      listingAreaId: properties.areaId,
      district: properties.district,
      areaId: areaPrices.areaId,
      bedrooms: areaPrices.bedrooms,
      median: areaPrices.median,
      lowerQuartile: areaPrices.lowerQuartile,
      upperQuartile: areaPrices.upperQuartile,
      listings: areaPrices.listings,
    })
    .from(properties)
    .innerJoin(
      areaPrices,
      and(
        eq(areaPrices.district, properties.district),
        eq(areaPrices.listingType, properties.listingType),
        eq(areaPrices.propertyType, properties.propertyType),
        or(eq(areaPrices.areaId, properties.areaId), isNull(areaPrices.areaId)),
        or(eq(areaPrices.bedrooms, properties.bedroom), isNull(areaPrices.bedrooms)),
      ),
    )
    .where(inArray(properties.id, [...listingIds]));
  const byListing = new Map<string, typeof rows>();
  for (const row of rows) byListing.set(row.id, [...(byListing.get(row.id) ?? []), row]);
  const records = await areaRecords();
  const compared = new Map<string, ListingComparison>();
  for (const [id, groups] of byListing) {
    const listing = groups[0]!;
    const group = fairGroup(groups, { areaId: listing.listingAreaId, bedrooms: listing.listingBedrooms });
    const place = group && placeOf(records, listing.district, group.areaId, locale);
    const against =
      group && place
        ? listingAgainstTypical({ ...listing, listingType: listing.listingType as ListingType }, { median: group.median!, listings: group.listings })
        : null;
    if (!against || !place) continue;
    compared.set(id, {
      ...against,
      listingType: listing.listingType as ListingType,
      propertyType: listing.propertyType,
      bedrooms: group!.bedrooms,
      ...place,
    });
  }
  return compared;
}

/** An area's (or, without one, its district's) name in the reader's language and its guide; null for an unknown place. */
export function placeOf(
  records: ReadonlyArray<typeof areas.$inferSelect>,
  district: string,
  areaId: number | null,
  locale: Locale,
): { placeName: string; guidePath: string } | null {
  const record = records.find((candidate) => (areaId === null ? candidate.district === district : candidate.id === areaId));
  if (!record) return null;
  return areaId === null
    ? { placeName: districtName(record, locale), guidePath: guidePath(record.district) }
    : { placeName: areaName(record, locale), guidePath: guidePath(record.district, record.area) };
}

/** One listing's comparison (`compareListingPrices`); null when it has none. */
export async function compareListingPrice(listingId: string, locale: Locale): Promise<ListingComparison | null> {
  return (await compareListingPrices([listingId], locale)).get(listingId) ?? null;
}
