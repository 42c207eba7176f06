import { and, eq, ne, sql } from "drizzle-orm";
import { type ListingType, normaliseListingType } from "../../domain/listing.ts";
import { greatCircleMetres, SIMILAR_ENOUGH, SIMILAR_MAX_RESULTS, SIMILAR_RADII_KM, type SimilarRequest, type SimilarSort, similarStopRadius } from "../../domain/similar.ts";
import { areas, properties, similarBox, similarPoint } from "../db/schema.ts";
import { type ListingCardData, type ListingCardRow, selectListingCards, toListingCard } from "../listings/listing-cards.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { db } from "../runtime.server.ts";

export interface SimilarQuery {
  /** The listing to match, left out of the results. */
  listingId: string;
  listingType: ListingType;
  propertyType: string;
  latitude: number;
  longitude: number;
  sort?: SimilarSort;
}

export type SimilarListing = ListingCardData & { distanceKm: number };

export interface SimilarResult {
  results: SimilarListing[];
  /** The radius of the last step searched. */
  radiusKm: number;
}

const LAST_STEP_METRES = SIMILAR_RADII_KM[SIMILAR_RADII_KM.length - 1]! * 1000;

/**
 * DESIGN.md "Similar listings": the same type of listing and property, nearest first, the radius
 * widening step by step (domain/similar.ts) until enough are found, at most `limit` of them (the
 * API's 210, a page's 12). One nearest-first scan of the partial GiST index
 * `properties_public_similar_idx` (`<->` orders by straight-line distance, which ranks points as
 * the great-circle distance does; its 4th dimension, the listing's kind, keeps other kinds out of
 * the scan) reads the nearest `limit` within the last step and stops; the step the widening would
 * stop at is then worked out from their distances, so every step costs nothing more (plan in
 * ARCHITECTURE.md "Similar listings").
 */
export async function findSimilarListings(query: SimilarQuery, limit = SIMILAR_MAX_RESULTS): Promise<SimilarResult> {
  const nearest = (await nearestOfKind(query, limit))
    .map((row) => ({ ...row, distanceM: row.latitude === null || row.longitude === null ? Infinity : greatCircleMetres(query, { latitude: row.latitude, longitude: row.longitude }) }))
    // The box reaches past the last step at its corners.
    .filter((row) => row.distanceM <= LAST_STEP_METRES);
  // Equal distances in a stable order.
  const rows = nearest.toSorted((a, b) => a.distanceM - b.distanceM || a.id.localeCompare(b.id));
  const radiusKm = similarStopRadius(rows.map((row) => row.distanceM / 1000));
  const within = rows.filter((row) => row.distanceM <= radiusKm * 1000);
  return { results: sortSimilar(within.map(toSimilar), query.sort), radiusKm };
}

/** The nearest public listings of the query's kind in the box around the last step: one index scan (exported for its plan's test). */
export function nearestOfKind(query: SimilarQuery, limit: number) {
  const earthCentre = sql`ll_to_earth(${query.latitude}, ${query.longitude})`;
  const kind = { listingType: sql`${query.listingType}::text`, propertyType: sql`${query.propertyType}::text` };
  const point = similarPoint(properties, properties);
  return selectListingCards(db(), { latitude: properties.latitude, longitude: properties.longitude })
    .where(
      and(
        publicListing(new Date()),
        // Repeats the index's own predicate term, so the partial index qualifies.
        sql`${properties.latitude} is not null`,
        eq(properties.listingType, query.listingType),
        eq(properties.propertyType, query.propertyType),
        ne(properties.id, query.listingId),
        // The box around the last step, its 4th side this one kind.
        sql`${point} <@ ${similarBox(earthCentre, LAST_STEP_METRES, kind)}`,
      ),
    )
    .orderBy(sql`${point} <-> ${similarPoint(query, kind)}`)
    // Where the widening stops depends only on the nearest twelve, so a page showing twelve reads twelve.
    .limit(Math.max(limit, SIMILAR_ENOUGH));
}

function toSimilar(row: ListingCardRow & { distanceM: number }): SimilarListing {
  return { ...toListingCard(row), distanceKm: Math.round(row.distanceM / 100) / 10 };
}

function sortSimilar(results: SimilarListing[], sort: SimilarSort = "nearest"): SimilarListing[] {
  if (sort === "nearest") return results;
  const price = (listing: SimilarListing) => listing.usdPrice ?? Number.POSITIVE_INFINITY;
  return results.toSorted((a, b) => (sort === "price_asc" ? price(a) - price(b) : price(b) - price(a)));
}

/**
 * The `similar` function (SPEC.md §7): neighbours of a public listing, around its marker (or its
 * area's centre when it has none) unless the caller gives a point. Null when there is no such
 * public listing.
 */
export async function similarToListing(request: SimilarRequest): Promise<SimilarResult | null> {
  const [listing] = await db()
    .select({
      listingType: properties.listingType,
      propertyType: properties.propertyType,
      latitude: sql<number | null>`coalesce(${properties.latitude}, ${areas.latitude})`,
      longitude: sql<number | null>`coalesce(${properties.longitude}, ${areas.longitude})`,
    })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(eq(properties.id, request.search), publicListing(new Date())))
    .limit(1);
  if (!listing) return null;
  const latitude = request.geocode?.latitude ?? listing.latitude;
  const longitude = request.geocode?.longitude ?? listing.longitude;
  if (latitude === null || longitude === null) return { results: [], radiusKm: 0 };
  return findSimilarListings({
    listingId: request.search,
    listingType: request.listing_type ?? normaliseListingType(listing.listingType),
    propertyType: listing.propertyType,
    latitude,
    longitude,
    sort: request.sort,
  });
}
