import { and, asc, eq } from "drizzle-orm";
import { imageUrl } from "../../domain/images.ts";
import type { ListingStatus } from "../../domain/listing.ts";
import type { PlanId } from "../../domain/plans.ts";
import { properties, propertyImages } from "../db/schema.ts";
import { db, runtime } from "../runtime.server.ts";

export interface EditablePhoto {
  ref: `p:${string}`;
  url: string;
  placeholder: string;
}

/** The owner's listing as the editing form shows it, or null when it is not theirs to edit. */
export async function findListingForEditing(ownerId: string, propertyId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(propertyId)) return null;
  const [row] = await db()
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId), eq(properties.isDeleted, false)))
    .limit(1);
  if (!row) return null;
  const images = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, row.id)).orderBy(asc(propertyImages.position));
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    id: row.id,
    status: row.status as ListingStatus,
    planId: row.planId as PlanId,
    // Form values as the inputs hold them (strings), so the same form serves create and edit.
    values: {
      listingType: row.listingType,
      title: row.title,
      propertyType: row.propertyType,
      propertyCategory: row.propertyCategory,
      description: row.description,
      reference: row.reference,
      unit: row.unit,
      price: text(row.price),
      paymentFrequency: row.paymentFrequency ?? "",
      downPayment: text(row.downPayment),
      bedroom: String(row.bedroom),
      bathroom: String(row.bathroom),
      finishLevel: row.finishLevel ?? "",
      size: text(row.size),
      floor: text(row.floor),
      statePowerHours: text(row.statePowerHours),
      furnished: row.furnished ? "on" : "",
      special: row.special,
      paymentMethod: row.paymentMethod,
      contactMethod: row.contactMethod,
      moveInDate: row.moveInDate ?? "",
      address: row.address,
      areaId: text(row.areaId),
      latitude: text(row.latitude),
      longitude: text(row.longitude),
      planId: row.planId,
    },
    photos: images.map((image): EditablePhoto => ({ ref: `p:${image.id}`, url: imageUrl(image.imageLowKey, { cdnBase }), placeholder: image.placeholder })),
    /** Each photo's stored size by its ref, for the form's quality score (decision 0068). */
    photoSizes: Object.fromEntries(images.map((image) => [`p:${image.id}`, { width: image.width, height: image.height }])),
  };
}
