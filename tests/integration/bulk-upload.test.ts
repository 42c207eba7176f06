import { readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_COLUMNS, EXAMPLE_ROW, MAX_SHEET_ROWS, type BulkColumn } from "../../domain/bulk-sheet.ts";
import { toCsv } from "../../domain/csv.ts";
import { loader as templateLoader } from "../../app/routes/resources/bulk-template.ts";
import { requestContext } from "../../server/http/request-context.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { properties, propertyImages, propertyStatusHistory, uploadedImages } from "../../server/db/schema.ts";
import { createBulkListings, type BulkFile } from "../../server/listings/bulk/create-bulk-listings.server.ts";
import { localStorage } from "../../server/media/storage.server.ts";
import { db, runtime, setRuntime } from "../../server/runtime.server.ts";

// Storage in a folder of this file's own, so the test can see that nothing is left in it.
const mediaDir = path.join(os.tmpdir(), `bulk-upload-${process.pid}-${Date.now()}`);
beforeAll(() => setRuntime({ ...runtime(), storage: localStorage(mediaDir) }));
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

async function storedFiles(): Promise<string[]> {
  return readdir(mediaDir, { recursive: true })
    .then((entries) => entries.filter((entry) => entry.endsWith(".webp")))
    .catch(() => []);
}

