import { and, inArray, isNotNull } from "drizzle-orm";
import { properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

export interface ListingMarker {
  id: string;
  latitude: number;
  longitude: number;
}

/** The map pins of listings already found (a primary-key lookup; only when the map is shown). */
export async function listingMarkers(ids: readonly string[]): Promise<ListingMarker[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(inArray(properties.id, [...ids]), isNotNull(properties.latitude)));
  return rows.map((row) => ({ id: row.id, latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 }));
}
