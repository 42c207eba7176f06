import { and, asc, eq, inArray } from "drizzle-orm";
import { imageUrl } from "../../domain/images.ts";
import { isPublic } from "../../domain/lifecycle.ts";
import type { ListingStatus } from "../../domain/listing.ts";
import { type ListingFields, withLiveFields } from "../../domain/listing-revisions.ts";
import type { PlanId } from "../../domain/plans.ts";
import { properties, propertyImages, uploadedImages } from "../db/schema.ts";
import type { PhotoRef } from "../media/listing-photos.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { fieldsOfRow, findRevision } from "./listing-revisions.server.ts";
import { listingState } from "./listing-state.server.ts";

export interface EditablePhoto {
  ref: PhotoRef;
  url: string;
  placeholder: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Form values as the inputs hold them (strings), so the same form serves create and edit. */
function formValues(fields: ListingFields, planId: string) {
  return {
    listingType: fields.listingType,
    title: fields.title,
    propertyType: fields.propertyType,
    propertyCategory: fields.propertyCategory,
    description: fields.description,
    reference: fields.reference,
    unit: fields.unit,
    price: text(fields.price),
    paymentFrequency: fields.paymentFrequency ?? "",
    downPayment: text(fields.downPayment),
    bedroom: String(fields.bedroom),
    bathroom: String(fields.bathroom),
    finishLevel: fields.finishLevel ?? "",
    size: text(fields.size),
    floor: text(fields.floor),
    statePowerHours: text(fields.statePowerHours),
    furnished: fields.furnished ? "on" : "",
    special: fields.special,
    paymentMethod: fields.paymentMethod,
    contactMethod: fields.contactMethod,
    moveInDate: fields.moveInDate ?? "",
    address: fields.address,
    areaId: fields.areaId ? String(fields.areaId) : "",
    latitude: text(fields.latitude),
    longitude: text(fields.longitude),
    planId,
  };
}

/**
 * The owner's listing as the editing form shows it, or null when it is not theirs to edit: their
 * latest version, the changes waiting for review included (decision 0076).
 */
export async function findListingForEditing(ownerId: string, propertyId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(propertyId)) return null;
  const [row] = await db()
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, ownerId), eq(properties.isDeleted, false)))
    .limit(1);
  if (!row) return null;
  const [images, revision] = await Promise.all([
    db().select().from(propertyImages).where(eq(propertyImages.propertyId, row.id)).orderBy(asc(propertyImages.position)),
    findRevision(db(), row.id),
  ]);
  const uploadIds = (revision?.photos ?? []).filter((ref) => ref.startsWith("u:")).map((ref) => ref.slice(2));
  const uploads = uploadIds.length
    ? await db()
        .select()
        .from(uploadedImages)
        .where(and(eq(uploadedImages.ownerId, ownerId), inArray(uploadedImages.id, uploadIds)))
    : [];
  type Stored = { imageLowKey: string; placeholder: string; width: number; height: number };
  const stored = new Map<PhotoRef, Stored>([
    ...images.map((image) => [`p:${image.id}` as const, image] as const),
    ...uploads.map((upload) => [`u:${upload.id}` as const, upload] as const),
  ]);
  const refs: PhotoRef[] = revision ? revision.photos.filter((ref) => stored.has(ref)) : images.map((image) => `p:${image.id}` as const);
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  const current = fieldsOfRow(row);
  return {
    id: row.id,
    status: row.status as ListingStatus,
    planId: row.planId as PlanId,
    /** Public now: an edit keeps it online (decision 0076). */
    live: isPublic({ ...listingState(row), isDeleted: row.isDeleted }, new Date()),
    /** Changes wait for review while the approved version is public. */
    pendingChanges: revision !== null,
    values: formValues(revision ? withLiveFields(revision.input, current) : current, row.planId),
    photos: refs.map((ref): EditablePhoto => {
      const image = stored.get(ref)!;
      return { ref, url: imageUrl(image.imageLowKey, { cdnBase }), placeholder: image.placeholder };
    }),
    /** Each photo's stored size by its ref, for the form's quality score (decision 0068). */
    photoSizes: Object.fromEntries(refs.map((ref) => [ref, { width: stored.get(ref)!.width, height: stored.get(ref)!.height }])),
  };
}
