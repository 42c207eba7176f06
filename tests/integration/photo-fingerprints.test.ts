import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hammingDistance, MATCH_DISTANCE } from "../../domain/photo-fingerprint.ts";
import { listModerationQueue } from "../../server/admin/moderation-queue.server.ts";
import { addProperty } from "../../server/api/functions/add-property.handler.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { areas, listingReports, properties, propertyImages } from "../../server/db/schema.ts";
import { rollUpAreaPrices } from "../../server/market/roll-up-area-prices.server.ts";
import { fingerprintStoredPhotos } from "../../server/media/fingerprint-stored-photos.server.ts";
import { findPhotoMatches } from "../../server/media/find-photo-matches.server.ts";
import { photoFingerprint } from "../../server/media/photo-fingerprint.server.ts";
import { db, storage } from "../../server/runtime.server.ts";
import { cookieHeaders } from "../support/api.ts";
import { postJson, startApi } from "../support/http.ts";
import { photoLike } from "../support/photos.ts";

const api = await startApi();
const example = addProperty.example.input as { Property: Record<string, unknown> };

async function signIn() {
  const user = await createUser(db());
  return { ...user, ...(await cookieHeaders(api.url, user.email, user.password)) };
}

async function uploaded(cookie: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${api.url}/api/uploads`, { method: "POST", headers: { origin: api.url, cookie }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ref: string }).ref;
}

/** Posts a listing through AddProperty with these photos (uploaded first, as the API says) and returns its id. */
async function posted(owner: { cookie: string }, photos: Buffer[], changes: Record<string, unknown> = {}): Promise<string> {
  const images = [];
  for (const photo of photos) images.push(await uploaded(owner.cookie, photo));
  const response = await postJson(
    `${api.url}/api/functions/AddProperty`,
    { ...example, Property: { ...example.Property, images, ...changes } },
    { origin: api.url, cookie: owner.cookie },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { PropertyID: string }).PropertyID;
}

/** The photo as a copier saves it: resized to 97% of its width and height, re-encoded as JPEG. */
async function copied(photo: Buffer): Promise<Buffer> {
  const { width } = await sharp(photo).metadata();
  return sharp(photo)
    .resize(Math.round(width * 0.97))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Approved and shown, as an admin's approval leaves it (without its mail). */
const makeLive = (propertyId: string) =>
  db().update(properties).set({ status: "Approved", visible: true, approvedOn: new Date(), flag: null }).where(eq(properties.id, propertyId));

const warningsOf = async (adminId: string, propertyId: string) => {
  const { listings } = await listModerationQueue(adminId, 1, "en");
  return listings.find((listing) => listing.id === propertyId)?.warnings;
};

describe("photo fingerprints in the moderation queue", () => {
  it("flags a listing posted through the API with another owner's photo re-encoded at 97% of its size, naming the source listing", async () => {
    const admin = await createUser(db(), { admin: true });
    const original = await photoLike(7);
    const source = await posted(await signIn(), [await photoLike(8), original], { title: "Sunny flat in Hamra" });
    await makeLive(source);

    const copier = await signIn();
    const copy = await copied(original);
    const listing = await posted(copier, [await photoLike(11), copy], { title: "Great deal, flat near the sea", area: 2 });

    // The copy's fingerprint is stored with its photo, a few bits from the original's.
    const photos = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, listing)).orderBy(propertyImages.position);
    expect(photos.map((photo) => photo.fingerprint)).toEqual([expect.any(BigInt), expect.any(BigInt)]);
    expect(hammingDistance(photos[1]!.fingerprint!, await photoFingerprint(original))).toBeLessThanOrEqual(MATCH_DISTANCE);

    expect(await warningsOf(admin.id, listing)).toEqual([
      {
        kind: "copiedPhoto",
        position: 1,
        source: { id: source, title: "Sunny flat in Hamra", listingType: "Rental" },
        sourcePosition: 1,
        distance: expect.any(Number),
      },
    ]);
    // Looked for from the source, the copy is the one match: a listing's own photos are not.
    expect((await findPhotoMatches(db(), [{ fingerprint: photos[1]!.fingerprint!, propertyId: source }])).map((match) => match.propertyId)).toEqual([listing]);
  });

  it("does not flag unrelated photos, the owner's own photos, nor a deleted listing's", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await signIn();
    const photo = await photoLike(21);
    const first = await posted(owner, [photo], { title: "Garden flat in Baabda", area: 3 });
    await makeLive(first);
    // The same owner's second listing with the same photo, elsewhere: not a copy from another owner, and not a duplicate.
    const again = await posted(owner, [await copied(photo)], { title: "Roof flat in Jbeil", area: 4 });
    expect(await warningsOf(admin.id, again)).toEqual([]);

    const other = await signIn();
    const unrelated = await posted(other, [await photoLike(23), await photoLike(24)], { area: 5 });
    expect(await warningsOf(admin.id, unrelated)).toEqual([]);

    const deletedPhoto = await photoLike(25);
    const gone = await posted(await signIn(), [deletedPhoto], { area: 6 });
    await db().update(properties).set({ isDeleted: true }).where(eq(properties.id, gone));
    const copyOfGone = await posted(other, [await copied(deletedPhoto)], { area: 6 });
    expect(await warningsOf(admin.id, copyOfGone)).toEqual([]);
  });

  it("flags a listing that repeats its own photo (again, or a near copy), and shows every photo in order", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await signIn();
    const photo = await photoLike(51);
    const id = await posted(owner, [photo, await photoLike(52), photo, await copied(photo), await photoLike(53)], { area: 9 });
    expect(await warningsOf(admin.id, id)).toEqual([{ kind: "repeatedPhoto", positions: [0, 2, 3] }]);
    const { listings } = await listModerationQueue(admin.id, 1, "en");
    const stored = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, id)).orderBy(asc(propertyImages.position));
    expect(listings.find((listing) => listing.id === id)?.photos.map((shown) => shown.url)).toEqual(stored.map((row) => `/media/${row.imageLowKey}`));
  });

  it("flags the same owner's duplicate of a live listing: same place and types, a nearly equal title or the same photos", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await signIn();
    const photo = await photoLike(31);
    const live = await posted(owner, [photo], { title: "Bright 2-bedroom flat in Mar Mikhael", area: 7 });
    await makeLive(live);
    const liveListing = { id: live, title: "Bright 2-bedroom flat in Mar Mikhael", listingType: "Rental" };

    const sameTitle = await posted(owner, [await photoLike(33)], { title: "Bright 2 bedroom flat in Mar Mikhael!", area: 7 });
    expect(await warningsOf(admin.id, sameTitle)).toEqual([{ kind: "duplicateListing", of: liveListing, sameTitle: true, samePhotos: false }]);
    const samePhotos = await posted(owner, [await copied(photo)], { title: "Flat for rent", area: 7 });
    expect(await warningsOf(admin.id, samePhotos)).toEqual([{ kind: "duplicateListing", of: liveListing, sameTitle: false, samePhotos: true }]);
    // Another area, or a sale: not a duplicate.
    expect(await warningsOf(admin.id, await posted(owner, [await photoLike(35)], { title: "Bright 2-bedroom flat in Mar Mikhael", area: 8 }))).toEqual([]);
  });

  it("warns of a phone number, a link or an address in the description", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await signIn();
    const listing = await posted(owner, [], { description: "Lovely flat, call or WhatsApp ٠٣ ١٢٣ ٤٥٦ or see www.example-homes.com", area: 9 });
    expect(await warningsOf(admin.id, listing)).toEqual([{ kind: "contactInDescription", found: ["phone", "link"] }]);
  });

  it("warns of a price far below its area's comparable listings, and of visitors' open reports, naming the guide and the newest report", async () => {
    const admin = await createUser(db(), { admin: true });
    const [area] = await db().select().from(areas).where(eq(areas.id, 10));
    const neighbour = await createUser(db());
    // Five live 2-bedroom apartments for rent in the area, $1,000 a month in the middle.
    for (const usd of [900, 950, 1000, 1050, 1100])
      await createListing(db(), {
        ownerId: neighbour.id,
        status: "Approved",
        approvedOn: new Date(),
        district: area!.district,
        areaId: area!.id,
        listingType: "Rental",
        propertyType: "Apartment",
        bedroom: 2,
        paymentFrequency: "Monthly",
        price: usd,
        usdPriceCalculated: usd,
      });
    await rollUpAreaPrices();
    const owner = await signIn();
    const bait = await posted(owner, [], { area: area!.id, price: 550, description: "Two bedrooms, quiet street." });
    const fair = await posted(owner, [], { area: area!.id, price: 700, title: "Flat on a quiet street", description: "Two bedrooms, quiet street." });
    expect(await warningsOf(admin.id, bait)).toEqual([
      { kind: "priceFarBelow", percent: 45, listings: 5, placeName: area!.area, guidePath: expect.stringMatching(/^\/prices\/[a-z-]+\/[a-z-]+$/) },
    ]);
    // 30% under is a bargain, not bait.
    expect(await warningsOf(admin.id, fair)).toEqual([]);

    // Two open reports (one a scam), one already dismissed: the open ones, most frequent reason first.
    const report = (reason: string, status = "open", minutesAgo = 0) =>
      db()
        .insert(listingReports)
        .values({ propertyId: fair, reason, status, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .returning({ id: listingReports.id });
    await report("scam", "open", 30);
    await report("offensive", "dismissed", 20);
    await report("wrong_price", "open", 10);
    const [newest] = await report("scam", "open", 1);
    expect(await warningsOf(admin.id, fair)).toEqual([{ kind: "reported", reports: 3, reasons: ["scam", "wrong_price"], newestReportId: newest!.id }]);
  });
});

describe("the fingerprint job", () => {
  it("fingerprints the photos stored before fingerprints, in batches, and skips a missing file", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id });
    const photo = await photoLike(41);
    await storage().put("photos/old-large.webp", await sharp(photo).webp().toBuffer(), "image/webp");
    const [old] = await db()
      .insert(propertyImages)
      .values([
        { propertyId: listing.id, position: 0, imageKey: "photos/old-large.webp", imageLowKey: "photos/old-low.webp", width: 1200, height: 900 },
        { propertyId: listing.id, position: 1, imageKey: "photos/missing-large.webp", imageLowKey: "photos/missing-low.webp", width: 1200, height: 900 },
      ])
      .returning();

    let after: string | null = null;
    let runs = 0;
    do {
      ({ last: after } = await fingerprintStoredPhotos({ after, batch: 1 }));
      runs++;
    } while (after && runs < 100);
    const [row] = await db().select().from(propertyImages).where(eq(propertyImages.id, old!.id));
    expect(hammingDistance(row!.fingerprint!, await photoFingerprint(photo))).toBeLessThanOrEqual(2);
    // The bands are the database's own, generated from the hash.
    const { rows } = await db().execute<{ ok: boolean }>(
      sql`select (((fingerprint_band_0::int & 65535)::bigint << 48) | ((fingerprint_band_1::int & 65535)::bigint << 32)
        | ((fingerprint_band_2::int & 65535)::bigint << 16) | (fingerprint_band_3::int & 65535)::bigint) = fingerprint as ok from property_images where id = ${old!.id}`,
    );
    expect(rows[0]?.ok).toBe(true);
    const missing = await db().select().from(propertyImages).where(eq(propertyImages.position, 1));
    expect(missing.filter((image) => image.propertyId === listing.id).map((image) => image.fingerprint)).toEqual([null]);
  });
});
