import { inArray } from "drizzle-orm";
import {
  type BulkProblem,
  MAX_SHEET_BYTES,
  photoKey,
  placeKey,
  type RowResult,
  sheetRows,
  sortProblems,
  splitList,
  validateRow,
} from "../../../domain/bulk-sheet.ts";
import type { ListingType } from "../../../domain/listing.ts";
import { areas, uploadedImages } from "../../db/schema.ts";
import { ImageRejectedError, type ImageProblem, MAX_UPLOAD_BYTES, processListingImage } from "../../media/process-image.server.ts";
import type { PhotoRef } from "../../media/listing-photos.server.ts";
import { deleteStoredImages, type UploadedImage, uploadListingImage } from "../../media/upload-listing-image.server.ts";
import { db } from "../../runtime.server.ts";
import { AppError } from "../../errors.server.ts";
import { insertListing } from "../save-listing.server.ts";
import { readSheet, SheetUnreadableError } from "./read-sheet.server.ts";

export interface BulkFile {
  filename: string;
  data: Buffer;
}

export type BulkUploadResult = { ok: true; listingIds: string[]; listingType: ListingType } | { ok: false; problems: BulkProblem[] };

const PHOTO_MESSAGES: Record<ImageProblem, string> = {
  too_large: "bulk.errors.photoTooLarge",
  not_an_image: "bulk.errors.photoNotImage",
  unsupported_format: "bulk.errors.photoUnsupported",
  too_many_pixels: "bulk.errors.photoTooManyPixels",
  too_small: "bulk.errors.photoTooSmall",
};
const MB = 1024 * 1024;
/** Photos converted at once: sharp is CPU-bound, and other requests are served meanwhile. */
const PHOTO_CONCURRENCY = 3;

/** Every area under each of its names: English, Arabic or French district, English or Arabic area. */
async function areaFinder(): Promise<(district: string, area: string) => number | undefined> {
  const rows = await db().select().from(areas);
  const index = new Map<string, number>();
  for (const row of rows) {
    for (const district of [row.district, row.districtAr, row.districtFr]) {
      for (const area of [row.area, row.areaAr]) index.set(placeKey(district, area), row.id);
    }
  }
  return (district, area) => index.get(placeKey(district, area));
}

/** A few at a time; a failure is thrown once its whole batch has settled, so no upload is left running. */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    const settled = await Promise.allSettled(items.slice(start, start + size).map(work));
    const failure = settled.find((outcome) => outcome.status === "rejected");
    if (failure) throw failure.reason;
  }
}

/** Uploads made for this sheet, gone again: their rows and their files. */
async function discard(uploads: readonly UploadedImage[]): Promise<void> {
  if (uploads.length === 0) return;
  await db()
    .delete(uploadedImages)
    .where(
      inArray(
        uploadedImages.id,
        uploads.map((upload) => upload.id),
      ),
    );
  await deleteStoredImages(uploads);
}

/**
 * Issue 4 "Bulk listing": every row of the sheet checked as the posting form checks a listing,
 * and every named photo checked by content. Any problem in any row and nothing is saved: the
 * problems come back, all of them, by row. Otherwise the photos are stored and every listing is
 * created in one transaction, each with its featured photo first; if that fails, the stored
 * photos are removed again.
 */
export async function createBulkListings(ownerId: string, sheet: BulkFile, photoFiles: readonly BulkFile[], now = new Date()): Promise<BulkUploadResult> {
  if (sheet.data.length > MAX_SHEET_BYTES) return { ok: false, problems: [{ message: "bulk.errors.sheetTooLarge", values: { mb: MAX_SHEET_BYTES / MB } }] };
  let table: string[][];
  try {
    table = await readSheet(sheet);
  } catch (error) {
    if (!(error instanceof SheetUnreadableError)) throw error;
    return { ok: false, problems: [{ message: error.problem === "format" ? "bulk.errors.wrongFormat" : "bulk.errors.unreadable" }] };
  }
  const { rows, problems: sheetProblems } = sheetRows(table);
  if (sheetProblems.length) return { ok: false, problems: sheetProblems };

  const files = new Map(photoFiles.map((file) => [photoKey(file.filename), file]));
  const findArea = await areaFinder();
  const results: RowResult[] = rows.map((row) => validateRow(row, { findArea, hasPhoto: (name) => files.has(photoKey(name)) }));
  const problems = results.flatMap((result) => (result.ok ? [] : result.problems));

  // Each use of a photo is its own upload: a listing's photos are its own to delete later.
  const uses = rows.flatMap((row, index) => {
    const result = results[index]!;
    const names = result.ok ? result.photos : [];
    return names.map((name, position) => ({ row: row.row, index, position, name, file: files.get(photoKey(name))! }));
  });
  // Photos of rows that already failed are still checked, so the report is complete; they are not stored.
  const unchecked = rows.flatMap((row, index) => {
    const result = results[index]!;
    if (result.ok) return [];
    return [...new Set(splitList(row.cells.photos ?? ""))]
      .filter((name) => files.has(photoKey(name)))
      .map((name) => ({ row: row.row, name, file: files.get(photoKey(name))! }));
  });

  const uploads: UploadedImage[] = [];
  const refs: PhotoRef[][] = rows.map(() => []);
  const photoProblem = (row: number, name: string, error: unknown) => {
    if (!(error instanceof ImageRejectedError)) throw error;
    problems.push({ row, column: "photos", message: PHOTO_MESSAGES[error.problem], values: { name, mb: MAX_UPLOAD_BYTES / MB } });
  };
  try {
    const storing = problems.length === 0;
    await inBatches(uses, PHOTO_CONCURRENCY, async (use) => {
      try {
        if (storing) {
          const upload = await uploadListingImage(ownerId, use.file.data);
          uploads.push(upload);
          refs[use.index]![use.position] = `u:${upload.id}`;
        } else await processListingImage(use.file.data);
      } catch (error) {
        photoProblem(use.row, use.name, error);
      }
    });
    await inBatches(unchecked, PHOTO_CONCURRENCY, async (use) => {
      await processListingImage(use.file.data).catch((error: unknown) => photoProblem(use.row, use.name, error));
    });
    if (problems.length) {
      await discard(uploads);
      return { ok: false, problems: sortProblems(problems) };
    }

    const listingIds = await db().transaction(async (tx) => {
      const ids: string[] = [];
      for (const [index, result] of results.entries()) {
        if (result.ok) ids.push(await insertListing(tx, ownerId, result.input, { photos: refs[index]!, payment: { kind: "credits" }, now }));
      }
      return ids;
    });
    const first = results[0]!;
    return { ok: true, listingIds, listingType: first.ok ? first.input.listingType : "Rental" };
  } catch (error) {
    await discard(uploads);
    // Paid rows are paid with the owner's credits; too few and nothing is saved.
    if (error instanceof AppError && error.code === "insufficient_credits") return { ok: false, problems: [{ message: "bulk.errors.insufficientCredits" }] };
    throw error;
  }
}
