import type { Locator, Page } from "@playwright/test";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { compactPrice } from "../../domain/map-markers.ts";
import { formatMoney } from "../../domain/money.ts";
import { SEARCH_PAGE_SIZE } from "../../domain/search.ts";
import { type Place, pricedListingAt } from "../support/places.ts";
import { expect, newUser, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";

// Decision 0036: the map shows every result of the search, clustered, loaded for the visible area.

const BEIRUT: Place = { latitude: 33.885, longitude: 35.5, district: "Beirut", city: "Achrafieh" };
const JOUNIEH: Place = { latitude: 33.98, longitude: 35.635, district: "Keserwan", city: "Jounieh" };
const PHOTO_KEY = "listings/map-test/photo-800.webp";

/** 36 rentals on a grid across Beirut (one a Latin-titled chalet with a photo) and 4 in Jounieh: more than a page. */
async function rentals(word: string) {
  const owner = await newUser();
  const rows = [
    ...Array.from({ length: 36 }, (_, index) => ({
      place: { ...BEIRUT, latitude: BEIRUT.latitude + Math.floor(index / 6) * 0.003, longitude: BEIRUT.longitude + (index % 6) * 0.003 },
      title: index === 14 ? `2-bedroom chalet ${word}` : `Flat ${index} ${word}`,
      usd: index === 14 ? 1200 : 600 + index * 25,
    })),
    ...Array.from({ length: 4 }, (_, index) => ({
      place: { ...JOUNIEH, latitude: JOUNIEH.latitude + index * 0.002 },
      title: `Sea flat ${index} ${word}`,
      usd: 900,
    })),
  ];
  for (const { place, title, usd } of rows) {
    await pricedListingAt(testDb(), place, { ownerId: owner.id, title, usd, bedroom: 2, featuredPhotoKey: title.startsWith("2-bedroom") ? PHOTO_KEY : null });
  }
  return rows.length;
}

/** How many listings the map's markers stand for: each cluster's count, and one per price pin. */
const shownOnMap = (map: Locator) =>
  map.evaluate(
    (element) =>
      [...element.querySelectorAll<HTMLElement>("[data-count]")].reduce((sum, cluster) => sum + Number(cluster.dataset.count), 0) +
      element.querySelectorAll("[data-listing-id]").length,
  );

/** Every view the map asked markers for, in order (`zoom`, `west`, ...). */
function markerRequests(page: Page) {
  const views: URLSearchParams[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/resources/map-markers?") && response.ok()) views.push(new URL(response.url()).searchParams);
  });
  return views;
}

for (const [language, catalog] of [
  ["en", en],
  ["ar", ar],
] as const) {
  test(`${language}: the map shows every result, clustered, loads the area as it moves, and opens a pin's popup`, async ({ page }) => {
    // Forty listings to write and a map to zoom step by step: longer than a page's test.
    test.setTimeout(90_000);
    const word = `zqmap${Date.now().toString(36)}${language}`;
    const total = await rentals(word);
    expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE);

    const views = markerRequests(page);
    const zoom = (view: URLSearchParams | undefined) => Number(view?.get("zoom"));
    await page.goto(`/rent?lang=${language}&search=${word}&view=map`);
    await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    const map = page.getByRole("region", { name: catalog.search.mapLabel });
    // The country's answer frames the results: the map moves closer and asks for that view.
    await expect.poll(() => views.length).toBeGreaterThanOrEqual(1);
    await expect.poll(() => zoom(views.at(-1))).toBeGreaterThan(zoom(views[0]));
    const framed = views.at(-1)!;
    // Every result, not the 24 of a page, in clusters whose counts add up.
    await expect.poll(() => shownOnMap(map)).toBe(total);
    await expect(map.locator("[data-count]").first()).toBeVisible();

    // Panning asks for the new area, at the same zoom.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => views.at(-1)?.get("west")).not.toBe(framed.get("west"));
    expect(zoom(views.at(-1))).toBe(zoom(framed));
    const updating = page.getByText(catalog.map.updating);
    await expect(updating).toBeHidden();

    // Clicking a cluster zooms into it, and the closer view loads its own markers, until the chalet shows as a price pin.
    const chalet = map.getByRole("button", { name: new RegExp(`2-bedroom chalet ${word}`) });
    for (let step = 0; step < 8 && !(await chalet.isVisible()); step++) {
      const before = zoom(views.at(-1));
      const clusters = map.locator("[data-count]");
      const counts = await clusters.evaluateAll((elements) => elements.map((element) => Number((element as HTMLElement).dataset.count)));
      // The largest holds Beirut's grid, and the chalet.
      await clusters.nth(counts.indexOf(Math.max(...counts))).click();
      await expect.poll(() => zoom(views.at(-1))).toBeGreaterThan(before);
      await expect(updating).toBeHidden();
    }
    await expect(chalet).toBeVisible();
    // The pin's accessible name carries the whole price and the title; it shows the short price.
    await expect(chalet).toContainText(compactPrice(1200, "USD", language));

    await chalet.click();
    const popup = map.getByTestId("map-popup");
    await expect(popup).toBeVisible();
    await expect(popup.locator("img")).toHaveAttribute("src", `/media/${PHOTO_KEY}`);
    await expect(popup).toContainText(formatMoney(1200, "USD", language));
    await expect(popup.getByRole("link", { name: catalog.search.viewListing })).toHaveAttribute("href", /^\/rental\//);
    // The owner's Latin title keeps its own direction on an Arabic page: "2-bedroom chalet", never "…chalet-2".
    const title = popup.locator("bdi", { hasText: `2-bedroom chalet ${word}` });
    await expect(title).toHaveAttribute("dir", "auto");
    expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");

    await expectAccessible(page);
  });
}
