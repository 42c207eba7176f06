import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { imageUrl } from "../../domain/images.ts";
import type { Currency, ListingType } from "../../domain/listing.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { PlanId } from "../../domain/plans.ts";
import { properties, propertyImages } from "../db/schema.ts";
import type { Executor } from "../db/client.server.ts";
import { db, runtime } from "../runtime.server.ts";

/** What a result card, a favourite or a similar listing shows: the same everywhere. */
export interface ListingCardData {
  id: string;
  path: string;
  listingType: ListingType;
  title: string;
  propertyType: string;
  price: number;
  unit: Currency;
  usdPrice: number | null;
  lbpPrice: number | null;
  bedroom: number;
  bathroom: number;
  size: number;
  city: string;
  district: string;
  planId: PlanId;
  /** The featured photo's 800x800 variant and its blur-up placeholder. */
  photo: { url: string; placeholder: string } | null;
}

// The featured photo comes with the row: a join on (property_id, position), one index lookup per
// card, never a second round trip.
const listingCardColumns = {
  id: properties.id,
  listingType: properties.listingType,
  title: properties.title,
  propertyType: properties.propertyType,
  price: properties.price,
  unit: properties.unit,
  usdPriceCalculated: properties.usdPriceCalculated,
  lbpPriceCalculated: properties.lbpPriceCalculated,
  bedroom: properties.bedroom,
  bathroom: properties.bathroom,
  size: properties.size,
  city: properties.city,
  district: properties.district,
  planId: properties.planId,
  photoKey: propertyImages.imageLowKey,
  photoPlaceholder: propertyImages.placeholder,
};

/**
 * Cards of listings: the caller adds its where, order and limit (a dynamic query), and may select
 * columns of its own beside the card's (similar listings add the distance).
 */
export function selectListingCards<Extra extends Record<string, SQL | AnyPgColumn>>(executor: Executor = db(), extra?: Extra) {
  return executor
    .select({ ...listingCardColumns, ...(extra as Extra) })
    .from(properties)
    .leftJoin(propertyImages, and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)))
    .$dynamic();
}

export type ListingCardRow = Awaited<ReturnType<typeof selectListingCards<Record<never, never>>>>[number];

export function toListingCard(row: ListingCardRow): ListingCardData {
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  return {
    id: row.id,
    path: listingPath(row),
    listingType: row.listingType === "Sale" ? "Sale" : "Rental",
    title: row.title,
    propertyType: row.propertyType,
    price: row.price,
    unit: row.unit === "LBP" ? "LBP" : "USD",
    usdPrice: row.usdPriceCalculated,
    lbpPrice: row.lbpPriceCalculated,
    bedroom: row.bedroom,
    bathroom: row.bathroom,
    size: row.size,
    city: row.city,
    district: row.district,
    planId: row.planId as PlanId,
    photo: row.photoKey ? { url: imageUrl(row.photoKey, { cdnBase }), placeholder: row.photoPlaceholder ?? "" } : null,
  };
}
