import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { imageUrl } from "../../domain/images.ts";
import type { ListingCardData } from "../../domain/listing-card.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { PlanId } from "../../domain/plans.ts";
import { properties } from "../db/schema.ts";
import type { Executor } from "../db/client.server.ts";
import { db, runtime } from "../runtime.server.ts";

// The featured photo is kept on the listing's row (migration 0010), so a card is one row.
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
  photoKey: properties.featuredPhotoKey,
  photoPlaceholder: properties.featuredPhotoPlaceholder,
};

/**
 * Cards of listings: the caller adds its where, order and limit (a dynamic query), and may select
 * columns of its own beside the card's (similar listings add the distance).
 */
export function selectListingCards<Extra extends Record<string, SQL | AnyPgColumn>>(executor: Executor = db(), extra?: Extra) {
  return executor
    .select({ ...listingCardColumns, ...(extra as Extra) })
    .from(properties)
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
