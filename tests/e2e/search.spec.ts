import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import en from "../../app/i18n/locales/en.ts";
import { listingKeywords } from "../../domain/listing-prices.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { properties } from "../../server/db/schema.ts";
import { expect, newUser, test, testDb } from "./support.ts";

const s = en.search;
const DAY = 86_400_000;

/** A public listing found by the unique word in its title (other tests' listings never match it). */
async function listing(ownerId: string, title: string, values: { usd: number; bedroom: number; daysOnMarket: number; listingType?: "Rental" | "Sale"; visible?: boolean }) {
  const row = await createListing(testDb(), { ownerId, title, status: "Approved", listingType: values.listingType, visible: values.visible });
  await testDb()
    .update(properties)
    .set({
      price: values.usd,
      usdPriceCalculated: values.usd,
      lbpPriceCalculated: values.usd * 89_500,
      bedroom: values.bedroom,
      district: "Beirut",
      city: "Achrafieh",
      latitude: 33.888 + values.usd / 1e6,
      longitude: 35.52,
      marketDate: new Date(Date.now() - values.daysOnMarket * DAY),
      keywords: listingKeywords({ title, district: "Beirut", city: "Achrafieh" }),
    })
    .where(eq(properties.id, row.id));
  return row.id;
}

const titles = (page: Page) => page.getByRole("article").locator("h3").allTextContents();

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`), page.url()).toEqual([]);
}

test.describe("search", () => {
  test.describe.configure({ timeout: 60_000 });

  test("keywords (debounced), a filter, a sort, pages and the back button, all in the address", async ({ page }) => {
    const word = `zq${Date.now().toString(36)}`;
    const owner = await newUser();
    // 26 listings: two pages of results; prices 1000.. and bedrooms 1 or 3.
    for (let index = 0; index < 26; index++) {
      await listing(owner.id, `Flat ${index} ${word}`, { usd: 1000 + index * 10, bedroom: index % 2 ? 3 : 1, daysOnMarket: index });
    }
    await page.goto("/rent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.rent);

    await page.getByLabel(s.keywords).fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(page.getByText(s.found.replace("{{count}}", "26"))).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(24);
    // Newest on the market first among equal plans.
    expect((await titles(page))[0]).toBe(`Flat 0 ${word}`);

    await page.getByRole("link", { name: s.pageNumber.replace("{{page}}", "2") }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("article")).toHaveCount(2);

    await page.getByText(s.filters, { exact: true }).click();
    await page.getByLabel(s.bedroomsMin).selectOption("3");
    await page.getByRole("button", { name: s.apply }).click();
    await expect(page).toHaveURL(/bedroom_min=3/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(s.found.replace("{{count}}", "13"))).toBeVisible();

    await page.getByLabel(s.sort).selectOption("price_desc");
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect.poll(async () => (await titles(page))[0]).toBe(`Flat 25 ${word}`);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(async () => (await titles(page))[0]).toBe(`Flat 1 ${word}`);
    await expect(page.getByLabel(s.bedroomsMin)).toHaveValue("3");

    await page.getByLabel(s.keywords).fill(`${word} nothingmatches`);
    await expect(page.getByText(s.empty)).toBeVisible();
    await page.getByRole("link", { name: s.clear }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/rent" && url.search === "");
  });

  test("an owner's page lists only their public rentals, on a list or a map", async ({ page }) => {
    const owner = await newUser({ firstName: "Rima", lastName: "Haddad" });
    const word = `zq${Date.now().toString(36)}o`;
    await listing(owner.id, `Garden flat ${word}`, { usd: 900, bedroom: 2, daysOnMarket: 1 });
    await listing(owner.id, `Roof flat ${word}`, { usd: 1500, bedroom: 3, daysOnMarket: 2 });
    await listing(owner.id, `House for sale ${word}`, { usd: 300_000, bedroom: 4, daysOnMarket: 1, listingType: "Sale" });
    await listing(owner.id, `Hidden flat ${word}`, { usd: 700, bedroom: 1, daysOnMarket: 1, visible: false });

    await page.goto(`/owner/rental/${owner.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.ownerRentals.replace("{{name}}", "Rima Haddad"));
    expect(await titles(page)).toEqual([`Garden flat ${word}`, `Roof flat ${word}`]);

    await page.getByRole("link", { name: s.map }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole("region", { name: s.mapLabel });
    await expect(map).toBeVisible();
    // Tiles come from MAP_TILE_URL (the local tile server of global-setup.ts) and the CSP lets them in.
    await expect(map.locator(`img.leaflet-tile-loaded[src^="${process.env.E2E_TILE_ORIGIN}/"]`).first()).toBeAttached();
    await expect(map.locator(".leaflet-control-attribution")).toContainText(process.env.E2E_TILE_ATTRIBUTION!);
    // The markers are vector paths drawn by Leaflet.
    await expect(map.locator("path.leaflet-interactive")).toHaveCount(2);
    await map.locator("path.leaflet-interactive").first().click({ force: true });
    await expect(map.getByRole("link", { name: s.viewListing })).toHaveAttribute("href", /^\/rental\//);

    const missing = await page.goto("/owner/rental/00000000-0000-4000-8000-00000000dead");
    expect(missing?.status()).toBe(404);
  });

  test("keywords match in Arabic and in English, whatever the hamza or the case", async ({ page }) => {
    const word = `zq${Date.now().toString(36)}ar`;
    const owner = await newUser();
    const row = await createListing(testDb(), { ownerId: owner.id, title: `شقة مطلة على البحر في الأشرفية ${word}`, status: "Approved" });
    await testDb()
      .update(properties)
      .set({ keywords: listingKeywords({ title: row.title, district: "Beirut", city: "Achrafieh", areaNames: ["الأشرفية", "بيروت"] }) })
      .where(eq(properties.id, row.id));
    const ar = (await import("../../app/i18n/locales/ar/search.ts")).default;

    // Arabic typed without the hamza, on the Arabic page.
    await page.goto("/rent?lang=ar");
    await page.getByLabel(ar.keywords).fill(`الاشرفية ${word}`);
    await expect(page).toHaveURL(new RegExp(word));
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText(word);

    // The English name of the place, in capitals.
    await page.goto(`/rent?lang=en&search=ACHRAFIEH+${word}`);
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("/rent passes axe in English and Arabic", async ({ page }) => {
    await page.goto("/rent");
    await page.getByText(s.filters, { exact: true }).click();
    await expectAccessible(page);
    await page.goto("/rent?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByText((await import("../../app/i18n/locales/ar/search.ts")).default.filters, { exact: true }).click();
    await expectAccessible(page);
  });
});
