import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Transaction } from "../db/client.server.ts";
import { listingRevisions, propertyImages, uploadedImages } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { deleteStoredImages } from "./upload-listing-image.server.ts";
import { DAY_MS } from "../../domain/days.ts";

type StoredKeys = { imageKey: string; imageLowKey: string };

/**
 * A photo in a saved listing's order: `u:<id>` is a photo the owner uploaded and has not saved
 * yet, `p:<id>` one the listing already has. The first one is the featured photo.
 */
export type PhotoRef = `u:${string}` | `p:${string}`;

/**
 * The photos `photos` names, or `photo_not_found`: only the owner's own uploads and the listing's
 * own photos are accepted, never another's.
 */
export async function ownPhotos(tx: Transaction, input: { propertyId: string; ownerId: string; photos: readonly PhotoRef[] }) {
  const uploadIds = input.photos.filter((ref) => ref.startsWith("u:")).map((ref) => ref.slice(2));
  const keptIds = input.photos.filter((ref) => ref.startsWith("p:")).map((ref) => ref.slice(2));
  const existing = await tx.select().from(propertyImages).where(eq(propertyImages.propertyId, input.propertyId));
  const uploads = uploadIds.length
    ? await tx
        .select()
        .from(uploadedImages)
        .where(and(eq(uploadedImages.ownerId, input.ownerId), inArray(uploadedImages.id, uploadIds)))
    : [];
  if (uploads.length !== new Set(uploadIds).size || keptIds.some((id) => !existing.some((image) => image.id === id))) {
    throw new AppError("photo_not_found");
  }
  return { uploadIds, keptIds, existing, uploads };
}

/**
 * Makes `photos` the listing's photos, in that order, inside the caller's transaction. Only the
 * owner's own uploads and the listing's own photos are accepted. Returns the files of the photos
 * the listing no longer has, to delete once the transaction has committed.
 */
export async function replaceListingPhotos(
  tx: Transaction,
  input: { propertyId: string; ownerId: string; photos: readonly PhotoRef[] },
): Promise<StoredKeys[]> {
  const { uploadIds, keptIds, existing, uploads } = await ownPhotos(tx, input);

  await tx.delete(propertyImages).where(eq(propertyImages.propertyId, input.propertyId));
  const rows = input.photos.map((ref, position) => {
    const id = ref.slice(2);
    const source = ref.startsWith("u:") ? uploads.find((upload) => upload.id === id)! : existing.find((image) => image.id === id)!;
    return {
      ...(ref.startsWith("p:") ? { id } : {}),
      propertyId: input.propertyId,
      position,
      imageKey: source.imageKey,
      imageLowKey: source.imageLowKey,
      placeholder: source.placeholder,
      width: source.width,
      height: source.height,
      fingerprint: source.fingerprint,
    };
  });
  if (rows.length) await tx.insert(propertyImages).values(rows);
  if (uploadIds.length) await tx.delete(uploadedImages).where(inArray(uploadedImages.id, uploadIds));
  return existing.filter((image) => !keptIds.includes(image.id));
}

/** Uploads never saved with a listing are removed after a day, files and all; those of changes waiting for review stay. */
export async function discardStaleUploads(now = new Date(), maxAgeMs = DAY_MS): Promise<number> {
  const stale = await db()
    .delete(uploadedImages)
    .where(
      and(
        lt(uploadedImages.createdAt, new Date(now.getTime() - maxAgeMs)),
        sql`not exists (select 1 from ${listingRevisions} r where r.photos ? ('u:' || ${uploadedImages.id}::text))`,
      ),
    )
    .returning({ imageKey: uploadedImages.imageKey, imageLowKey: uploadedImages.imageLowKey });
  await deleteStoredImages(stale);
  return stale.length;
}
