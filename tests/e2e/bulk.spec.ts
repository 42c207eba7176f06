import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { BULK_COLUMNS, EXAMPLE_ROW } from "../../domain/bulk-sheet.ts";
import { parseCsv, toCsv } from "../../domain/csv.ts";
import { properties, propertyImages } from "../../server/db/schema.ts";
import { expect, signInAs, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const jpeg = (name: string, width: number) =>
  sharp({ create: { width, height: 240, channels: 3, background: { r: 200, g: 160, b: width % 255 } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));

async function upload(page: Page, header: string[], rows: Array<Record<string, string>>, photos: Awaited<ReturnType<typeof jpeg>>[]) {
  const csv = toCsv([header, ...rows.map((row) => header.map((column) => ({ ...EXAMPLE_ROW, ...row })[column as keyof typeof EXAMPLE_ROW] ?? ""))]);
  await page.getByLabel(en.bulk.sheetLabel).setInputFiles({ name: "my-listings.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByLabel(en.bulk.photosLabel).setInputFiles(photos);
  await page.getByRole("button", { name: en.bulk.submit }).click();
}

test.describe("bulk listing", () => {
  test("a sheet with a bad row saves nothing and says why; the fixed sheet posts every listing", async ({ page }) => {
    const user = await signInAs(page);
    await page.goto("/bulk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.bulk);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: en.bulk.templateCsv }).click();
    const template = parseCsv(await readFile(await (await download).path(), "utf8"));
    expect(template[0]).toEqual([...BULK_COLUMNS]);
    const header = template[0]!;

    const photos = await Promise.all([jpeg("living-room.jpg", 320), jpeg("kitchen.jpg", 330), jpeg("balcony.jpg", 340), jpeg("hamra.jpg", 350)]);
    const good = { title: "Sunny flat near Sassine" };
    await upload(page, header, [good, { title: "Shop", area: "Atlantis", photos: "hamra.jpg;roof.jpg", featured_photo: "hamra.jpg" }], photos);

    const report = page.getByRole("table", { name: en.bulk.reportTitle });
    await expect(page.getByRole("alert")).toContainText(en.bulk.reportTitle);
    const badRow = report.getByRole("row").filter({ hasText: "Atlantis" });
    await expect(badRow.getByRole("cell").first()).toHaveText("3");
    await expect(report.getByRole("row").filter({ hasText: en.listingForm.titleLength })).toContainText("3");
    await expect(report.getByRole("row").filter({ hasText: "roof.jpg" })).toContainText("3");
    // The good row 2 is not in the report, and was not saved either.
    await expect(report.getByRole("cell", { name: "2", exact: true })).toHaveCount(0);
    expect(await testDb().select().from(properties).where(eq(properties.ownerId, user.id))).toEqual([]);

    await upload(
      page,
      header,
      [good, { title: "Office in Hamra", propertyType: "Office", propertyCategory: "Commercial", area: "Hamra", photos: "hamra.jpg", featured_photo: "" }],
      photos,
    );
    await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental/);
    await expect(page.getByRole("status")).toContainText(en.toasts.bulkUploaded.title);
    const saved = await testDb().select().from(properties).where(eq(properties.ownerId, user.id));
    expect(saved.map((row) => row.title).sort()).toEqual(["Office in Hamra", "Sunny flat near Sassine"]);
    const flat = saved.find((row) => row.title === good.title)!;
    const images = await testDb().select().from(propertyImages).where(eq(propertyImages.propertyId, flat.id));
    // balcony.jpg is the featured photo: first.
    expect(images.sort((a, b) => a.position - b.position).map((image) => image.width)).toEqual([340, 320, 330]);
  });

  test("axe finds nothing serious on /bulk in English and Arabic", async ({ page }) => {
    await signInAs(page);
    for (const [path, heading] of [
      ["/bulk", en.pages.bulk],
      ["/bulk?lang=ar", ar.pages.bulk],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectAccessible(page);
    }
  });
});
