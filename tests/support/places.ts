import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import type { Database, Executor } from "../../server/db/client.server.ts";
import { listingKeywords } from "../../domain/listing-prices.ts";
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

/** A place on the map: its point and the district and town a listing there names. */
export interface Place extends Point {
  district: string;
  city: string;
}

/**
 * An approved listing at a place, priced in dollars (in lira at 89,500 to the dollar), found by
 * the words of its title and `word` (a test's own search word, when the title does not hold it).
 */
export function pricedListingAt(db: Executor, place: Place, input: ListingFactoryInput & { title: string; usd: number }, word = "") {
  const { usd, ...columns } = input;
  return createListing(db, {
    status: "Approved",
    price: usd,
    usdPriceCalculated: usd,
    lbpPriceCalculated: usd * 89_500,
    district: place.district,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    keywords: listingKeywords({ title: `${input.title} ${word}`.trim(), district: place.district, city: place.city }),
    ...columns,
  });
}
