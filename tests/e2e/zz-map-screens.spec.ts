import { expect, test } from "./support.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { listingKeywords } from "../../domain/listing-prices.ts";
import { newUser, testDb } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
for (const language of ["en", "ar"]) {
  test(`screens ${language}`, async ({ page }) => {
    const word = `zqshot${Date.now().toString(36)}${language}`;
    const owner = await newUser();
    for (let index = 0; index < 60; index++) {
      const latitude = 33.87 + (index % 10) * 0.004 + (index > 40 ? 0.3 : 0);
      const longitude = 35.49 + Math.floor(index / 10) * 0.004;
      const title = index === 3 ? `2-bedroom chalet with sea view ${word}` : `شقة ${index} ${word}`;
      await createListing(testDb(), { ownerId: owner.id, title, status: "Approved", price: 500 + index * 137, usdPriceCalculated: 500 + index * 137, district: "Beirut", city: "Achrafieh", latitude, longitude, bedroom: 2, bathroom: 1, size: 120, keywords: listingKeywords({ title, district: "Beirut", city: "Achrafieh" }) });
    }
    await page.goto(`/rent?lang=${language}&search=${word}&view=map`);
    await expect(page.locator("[data-count]").first()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/mapshots/${language}-1.png`, fullPage: true });
    await page.locator("[data-count]").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/mapshots/${language}-2.png` });
    const counts = await page.locator("[data-count]").evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.count)));
    await page.locator("[data-count]").nth(counts.indexOf(Math.max(...counts))).click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/mapshots/${language}-3.png` });
    for (let i = 0; i < 4 && !(await page.locator("[data-listing-id]").first().isVisible()); i++) {
      const more = await page.locator("[data-count]").evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.count)));
      await page.locator("[data-count]").nth(more.indexOf(Math.max(...more))).click();
      await page.waitForTimeout(1500);
    }
    await page.getByTestId("results-map").screenshot({ path: `/tmp/mapshots/${language}-3b.png` });
    const chalet = page.getByRole("button", { name: /chalet/ });
    if (await chalet.isVisible()) await chalet.click();
    else await page.locator("[data-listing-id]").nth(8).click();
    await page.waitForTimeout(1000);
    await page.getByTestId("results-map").screenshot({ path: `/tmp/mapshots/${language}-4.png` });
  });
}