/** A real JPEG whose width tells which photo it was. */
async function photo(filename: string, width: number): Promise<BulkFile> {
  const data = await sharp({ create: { width, height: 300, channels: 3, background: { r: width % 255, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
  return { filename, data };
}

type Row = Partial<Record<BulkColumn, string>>;
const table = (rows: Row[]) => [[...BULK_COLUMNS], ...rows.map((row) => BULK_COLUMNS.map((column) => ({ ...EXAMPLE_ROW, ...row })[column]))];
const csv = (rows: Row[]): BulkFile => ({ filename: "listings.csv", data: Buffer.from(`\uFEFF${toCsv(table(rows))}`) });
async function xlsx(rows: Row[]): Promise<BulkFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Listings");
  // Numbers and dates as Excel stores them, not as text.
  for (const cells of table(rows))
    sheet.addRow(cells.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : /^\d{4}-\d\d-\d\d$/.test(cell) ? new Date(cell) : cell)));
  return { filename: "Listings.XLSX", data: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

const threeRows: Row[] = [
  { title: "Sunny flat near Sassine", photos: "a.jpg;b.jpg;c.jpg", featured_photo: "c.jpg" },
  {
    title: "Sea view villa in Jounieh",
    listingType: "Sale",
    paymentFrequency: "",
    downPayment: "50,000",
    price: "450000",
    district: "Keserwan",
    area: "Jounieh",
    photos: "d.jpg",
    featured_photo: "",
  },
  {
    title: "Office in Hamra",
    propertyType: "office",
    propertyCategory: "Commercial",
    district: "بيروت",
    area: "الحمرا",
    bedroom: "0",
    bathroom: "10+",
    photos: "e.jpg;a.jpg",
    featured_photo: "a.jpg",
  },
];
const photos = () => Promise.all([photo("a.jpg", 301), photo("b.jpg", 302), photo("c.jpg", 303), photo("d.jpg", 304), photo("e.jpg", 305)]);

async function listingsOf(ownerId: string) {
  const rows = await db().select().from(properties).where(eq(properties.ownerId, ownerId)).orderBy(asc(properties.title));
  const images = rows.length
    ? await db()
        .select()
        .from(propertyImages)
        .where(
          inArray(
            propertyImages.propertyId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(propertyImages.position))
    : [];
  return rows.map((row) => ({ ...row, widths: images.filter((image) => image.propertyId === row.id).map((image) => image.width) }));
}

/** What a failed upload must leave: no listing, no upload waiting, no file beyond those stored before. */
async function expectNothingSaved(ownerId: string, filesBefore: string[]) {
  expect(await db().select().from(properties).where(eq(properties.ownerId, ownerId))).toEqual([]);
  expect(await db().select().from(uploadedImages).where(eq(uploadedImages.ownerId, ownerId))).toEqual([]);
  expect((await storedFiles()).sort()).toEqual(filesBefore.sort());
}

describe("bulk listing upload", () => {
  it.each([
    ["CSV", () => Promise.resolve(csv(threeRows))],
    ["Excel", () => xlsx(threeRows)],
  ])("a valid %s sheet creates every listing in one go, featured photo first, pending review", async (_format, sheet) => {
    const owner = await createUser(db());
    const result = await createBulkListings(owner.id, await sheet(), await photos());
    expect(result).toMatchObject({ ok: true, listingType: "Rental" });
    expect(result.ok && result.listingIds).toHaveLength(3);

    const [office, villa, flat] = await listingsOf(owner.id);
    expect(flat).toMatchObject({
      title: "Sunny flat near Sassine",
      status: "Pending Approval",
      flag: "New",
      visible: false,
      city: "Achrafieh",
      furnished: true,
      floor: 4,
      statePowerHours: 12,
      moveInDate: "2026-09-01",
      widths: [303, 301, 302],
    });
    expect(flat!.special).toEqual(["Balcony", "Elevator", "Parking", "Generator subscription"]);
    expect(villa).toMatchObject({ listingType: "Sale", city: "Jounieh", downPayment: 50_000, paymentFrequency: null, widths: [304] });
    expect(office).toMatchObject({ propertyType: "Office", city: "Hamra", bedroom: 0, bathroom: 11, widths: [301, 305] });
    const history = await db()
      .select()
      .from(propertyStatusHistory)
      .where(inArray(propertyStatusHistory.propertyId, result.ok ? result.listingIds : []));
    expect(history.map((entry) => entry.action)).toEqual(["create", "create", "create"]);
    // The uploads became the listings' photos: none is left waiting.
    expect(await db().select().from(uploadedImages).where(eq(uploadedImages.ownerId, owner.id))).toEqual([]);
  });

  it("a sheet with one bad row saves nothing and reports every problem by row", async () => {
    const owner = await createUser(db());
    const before = await storedFiles();
    const notAnImage = { filename: "fake.jpg", data: Buffer.from("this is a text file, not a photo") };
    const result = await createBulkListings(
      owner.id,
      csv([threeRows[0]!, { title: "", area: "Atlantis", photos: "d.jpg;missing.jpg;fake.jpg", featured_photo: "d.jpg" }, threeRows[1]!]),
      [...(await photos()), notAnImage],
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { row: 3, column: "title", message: "listingForm.titleRequired" },
        { row: 3, column: "area", message: "bulk.errors.areaUnknown", values: { district: "Beirut", area: "Atlantis" } },
        { row: 3, column: "photos", message: "bulk.errors.photoMissing", values: { name: "missing.jpg" } },
        { row: 3, column: "photos", message: "bulk.errors.photoNotImage", values: { name: "fake.jpg", mb: 15 } },
      ],
    });
    await expectNothingSaved(owner.id, before);
  });

  it("a photo that is not an image in an otherwise valid sheet removes the photos already stored", async () => {
    const owner = await createUser(db());
    const before = await storedFiles();
    const renamed = { filename: "e.jpg", data: Buffer.from("%PDF-1.4 not a photo") };
    const [a, b, c, d] = await photos();
    const result = await createBulkListings(owner.id, csv(threeRows), [a!, b!, c!, d!, renamed]);
    expect(result).toEqual({ ok: false, problems: [{ row: 4, column: "photos", message: "bulk.errors.photoNotImage", values: { name: "e.jpg", mb: 15 } }] });
    await expectNothingSaved(owner.id, before);
  });

  it("a failure while saving rolls every listing back and removes the stored photos", async () => {
    const owner = await createUser(db());
    const before = await storedFiles();
    // The third listing's insert fails, after the first two were inserted in the same transaction.
    await db().execute(
      "create or replace function fail_third_listing() returns trigger language plpgsql as $$ begin if new.title = 'Office in Hamra' then raise exception 'boom'; end if; return new; end $$",
    );
    await db().execute("create trigger fail_third_listing before insert on properties for each row execute function fail_third_listing()");
    try {
      await expect(createBulkListings(owner.id, csv(threeRows), await photos())).rejects.toThrow();
    } finally {
      await db().execute("drop trigger fail_third_listing on properties");
    }
    await expectNothingSaved(owner.id, before);
  });

  it.each(["csv", "xlsx"])("the %s template's example row is a listing that posts as it is", async (format) => {
    const context = new RouterContextProvider();
    context.set(requestContext, { requestId: "test", cspNonce: "", locale: "ar", clientAddress: "127.0.0.1" });
    const response = await templateLoader({ params: { format }, context } as unknown as Parameters<typeof templateLoader>[0]);
    expect(response.headers.get("content-disposition")).toContain(`.${format}"`);
    const sheet = { filename: `template.${format}`, data: Buffer.from(await response.arrayBuffer()) };
    const owner = await createUser(db());
    const result = await createBulkListings(owner.id, sheet, [
      await photo("living-room.jpg", 310),
      await photo("kitchen.jpg", 320),
      await photo("balcony.jpg", 330),
    ]);
    expect(result).toMatchObject({ ok: true, listingType: "Rental" });
    const [listing] = await listingsOf(owner.id);
    expect(listing).toMatchObject({ title: EXAMPLE_ROW.title, price: 1200, widths: [330, 310, 320] });
  });

  it("refuses a sheet with too many rows, or of another format, before checking any row", async () => {
    const owner = await createUser(db());
    const before = await storedFiles();
    const many = Array.from({ length: MAX_SHEET_ROWS + 1 }, () => threeRows[0]!);
    expect(await createBulkListings(owner.id, csv(many), [])).toEqual({
      ok: false,
      problems: [{ message: "bulk.errors.tooManyRows", values: { count: MAX_SHEET_ROWS } }],
    });
    expect(await createBulkListings(owner.id, { filename: "listings.ods", data: Buffer.from("x") }, [])).toEqual({
      ok: false,
      problems: [{ message: "bulk.errors.wrongFormat" }],
    });
    expect(await createBulkListings(owner.id, { filename: "listings.xlsx", data: Buffer.from("not a zip") }, [])).toEqual({
      ok: false,
      problems: [{ message: "bulk.errors.unreadable" }],
    });
    await expectNothingSaved(owner.id, before);
  });
});
