import { asc, eq } from "drizzle-orm";
import type { ListingFormInput } from "../../domain/listing-form.ts";
import type { ListingType } from "../../domain/listing.ts";
import { type ListingFields, withLiveFields } from "../../domain/listing-revisions.ts";
import type { Executor, Transaction } from "../db/client.server.ts";
import { listingRevisions, properties, propertyImages } from "../db/schema.ts";
import { type PhotoRef, replaceWithAvailablePhotos } from "../media/listing-photos.server.ts";
import { storeQualityScores } from "./listing-quality.server.ts";
import { derivedColumns } from "./derived-columns.server.ts";

// The changes to a live listing that wait for review while its approved version stays public
// (decision 0076): written by the owner's edit, applied by the approval, dropped by a refusal or by
// any other way out of review. Read by the editor (the owner edits their latest version) and the
// moderation queue (the admin's diff).

type ListingRow = typeof properties.$inferSelect;

/** The approved version's editable fields, as the form's input would hold them. */
export function fieldsOfRow(row: ListingRow): ListingFields {
  const optional = <T>(value: T | null) => value ?? undefined;
  return {
    listingType: row.listingType as ListingType,
    title: row.title,
    propertyType: row.propertyType as ListingFields["propertyType"],
    propertyCategory: row.propertyCategory as ListingFields["propertyCategory"],
    description: row.description,
    reference: row.reference,
    unit: row.unit as ListingFields["unit"],
    price: row.price,
    paymentFrequency: optional(row.paymentFrequency) as ListingFields["paymentFrequency"],
    downPayment: optional(row.downPayment),
    bedroom: row.bedroom,
    bathroom: row.bathroom,
    finishLevel: optional(row.finishLevel) as ListingFields["finishLevel"],
    size: row.size,
    floor: optional(row.floor),
    statePowerHours: optional(row.statePowerHours),
    furnished: row.furnished,
    special: row.special as ListingFields["special"],
    paymentMethod: row.paymentMethod as ListingFields["paymentMethod"],
    contactMethod: row.contactMethod as ListingFields["contactMethod"],
    moveInDate: optional(row.moveInDate),
    address: row.address,
    areaId: row.areaId ?? 0,
    latitude: optional(row.latitude),
    longitude: optional(row.longitude),
  };
}

/** The listing's photos in order, as the form names them. */
export async function photoRefsOf(executor: Executor, propertyId: string): Promise<PhotoRef[]> {
  const rows = await executor
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position));
  return rows.map((row) => `p:${row.id}` as const);
}

export interface ListingRevision {
  input: ListingFields;
  photos: PhotoRef[];
  submittedAt: Date;
}

/** The changes waiting for review on this listing, if any. */
export async function findRevision(executor: Executor, propertyId: string): Promise<ListingRevision | null> {
  const [row] = await executor.select().from(listingRevisions).where(eq(listingRevisions.propertyId, propertyId)).limit(1);
  return row ? { input: row.input as ListingFields, photos: row.photos as PhotoRef[], submittedAt: row.submittedAt } : null;
}

/** Keeps the owner's latest version for review (a second edit replaces the first). */
export async function saveRevision(
  tx: Transaction,
  revision: { propertyId: string; ownerId: string; input: ListingFormInput; photos: readonly PhotoRef[]; now: Date },
) {
  const values = { input: revision.input, photos: [...revision.photos], submittedAt: revision.now };
  await tx
    .insert(listingRevisions)
    .values({ propertyId: revision.propertyId, ownerId: revision.ownerId, ...values })
    .onConflictDoUpdate({ target: listingRevisions.propertyId, set: values });
}

/** Forgets the waiting changes (refused, withdrawn, or the listing left review another way). */
export async function dropRevision(tx: Transaction, propertyId: string): Promise<boolean> {
  const dropped = await tx.delete(listingRevisions).where(eq(listingRevisions.propertyId, propertyId)).returning({ id: listingRevisions.propertyId });
  return dropped.length > 0;
}

/**
 * The approval of waiting changes, inside the approval's transaction: the proposed version becomes
 * the listing's, with the price and availability as they are now, and its photos. Returns the files
 * of the photos the listing no longer has, to delete once committed.
 */
export async function applyRevision(tx: Transaction, row: ListingRow): Promise<{ imageKey: string; imageLowKey: string }[]> {
  const [revision] = await tx.delete(listingRevisions).where(eq(listingRevisions.propertyId, row.id)).returning();
  if (!revision) return [];
  const fields = withLiveFields(revision.input as ListingFields, fieldsOfRow(row));
  await tx
    .update(properties)
    .set(await derivedColumns(tx, { ...fields, planId: row.planId as ListingFormInput["planId"] }))
    .where(eq(properties.id, row.id));
  const dropped = await replaceWithAvailablePhotos(tx, { propertyId: row.id, ownerId: row.ownerId, photos: revision.photos as PhotoRef[] });
  await storeQualityScores(tx, [row.id]);
  return dropped;
}
