import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type GoneListing, goneReason, inPriceBandFirst, reviewedText } from "../../domain/gone-listing.ts";
import { type ListingStatus, type ListingType, normaliseListingType } from "../../domain/listing.ts";
import type { SimilarListing } from "../../domain/search-result.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { areas, properties } from "../db/schema.ts";
import { readDb } from "../runtime.server.ts";
import { findSimilarListings } from "../search/similar-listings.server.ts";

const listingId = z.uuid();

/** How many similar homes the gone page shows. */
export const GONE_SIMILAR_COUNT = 6;
/** Read from the nearest of the same kind, so that enough of them are in the price band. */
const SIMILAR_READ = 24;

/**
 * A listing that was public once and no longer is (domain/gone-listing.ts), with the public homes
 * of the same kind nearest to it, those in its price band first; null for an id that never was a
 * listing, or a listing never approved. Call it only when the visitor may not see the listing; the
 * API asks without the similar homes (it has its own function for them).
 */
export async function findGoneListing(
  id: string,
  options: { similar: boolean } = { similar: true },
  now = new Date(),
): Promise<{ listing: GoneListing; similar: SimilarListing[] } | null> {
  if (!listingId.safeParse(id).success) return null;
  const [row] = await readDb()
    .select({
      id: properties.id,
      status: properties.status,
      isDeleted: properties.isDeleted,
      approvedOn: properties.approvedOn,
      expiresOn: properties.expiresOn,
      listingType: properties.listingType,
      title: properties.title,
      propertyType: properties.propertyType,
      price: properties.price,
      unit: properties.unit,
      usdPrice: properties.usdPriceCalculated,
      paymentFrequency: properties.paymentFrequency,
      city: properties.city,
      district: properties.district,
      areaId: properties.areaId,
      latitude: sql<number | null>`coalesce(${properties.latitude}, ${areas.latitude})`,
      longitude: sql<number | null>`coalesce(${properties.longitude}, ${areas.longitude})`,
    })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(eq(properties.id, id))
    .limit(1);
  if (!row) return null;
  const status = row.status as ListingStatus;
  const reason = goneReason({ ...row, status }, now);
  if (!reason) return null;
  const reviewed = reviewedText(status);
  const listingType = normaliseListingType(row.listingType);
  const similar =
    options.similar && row.latitude !== null && row.longitude !== null
      ? (
          await findSimilarListings(
            { listingId: row.id, listingType, propertyType: row.propertyType, latitude: row.latitude, longitude: row.longitude },
            SIMILAR_READ,
          )
        ).results
      : [];
  return {
    listing: {
      id: row.id,
      path: reviewed ? listingPath(row) : null,
      reason,
      listingType,
      title: reviewed ? row.title : null,
      propertyType: row.propertyType,
      price: row.price,
      unit: row.unit === "LBP" ? "LBP" : "USD",
      paymentFrequency: row.paymentFrequency,
      city: row.city,
      district: row.district,
      searchPath: similarSearchPath(listingType, row),
    },
    similar: inPriceBandFirst(similar, row.usdPrice, GONE_SIMILAR_COUNT),
  };
}

function similarSearchPath(listingType: ListingType, row: { district: string; areaId: number | null; propertyType: string }): string {
  const query = new URLSearchParams({ district: row.district, ...(row.areaId ? { area: String(row.areaId) } : {}), property_type: row.propertyType });
  return `${listingType === "Sale" ? "/buy" : "/rent"}?${query}`;
}
