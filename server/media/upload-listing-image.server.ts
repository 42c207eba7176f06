import { randomUUID } from "node:crypto";
import { uploadedImages } from "../db/schema.ts";
import { db, storage } from "../runtime.server.ts";
import { processListingImage } from "./process-image.server.ts";

export type UploadedImage = typeof uploadedImages.$inferSelect;

/**
 * One photo chosen in the posting form: checked and converted (process-image), both variants
 * stored, and held for the user until a listing is saved with it. A refused photo stores nothing.
 */
export async function uploadListingImage(ownerId: string, body: Buffer): Promise<UploadedImage> {
  const image = await processListingImage(body);
  const name = `photos/${randomUUID()}`;
  const imageKey = `${name}-large.webp`;
  const imageLowKey = `${name}-low.webp`;
  try {
    await Promise.all([storage().put(imageKey, image.large, "image/webp"), storage().put(imageLowKey, image.low, "image/webp")]);
    const [row] = await db()
      .insert(uploadedImages)
      .values({ ownerId, imageKey, imageLowKey, placeholder: image.placeholder, width: image.width, height: image.height, fingerprint: image.fingerprint })
      .returning();
    return row!;
  } catch (error) {
    await deleteStoredImages([{ imageKey, imageLowKey }]);
    throw error;
  }
}

/** Removes both variants of each image from storage; a missing file is not an error. */
export async function deleteStoredImages(images: ReadonlyArray<{ imageKey: string; imageLowKey: string }>): Promise<void> {
  await Promise.all(images.flatMap((image) => [storage().delete(image.imageKey), storage().delete(image.imageLowKey)]));
}
