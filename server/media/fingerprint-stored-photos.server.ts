import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { propertyImages } from "../db/schema.ts";
import { db, runtime, storage } from "../runtime.server.ts";
import { photoFingerprint } from "./photo-fingerprint.server.ts";

/** Photos read and hashed per batch: one statement to find them, one update each. */
export const FINGERPRINT_BATCH = 100;

/**
 * Fingerprints the listing photos stored before fingerprints existed (decision 0067): a batch of
 * `batch` photos without one, in id order after `after`, each read from storage (its large
 * variant) and hashed. A photo whose file is missing or unreadable is logged and skipped, so a
 * run moves on; the next run starts over and tries it again. Returns the last id seen (null when
 * nothing was left) and how many were fingerprinted.
 */
export async function fingerprintStoredPhotos(options: { after?: string | null; batch?: number } = {}): Promise<{ last: string | null; done: number }> {
  const batch = options.batch ?? FINGERPRINT_BATCH;
  const rows = await db()
    .select({ id: propertyImages.id, imageKey: propertyImages.imageKey })
    .from(propertyImages)
    .where(and(isNull(propertyImages.fingerprint), options.after ? gt(propertyImages.id, options.after) : undefined))
    .orderBy(asc(propertyImages.id))
    .limit(batch);
  let done = 0;
  for (const row of rows) {
    try {
      const file = await storage().get(row.imageKey);
      if (!file) throw new Error("the photo's file is missing");
      const fingerprint = await photoFingerprint(file);
      // Only if still unset: the owner may have replaced the photos meanwhile.
      await db()
        .update(propertyImages)
        .set({ fingerprint })
        .where(and(eq(propertyImages.id, row.id), isNull(propertyImages.fingerprint)));
      done++;
    } catch (error) {
      runtime().logger.warn({ err: error, imageId: row.id }, "fingerprint-photos: a photo could not be fingerprinted");
    }
  }
  return { last: rows.length === batch ? rows.at(-1)!.id : null, done };
}
