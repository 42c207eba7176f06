import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingKeywords } from "../../domain/listing-prices.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { areas, properties } from "../../server/db/schema.ts";
import { expect, newUser, signInAs, test, testDb } from "./support.ts";

// Issue 19 (decision 0037): prices typed as people write them, the Area filter scoped to the
// district, the features filter, and places named in the reader's language; in English and Arabic.

const LANGUAGES = [
  { lang: "en", catalog: en, achrafieh: "Achrafieh", beirut: "Beirut", tyreArea: "Abbassieh" },
  { lang: "ar", catalog: ar, achrafieh: "الأشرفية", beirut: "بيروت", tyreArea: "العباسية" },
] as const;

const uniqueWord = (suffix: string) => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${suffix}`;

async function achrafieh() {
  const [row] = await testDb().select().from(areas).where(eq(areas.area, "Achrafieh"));
  return row!;
}

/** The price step of the posting form, reached with the basics filled. */
async function toPriceStep(page: Page, catalog: typeof en, title: string) {
  const editor = catalog.listingEditor;
  await page.getByLabel(editor.title).fill(title);
  await page.getByLabel(editor.propertyType).selectOption("Apartment");
  await page.getByLabel(editor.propertyCategory).selectOption("Residential");
  await page.getByRole("button", { name: editor.next }).click();
  return page.getByRole("textbox", { name: editor.price, exact: true });
}

test.describe("posting a price as people type it", () => {
  for (const { lang, catalog, achrafieh: areaName } of LANGUAGES) {
    const editor = catalog.listingEditor;
    const typed = lang === "en" ? ["1 250", "1,250"] : ["١٢٥٠", "١٬٢٥٠"];

    test(`${lang}: "${typed.join('", "')}" are 1250; a price that is not a number says so`, async ({ page }) => {
      const owner = await signInAs(page);
      await page.goto(`/postlisting?lang=${lang}`);
      const price = await toPriceStep(page, catalog, `Price formats ${lang} ${uniqueWord("p")}`);
      await page.getByLabel(editor.paymentFrequency).selectOption("Monthly");

      await price.fill("12abc");
      await page.getByRole("button", { name: editor.next }).click();
      await expect(page.getByText(catalog.features.priceNotNumber)).toBeVisible();
      await expect(page.getByText(catalog.listingForm.priceRequired)).toHaveCount(0);
      await expect(price).toHaveValue("12abc");

      // Each accepted format lets the owner move on.
      for (const text of typed) {
        await price.fill(text);
        await page.getByRole("button", { name: editor.next }).click();
        await expect(page.getByLabel(editor.size)).toBeVisible();
        await page.getByRole("button", { name: editor.back }).click();
      }
      await page.getByRole("button", { name: editor.next }).click();
      await page.getByLabel(editor.size).fill("140");
      await page.getByRole("button", { name: editor.next }).click();
      // The areas in the reader's language.
      await page.getByLabel(editor.area).selectOption({ label: areaName });
      await page.getByRole("button", { name: editor.next }).click();
      await page.getByRole("button", { name: editor.next }).click();
      await page.getByRole("button", { name: editor.submit }).click();
      await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental$/);
      const [saved] = await testDb().select().from(properties).where(eq(properties.ownerId, owner.id));
      expect(saved).toMatchObject({ price: 1250, unit: "USD", city: "Achrafieh" });
    });
  }
});

test.describe("the search filters", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { lang, catalog, achrafieh: areaName, beirut, tyreArea } of LANGUAGES) {
    const s = catalog.search;

    test(`${lang}: the Area list holds the chosen district's areas, named in the page's language`, async ({ page }) => {
      await page.goto(`/rent?lang=${lang}`);
      const area = page.getByLabel(s.area, { exact: true });
      // No district: the Area list waits for one and says so (issue 44), rather than every district's areas.
      await expect(area).toBeDisabled();
      await expect(area).toHaveAccessibleDescription(s.areaAfterDistrict);
      await expect(area.locator("option", { hasText: tyreArea })).toHaveCount(0);
      await page.getByLabel(s.district, { exact: true }).selectOption("Beirut");
      await expect(area).toBeEnabled();
      await expect(page.getByLabel(s.district, { exact: true }).locator("option:checked")).toHaveText(beirut);
      await expect(area.locator("option", { hasText: tyreArea })).toHaveCount(0);
      await expect(area.locator("option", { hasText: areaName })).toHaveCount(1);
      const beirutAreas = await testDb().select({ id: areas.id }).from(areas).where(eq(areas.district, "Beirut"));
      const offered = await area.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      expect(offered.map(Number).toSorted((a, b) => a - b)).toEqual(beirutAreas.map((row) => row.id).toSorted((a, b) => a - b));

      // An area chosen, then another district: the area no longer applies.
      await area.selectOption({ label: areaName });
      await page.getByLabel(s.district, { exact: true }).selectOption("Tyre");
      await expect(area).toHaveValue("");
    });

    test(`${lang}: a feature filter finds the listing that has it; its card names the place in the page's language`, async ({ page }) => {
      const word = uniqueWord(lang);
      const place = await achrafieh();
      const owner = await newUser();
      const listing = async (title: string, special: string[]) => {
        const row = await createListing(testDb(), {
          ownerId: owner.id,
          title,
          status: "Approved",
          usdPriceCalculated: 900,
          lbpPriceCalculated: 900 * 89_500,
          district: place.district,
          city: place.area,
          areaId: place.id,
          latitude: place.latitude,
          longitude: place.longitude,
          special,
          keywords: listingKeywords({ title, district: place.district, city: place.area }),
        });
        return row.id;
      };
      const solar = `Solar flat ${word}`;
      const plain = `Plain flat ${word}`;
      await listing(solar, ["Solar panels", "Elevator"]);
      await listing(plain, ["Elevator"]);

      await page.goto(`/rent?lang=${lang}&search=${word}`);
      const cards = page.getByRole("article").locator("h3");
      await expect(cards).toHaveCount(2);
      await page.getByRole("checkbox", { name: catalog.listingValues.special["Solar panels"], exact: true }).check();
      await page.getByRole("button", { name: s.apply }).click();
      await expect(page).toHaveURL((url) => url.searchParams.getAll("features").join(",") === "solar_panels");
      await expect(cards).toHaveText([solar]);
      await expect(page.getByRole("article", { name: solar })).toContainText(areaName);
      await expect(page.getByRole("checkbox", { name: catalog.listingValues.special["Solar panels"], exact: true })).toBeChecked();

      // A feature both have finds both.
      await page.getByRole("checkbox", { name: catalog.listingValues.special["Solar panels"], exact: true }).uncheck();
      await page.getByRole("checkbox", { name: catalog.listingValues.special.Elevator, exact: true }).check();
      await page.getByRole("button", { name: s.apply }).click();
      await expect(page).toHaveURL((url) => url.searchParams.getAll("features").join(",") === "elevator");
      await expect(cards).toHaveCount(2);
    });
  }

  test("a shared address fills the Arabic filters: the area by its Arabic name, the feature ticked", async ({ page }) => {
    const place = await achrafieh();
    await page.goto(`/rent?lang=ar&district=Beirut&area=${place.id}&features=parking`);
    await expect(page.getByLabel(ar.search.area, { exact: true }).locator("option:checked")).toHaveText("الأشرفية");
    await expect(page.getByRole("checkbox", { name: ar.listingValues.special.Parking, exact: true })).toBeChecked();
  });
});
