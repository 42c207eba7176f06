import { z } from "zod";
import { LISTING_TYPES } from "./listing.ts";

// Similar listings (DESIGN.md "Similar listings", SPEC.md §9): the radius widens in steps until
// enough neighbours are found or the last step is reached.

/** SPEC.md §9: +3 km up to 12, +5 up to 30, +10 up to 80, +20 up to 150. */
const WIDENING = [
  { stepKm: 3, upToKm: 12 },
  { stepKm: 5, upToKm: 30 },
  { stepKm: 10, upToKm: 80 },
  { stepKm: 20, upToKm: 150 },
] as const;

/** Enough neighbours to stop widening. */
export const SIMILAR_ENOUGH = 12;
/** Never more results than this (SPEC.md §9). */
export const SIMILAR_MAX_RESULTS = 210;

function widen(): number[] {
  const radii: number[] = [];
  let radius = 0;
  for (const { stepKm, upToKm } of WIDENING) {
    while (radius < upToKm) {
      // The last +20 step from 140 stops at 150, never past it.
      radius = Math.min(radius + stepKm, upToKm);
      radii.push(radius);
    }
  }
  return radii;
}

/** 3, 6, 9, 12, 17, 22, 27, 30, 40 … 80, 100, 120, 140, 150 (km). */
export const SIMILAR_RADII_KM: readonly number[] = widen();

/** Whether the search stops at this step, having found `found` listings within `radiusKm`. */
export function similarSearchDone(found: number, radiusKm: number): boolean {
  return found >= SIMILAR_ENOUGH || radiusKm >= SIMILAR_RADII_KM[SIMILAR_RADII_KM.length - 1]!;
}

/** earthdistance's sphere: its `earth()` radius, in metres. */
export const EARTH_RADIUS_M = 6_378_168;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The great-circle distance in metres on earthdistance's sphere (what `earth_distance` answers),
 * by the haversine formula: worked out here for the rows found rather than in SQL, where
 * `ll_to_earth` on every row cost more than the index scan.
 */
export function greatCircleMetres(from: GeoPoint, to: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The step the widening stops at, given the distances (km, nearest first) of the nearest
 * neighbours within the last step: the first radius holding enough of them, else the last.
 * Searching step by step and searching once within 150 km then cutting at this radius find the
 * same listings, since each step keeps the nearest ones.
 */
export function similarStopRadius(distancesKm: readonly number[]): number {
  for (const radius of SIMILAR_RADII_KM) {
    if (similarSearchDone(distancesKm.filter((distance) => distance <= radius).length, radius)) return radius;
  }
  return SIMILAR_RADII_KM[SIMILAR_RADII_KM.length - 1]!;
}

/** How the found neighbours are ordered; nearest first unless asked otherwise. */
export const SIMILAR_SORTS = ["nearest", "newest", "price_asc", "price_desc"] as const;
export type SimilarSort = (typeof SIMILAR_SORTS)[number];

/** The `similar` function's payload (SPEC.md §7), with the spec's field names. */
export const similarRequestSchema = z.strictObject({
  search: z.uuid("search must be a listing id"),
  geocode: z
    .strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .optional(),
  sort: z.enum(SIMILAR_SORTS).optional(),
  listing_type: z.enum(LISTING_TYPES).optional(),
});

export type SimilarRequest = z.infer<typeof similarRequestSchema>;
