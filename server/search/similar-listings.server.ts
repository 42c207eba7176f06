import { and, eq, ne, sql } from "drizzle-orm";
import { type ListingType, normaliseListingType } from "../../domain/listing.ts";
import {
  greatCircleMetres,
  SIMILAR_ENOUGH,
  SIMILAR_MAX_RESULTS,
  SIMILAR_RADII_KM,
  type SimilarRequest,
  type SimilarSort,
  similarStopRadius,
} from "../../domain/similar.ts";
import { areas, properties, similarPointOf } from "../db/schema.ts";
import type { SimilarListing, SimilarResult } from "../../domain/search-result.ts";
import { selectListingCards, toListingCards } from "../listings/listing-cards.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import type { Database } from "../db/client.server.ts";
import { preparedQuery } from "../db/prepared.server.ts";
import { readDb } from "../runtime.server.ts";

export interface SimilarQuery {
  /** The listing to match, left out of the results. */
  listingId: string;
  listingType: ListingType;
  propertyType: string;
  latitude: number;
  longitude: number;
  sort?: SimilarSort;
}

const LAST_STEP_METRES = SIMILAR_RADII_KM[SIMILAR_RADII_KM.length - 1]! * 1000;

/**
 * DESIGN.md "Similar listings": the same type of listing and property, nearest first, the radius
 * widening step by step (domain/similar.ts) until enough are found, at most `limit` of them (the
 * API's 210, a page's 12). One nearest-first scan of the partial GiST index
 * `properties_public_similar_idx` reads the nearest `limit` and stops; the step the widening would
 * stop at is then worked out from their distances, so every step costs nothing more (plan in
 * ARCHITECTURE.md "Similar listings").
 */
export async function findSimilarListings(query: SimilarQuery, limit = SIMILAR_MAX_RESULTS): Promise<SimilarResult> {
  const nearest: Array<{ row: NearestRow; distanceM: number }> = [];
  for (const row of await nearestOfKind(query, limit)) {
    // Rows of another kind rank after every row of this kind in the last step (see the statement).
    if (row.listingType !== query.listingType || row.propertyType !== query.propertyType || row.latitude === null || row.longitude === null) continue;
    const distanceM = greatCircleMetres(query, { latitude: row.latitude, longitude: row.longitude });
    if (distanceM <= LAST_STEP_METRES) nearest.push({ row, distanceM });
  }
  // Equal distances in a stable order.
  nearest.sort((a, b) => a.distanceM - b.distanceM || a.row.id.localeCompare(b.row.id));
  const radiusKm = similarStopRadius(nearest.map((found) => found.distanceM / 1000));
  const within = nearest.filter((found) => found.distanceM <= radiusKm * 1000);
  const cards = await toListingCards(within.map((found) => found.row));
  const results = cards.map((card, index): SimilarListing => ({ ...card, distanceKm: Math.round(within[index]!.distanceM / 100) / 10 }));
  return { results: sortSimilar(results, query.sort), radiusKm };
}

/** The public listings nearest the query's point in its kind's dimension, nearest first: one index scan. */
export function nearestOfKind(query: SimilarQuery, limit: number) {
  return nearestOfKindStatement(limit).execute({ ...query });
}

// One statement per limit (a page's twelve, the API's 210): a generic plan guesses that an unknown
// limit reads a tenth of the table, and would sort instead of scanning nearest first.
const nearestOfKindStatements = new Map<number, ReturnType<typeof preparedQuery<NearestOfKindStatement>>>();

export function nearestOfKindStatement(limit: number): NearestOfKindStatement {
  // Where the widening stops depends only on the nearest twelve, so a page showing twelve reads twelve.
  const rows = Math.max(limit, SIMILAR_ENOUGH);
  let statement = nearestOfKindStatements.get(rows);
  if (!statement) {
    statement = preparedQuery((database) => prepareNearestOfKind(database, rows));
    nearestOfKindStatements.set(rows, statement);
  }
  return statement(readDb());
}

type NearestOfKindStatement = ReturnType<typeof prepareNearestOfKind>;
type NearestRow = Awaited<ReturnType<NearestOfKindStatement["execute"]>>[number];

/**
 * A prepared statement whose generic plan is the nearest-first scan (`similar.test.ts` checks it).
 * It has no condition on the kind or the distance, on purpose: the scan then reads exactly `limit`
 * rows, and the planner has no other plan worth taking. The kind is the 4th dimension of
 * `similar_point` (`similarPointOf`), and the codes of any two kinds lie more than 150 km apart in
 * it (a test checks every kind), so every listing of the query's kind within the last step ranks
 * before any listing of another kind; `findSimilarListings` drops the rest. A box around the last
 * step, tried before, let the planner estimate a few dozen rows in it (a constant 0.1 % for any
 * cube containment) and sort all 40,000 of them instead of scanning.
 */
function prepareNearestOfKind(database: Database, limit: number) {
  const value = (name: keyof SimilarQuery) => sql.placeholder(name);
  const centre = { latitude: sql`${value("latitude")}`, longitude: sql`${value("longitude")}` };
  const kind = { listingType: sql`${value("listingType")}::text`, propertyType: sql`${value("propertyType")}::text` };
  return (
    selectListingCards(database, { latitude: properties.latitude, longitude: properties.longitude })
      .where(
        and(
          publicListing(sql`now()`),
          // Repeats the index's own predicate term, so the partial index qualifies.
          sql`${properties.latitude} is not null`,
          ne(properties.id, value("listingId")),
        ),
      )
      // A subquery, worked out once per scan: in a generic plan an expression of the placeholders
      // would be worked out again for every row returned.
      .orderBy(sql`${properties.similarPoint} <-> (select ${similarPointOf(centre, kind)})`)
      .limit(limit)
      .prepare(`similar_nearest_of_kind_${limit}`)
  );
}

const similarSubjectStatement = preparedQuery((database) =>
  database
    .select({
      listingType: properties.listingType,
      propertyType: properties.propertyType,
      latitude: sql<number | null>`coalesce(${properties.latitude}, ${areas.latitude})`,
      longitude: sql<number | null>`coalesce(${properties.longitude}, ${areas.longitude})`,
    })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(eq(properties.id, sql.placeholder("id")), publicListing(sql`now()`)))
    .limit(1)
    .prepare("similar_subject"),
);

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
  const [listing] = await similarSubjectStatement(readDb()).execute({ id: request.search });
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
