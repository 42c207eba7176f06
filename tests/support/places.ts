import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import type { Database } from "../../server/db/client.server.ts";
import { properties } from "../../server/db/schema.ts";
import { eq } from "drizzle-orm";

export interface Point {
  latitude: number;
  longitude: number;
}

// earthdistance's sphere (its `earth()` radius, in metres): one degree of latitude is this long.
const METRES_PER_DEGREE = (6_378_168 * Math.PI) / 180;

/** The point `km` kilometres north of `from`, along its meridian. */
export function north(from: Point, km: number): Point {
  return { latitude: from.latitude + (km * 1000) / METRES_PER_DEGREE, longitude: from.longitude };
}

/** A listing pinned at a point, with its property type. */
export async function listingAt(db: Database, point: Point, input: ListingFactoryInput & { propertyType?: string }) {
  const listing = await createListing(db, input);
  const [placed] = await db
    .update(properties)
    .set({ latitude: point.latitude, longitude: point.longitude, propertyType: input.propertyType ?? "Apartment" })
    .where(eq(properties.id, listing.id))
    .returning();
  return placed!;
}
