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

type PhotoInput = { propertyId: string; ownerId: string; photos: readonly PhotoRef[] };

/** The listing's own photos and the owner's uploads that `photos` names (those that exist). */
async function storedPhotos(tx: Transaction, input: PhotoInput) {
  const uploadIds = input.photos.filter((ref) => ref.startsWith("u:")).map((ref) => ref.slice(2));
  const existing = await tx.select().from(propertyImages).where(eq(propertyImages.propertyId, input.propertyId));
  const uploads = uploadIds.length
    ? await tx
        .select()
        .from(uploadedImages)
        .where(and(eq(uploadedImages.ownerId, input.ownerId), inArray(uploadedImages.id, uploadIds)))
    : [];
  const source = (ref: PhotoRef) => (ref.startsWith("u:") ? uploads : existing).find((image) => image.id === ref.slice(2));
  return { existing, uploads, source };
}

type Stored = Awaited<ReturnType<typeof storedPhotos>>;

/**
 * The photos `photos` names, or `photo_not_found`: only the owner's own uploads and the listing's
 * own photos are accepted, never another's.
 */
export async function ownPhotos(tx: Transaction, input: PhotoInput): Promise<Stored> {
  const stored = await storedPhotos(tx, input);
  if (new Set(input.photos).size !== input.photos.length || input.photos.some((ref) => !stored.source(ref))) throw new AppError("photo_not_found");
  return stored;
}

/** Writes `photos` (each found in `stored`) as the listing's photos; answers the files of those it no longer has. */
async function writePhotos(tx: Transaction, input: PhotoInput, stored: Stored): Promise<StoredKeys[]> {
  await tx.delete(propertyImages).where(eq(propertyImages.propertyId, input.propertyId));
  const rows = input.photos.map((ref, position) => {
    const source = stored.source(ref)!;
    return {
      ...(ref.startsWith("p:") ? { id: source.id } : {}),
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
  const uploadIds = input.photos.filter((ref) => ref.startsWith("u:")).map((ref) => ref.slice(2));
  if (uploadIds.length) await tx.delete(uploadedImages).where(inArray(uploadedImages.id, uploadIds));
  return stored.existing.filter((image) => !input.photos.includes(`p:${image.id}`));
}

/**
 * Makes `photos` the listing's photos, in that order, inside the caller's transaction. Only the
 * owner's own uploads and the listing's own photos are accepted. Returns the files of the photos
 * the listing no longer has, to delete once the transaction has committed.
 */
export async function replaceListingPhotos(tx: Transaction, input: PhotoInput): Promise<StoredKeys[]> {
  return writePhotos(tx, input, await ownPhotos(tx, input));
}

/**
 * The same for photos chosen earlier (changes approved after a wait, decision 0076): a photo gone
 * meanwhile is left out, never a reason to refuse the approval.
 */
export async function replaceWithAvailablePhotos(tx: Transaction, input: PhotoInput): Promise<StoredKeys[]> {
  const stored = await storedPhotos(tx, input);
  return writePhotos(tx, { ...input, photos: [...new Set(input.photos)].filter((ref) => stored.source(ref)) }, stored);
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
