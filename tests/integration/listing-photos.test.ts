import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { properties, propertyImages, uploadedImages } from "../../server/db/schema.ts";
import { AppError } from "../../server/errors.server.ts";
import { MultipartError, readMultipart } from "../../server/http/multipart.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { discardStaleUploads, type PhotoRef, replaceListingPhotos } from "../../server/media/listing-photos.server.ts";
import { ImageRejectedError } from "../../server/media/process-image.server.ts";
import { uploadListingImage } from "../../server/media/upload-listing-image.server.ts";
import { db, storage } from "../../server/runtime.server.ts";
import { DAY_MS } from "../../domain/days.ts";

const jpeg = (color: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function multipartRequest(parts: Array<{ name: string; filename?: string; body: Buffer | string }>, cut?: number) {
  const boundary = "----beitna-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? "Content-Type: image/jpeg\r\n" : ""}\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (cut === undefined) {
        controller.enqueue(whole);
        controller.close();
      } else {
        // The client goes away half-way through.
        controller.enqueue(whole.subarray(0, cut));
        controller.error(new Error("connection reset"));
      }
    },
  });
  return new Request("http://localhost/resources/photos", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

/** The featured photo the listing's row carries for its cards (kept by a trigger). */
async function featuredPhoto(listingId: string) {
  const [row] = await db()
    .select({ key: properties.featuredPhotoKey, placeholder: properties.featuredPhotoPlaceholder })
    .from(properties)
    .where(eq(properties.id, listingId));
  return row;
}

async function storedFiles(image: { imageKey: string; imageLowKey: string }) {
  return Promise.all([storage().get(image.imageKey), storage().get(image.imageLowKey)]);
}

describe("reading an upload", () => {
  it("reads fields and files, and refuses an oversized or interrupted body", async () => {
    const photo = await jpeg("#c00");
    const body = await readMultipart(
      multipartRequest([
        { name: "note", body: "hello" },
        { name: "photo", filename: "a.jpg", body: photo },
      ]),
      { maxFileBytes: 1_000_000, maxFiles: 1 },
    );
    expect(body.fields.get("note")).toEqual(["hello"]);
    expect(body.files[0]).toMatchObject({ field: "photo", filename: "a.jpg" });
    expect(body.files[0]!.data.equals(photo)).toBe(true);

    await expect(
      readMultipart(multipartRequest([{ name: "photo", filename: "a.jpg", body: photo }]), { maxFileBytes: 100, maxFiles: 1 }),
    ).rejects.toMatchObject({ problem: "file_too_large" });
    const interrupted = readMultipart(multipartRequest([{ name: "photo", filename: "a.jpg", body: photo }], 2_000), { maxFileBytes: 1_000_000, maxFiles: 1 });
    await expect(interrupted).rejects.toBeInstanceOf(MultipartError);
  });
});

describe("uploading a listing photo", () => {
  it("stores both variants and holds the upload for its owner", async () => {
    const owner = await createUser(db());
    const upload = await uploadListingImage(owner.id, await jpeg("#0c0"));
    const [large, low] = await storedFiles(upload);
    expect((await sharp(large!).metadata()).format).toBe("webp");
    expect(await sharp(low!).metadata()).toMatchObject({ width: 800, height: 800 });
    expect(upload.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it("a refused photo stores nothing", async () => {
    const owner = await createUser(db());
    await expect(uploadListingImage(owner.id, Buffer.from("plain text, renamed .jpg"))).rejects.toBeInstanceOf(ImageRejectedError);
    expect(await db().select().from(uploadedImages).where(eq(uploadedImages.ownerId, owner.id))).toHaveLength(0);
  });
});

describe("a listing's photos", () => {
  it("takes the owner's uploads in order, refuses anyone else's, and deletes dropped and permanently deleted photos", async () => {
    const owner = await createUser(db());
    const other = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id });
    const first = await uploadListingImage(owner.id, await jpeg("#111"));
    const second = await uploadListingImage(owner.id, await jpeg("#222"));
    const foreign = await uploadListingImage(other.id, await jpeg("#333"));

    // Another user's upload cannot be borrowed: nothing changes.
    await expect(
      db().transaction((tx) => replaceListingPhotos(tx, { propertyId: listing.id, ownerId: owner.id, photos: [`u:${first.id}`, `u:${foreign.id}`] })),
    ).rejects.toEqual(new AppError("photo_not_found"));
    expect(await db().select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id))).toHaveLength(0);

    await db().transaction((tx) => replaceListingPhotos(tx, { propertyId: listing.id, ownerId: owner.id, photos: [`u:${second.id}`, `u:${first.id}`] }));
    const saved = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id)).orderBy(asc(propertyImages.position));
    expect(saved.map((image) => image.imageKey)).toEqual([second.imageKey, first.imageKey]);
    expect(await featuredPhoto(listing.id)).toEqual({ key: second.imageLowKey, placeholder: second.placeholder });
    expect(await db().select().from(uploadedImages).where(eq(uploadedImages.ownerId, owner.id))).toHaveLength(0);

    // Keep the second photo only: the first one's files go once the change is saved.
    const removed = await db().transaction((tx) =>
      replaceListingPhotos(tx, { propertyId: listing.id, ownerId: owner.id, photos: [`p:${saved[0]!.id}`] as PhotoRef[] }),
    );
    expect(removed.map((image) => image.imageKey)).toEqual([first.imageKey]);

    // A new first photo, then the photos' rows moved by hand: the featured copy follows position 0.
    const third = await uploadListingImage(owner.id, await jpeg("#555"));
    await db().transaction((tx) =>
      replaceListingPhotos(tx, { propertyId: listing.id, ownerId: owner.id, photos: [`u:${third.id}`, `p:${saved[0]!.id}`] as PhotoRef[] }),
    );
    expect(await featuredPhoto(listing.id)).toEqual({ key: third.imageLowKey, placeholder: third.placeholder });
    await db().execute(sql`update property_images set position = 2 where property_id = ${listing.id} and position = 0`);
    expect(await featuredPhoto(listing.id)).toEqual({ key: null, placeholder: null });
    await db().execute(sql`update property_images set position = 0 where property_id = ${listing.id} and position = 1`);
    expect(await featuredPhoto(listing.id)).toEqual({ key: second.imageLowKey, placeholder: second.placeholder });

    await applyListingTransition({ propertyId: listing.id, actor: { kind: "user", userId: owner.id, isAdmin: false }, action: { type: "permanentDelete" } });
    expect(await db().select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id))).toHaveLength(0);
    expect(await featuredPhoto(listing.id)).toEqual({ key: null, placeholder: null });
    expect(await storedFiles(second)).toEqual([null, null]);
  });

  it("uploads never saved are discarded after a day, files and all", async () => {
    const owner = await createUser(db());
    const upload = await uploadListingImage(owner.id, await jpeg("#444"));
    expect(await discardStaleUploads(new Date())).toBe(0);
    expect(await discardStaleUploads(new Date(Date.now() + 2 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await storedFiles(upload)).toEqual([null, null]);
  });
});
