import { type Locator, type Page } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { isolate } from "../../domain/bidi.ts";
import { listingKeywords } from "../../domain/listing-prices.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { areas, properties } from "../../server/db/schema.ts";
import { expect, newUser, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";
import { DAY_MS } from "../../domain/days.ts";

const s = en.search;
const LBP_PER_USD = 89_500;

interface Place {
  id: number | null;
  district: string;
  area: string;
  latitude: number;
  longitude: number;
}
const ACHRAFIEH: Place = { id: null, district: "Beirut", area: "Achrafieh", latitude: 33.888, longitude: 35.52 };

/** Reference areas by name, in the order asked. */
async function places(...names: string[]): Promise<Place[]> {
  const rows = await testDb().select().from(areas).where(inArray(areas.area, names));
  return names.map((name) => rows.find((row) => row.area === name)!);
}

/**
 * A public listing (unless told otherwise) as saving leaves it: its price in both currencies, its
 * place and folded keywords. Tests find their own by a unique word in the titles (other tests'
 * listings never match it).
 */
async function listing(
  ownerId: string,
  title: string,
  values: Omit<ListingFactoryInput, "ownerId" | "title"> & { usd: number; daysOnMarket: number; place?: Place },
) {
  const { usd, daysOnMarket, place = ACHRAFIEH, ...columns } = values;
  const row = await createListing(testDb(), {
    ownerId,
    title,
    status: "Approved",
    price: usd,
    usdPriceCalculated: usd,
    lbpPriceCalculated: usd * LBP_PER_USD,
    district: place.district,
    city: place.area,
    areaId: place.id,
    // Apart, so each has its own pin on a map.
    latitude: place.latitude + usd / 1e6,
    longitude: place.longitude,
    marketDate: new Date(Date.now() - daysOnMarket * DAY_MS),
    keywords: listingKeywords({ title, district: place.district, city: place.area }),
    ...columns,
  });
  return row.id;
}

const uniqueWord = (suffix: string) => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${suffix}`;
const titles = (page: Page) => page.getByRole("article").locator("h3").allTextContents();
/** The result cards' titles, in order (retried until they match). */
const cards = (page: Page) => page.getByRole("article").locator("h3");
const foundCount = (page: Page, count: number) => page.getByRole("heading", { name: s.found.replace("{{count}}", String(count)), exact: true });

async function setControl(control: Locator, value: string) {
  if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
  else await control.fill(value);
}

/**
 * Four rentals and what must never show among them (a sale, a listing waiting for approval):
 * two in Halba (Akkar), two in Hermel, each plan, type, size, price and room count told apart.
 * Featured order: platinum, gold and boosted, free and boosted, free.
 */
async function rentals(suffix: string) {
  const word = uniqueWord(suffix);
  const [halba, hermel] = await places("Halba", "Hermel");
  const owner = await newUser();
  const t = { flat: `Sea view flat ${word}`, studio: `Studio ${word}`, villa: `Villa ${word}`, office: `Office ${word}` };
  await listing(owner.id, t.flat, {
    usd: 1200,
    daysOnMarket: 1,
    place: halba,
    size: 150,
    bedroom: 2,
    bathroom: 2,
    furnished: true,
    propertyType: "Apartment",
    propertyCategory: "Residential",
    planId: "platinum",
  });
  // Priced in lira: its dollar price is the one calculated when it was saved.
  await listing(owner.id, t.studio, {
    usd: 800,
    unit: "LBP",
    price: 800 * LBP_PER_USD,
    daysOnMarket: 5,
    place: halba,
    size: 90,
    bedroom: 1,
    bathroom: 1,
    propertyType: "Studio",
    propertyCategory: "Residential",
    planId: "gold",
    boosted: true,
  });
  // Bigger than the size filter's open top (1001 m², "and above").
  await listing(owner.id, t.villa, {
    usd: 3000,
    daysOnMarket: 2,
    place: hermel,
    size: 5000,
    bedroom: 4,
    bathroom: 3,
    propertyType: "Villa",
    propertyCategory: "Residential",
  });
  await listing(owner.id, t.office, {
    usd: 500,
    daysOnMarket: 3,
    place: hermel,
    size: 60,
    bedroom: 0,
    bathroom: 1,
    propertyType: "Office",
    propertyCategory: "Commercial",
    boosted: true,
  });
  await listing(owner.id, `House for sale ${word}`, { usd: 1000, daysOnMarket: 0, place: halba, listingType: "Sale" });
  await listing(owner.id, `Waiting flat ${word}`, { usd: 1000, daysOnMarket: 0, place: halba, status: "Pending Approval" });
  return { word, t, halba: halba!, hermel: hermel! };
}

interface FilterCase {
  /** Control labels and the value to choose or type. */
  set: Record<string, string>;
  /** What the address must then say. */
  address: (url: URL) => boolean;
  expected: string[];
}

const has = (query: Record<string, string>) => (url: URL) => Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value);

/**
 * The cases one after another on the same page, as a visitor changes the filters: each puts the
 * previous case's controls back, sets its own and asks for the results. `shown` is what the page
 * shows first.
 */
async function expectFilters(page: Page, shown: string[], cases: FilterCase[]) {
  await expect(cards(page)).toHaveText(shown);
  let previous: FilterCase | undefined;
  for (const current of cases) {
    // Each differs from the results before it, so a match is never the page before the submit.
    expect(current.expected).not.toEqual(previous?.expected ?? shown);
    // From lg up the filters sit beside the results (decision 0030).
    // Cleared last-set first: the Area list waits for its district.
    for (const label of Object.keys(previous?.set ?? {}).reverse()) await setControl(page.getByLabel(label, { exact: true }), "");
    for (const [label, value] of Object.entries(current.set)) await setControl(page.getByLabel(label, { exact: true }), value);
    await page.getByRole("button", { name: s.apply }).click();
    const description = JSON.stringify(current.set);
    await expect(page, description).toHaveURL(current.address);
    await expect(cards(page), description).toHaveText(current.expected);
    await expect(foundCount(page, current.expected.length), description).toBeVisible();
    previous = current;
  }
}

test.describe("search", () => {
  test.describe.configure({ timeout: 60_000 });

  // A submit that never became an address failed in full runs only: what the page asked and said is
  // printed with a failure (every request, its answer's status and time, the console, page errors).
  const journal = new WeakMap<Page, string[]>();
  test.beforeEach(({ page }) => {
    const lines: string[] = [];
    const started = Date.now();
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
    page.on("request", (request) => lines.push(`${at()} -> ${request.method()} ${request.url()}`));
    page.on("response", (response) => lines.push(`${at()} <- ${response.status()} ${response.url()}`));
    page.on("requestfailed", (request) => lines.push(`${at()} xx ${request.url()} ${request.failure()?.errorText}`));
    page.on("console", (message) => lines.push(`${at()} console.${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => lines.push(`${at()} pageerror: ${error.message}`));
    page.on("framenavigated", (frame) => frame === page.mainFrame() && lines.push(`${at()} address: ${frame.url()}`));
    journal.set(page, lines);
  });
  test.afterEach(({ page }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) console.log(`${testInfo.title}, what the page did:\n${(journal.get(page) ?? []).join("\n")}`);
  });

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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.ownerRentals.replace("{{name}}", isolate("Rima Haddad")));
    expect(await titles(page)).toEqual([`Garden flat ${word}`, `Roof flat ${word}`]);

    await page.getByRole("link", { name: s.map }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole("region", { name: s.mapLabel });
    await expect(map).toBeVisible();
    // Tiles come from MAP_TILE_URL (the local tile server of global-setup.ts) and the CSP lets them in.
    await expect(map.locator(`img.leaflet-tile-loaded[src^="${process.env.E2E_TILE_ORIGIN}/"]`).first()).toBeAttached();
    await expect(map.locator(".leaflet-control-attribution")).toContainText(process.env.E2E_TILE_ATTRIBUTION!);
    // Only this owner's two public rentals (decision 0036): a cluster of two, or two price pins once framed.
    const pins = map.locator("[data-listing-id]");
    await expect(map.locator('[data-count="2"]').or(pins.nth(1))).toBeVisible();
    if (!(await pins.first().isVisible())) await map.locator('[data-count="2"]').click();
    await expect(pins).toHaveCount(2);
    await pins.first().click();
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
    const ar = (await import("../../domain/i18n/locales/ar/search.ts")).default;

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

  test("/rent: district, area, property type, category and furnishing each narrow a known fixture", async ({ page }) => {
    const { word, t, hermel } = await rentals("p");
    await page.goto("/rent");
    await page.getByLabel(s.keywords).fill(word);
    await expect(page).toHaveURL(has({ search: word }));
    await expectFilters(
      page,
      [t.flat, t.studio, t.office, t.villa],
      [
        { set: { [s.district]: "Akkar" }, address: has({ district: "Akkar" }), expected: [t.flat, t.studio] },
        // The Area list waits for its district (decision 0079's rough edges): the district first, then the area.
        { set: { [s.district]: hermel.district, [s.area]: String(hermel.id) }, address: has({ area: String(hermel.id) }), expected: [t.office, t.villa] },
        { set: { [s.propertyType]: "Villa" }, address: has({ property_type: "Villa" }), expected: [t.villa] },
        { set: { [s.category]: "Commercial" }, address: has({ property_category: "Commercial" }), expected: [t.office] },
        { set: { [s.furnished]: "true" }, address: has({ furnished: "true" }), expected: [t.flat] },
        { set: { [s.furnished]: "false" }, address: has({ furnished: "false" }), expected: [t.studio, t.office, t.villa] },
      ],
    );
  });

  test("/rent: price in dollars and in lira, size, bedrooms and bathrooms, the top values open-ended", async ({ page }) => {
    const { word, t } = await rentals("n");
    const all = [t.flat, t.studio, t.office, t.villa];
    const start = `/rent?search=${word}`;
    await page.goto(start);
    await expectFilters(page, all, [
      {
        set: { [`${s.priceMin} (USD)`]: "600", [`${s.priceMax} (USD)`]: "1500" },
        address: has({ price_min: "600", price_max: "1500" }),
        expected: [t.flat, t.studio],
      },
      { set: { [s.sizeMin]: "100" }, address: has({ size_min: "100" }), expected: [t.flat, t.villa] },
      { set: { [s.sizeMax]: "100" }, address: has({ size_max: "100" }), expected: [t.studio, t.office] },
      // SPEC.md §9: 1001 m² is the top, meaning "and above": as a floor it keeps the 5000 m² villa,
      // as a ceiling it is no ceiling at all.
      { set: { [s.sizeMin]: "1001" }, address: has({ size_min: "1001" }), expected: [t.villa] },
      { set: { [s.sizeMax]: "1001" }, address: (url) => url.search === `?search=${word}`, expected: all },
      { set: { [s.bedroomsMin]: "2" }, address: has({ bedroom_min: "2" }), expected: [t.flat, t.villa] },
      { set: { [s.bedroomsMax]: "1" }, address: has({ bedroom_max: "1" }), expected: [t.studio, t.office] },
      { set: { [s.bathroomsMin]: "2" }, address: has({ bathroom_min: "2" }), expected: [t.flat, t.villa] },
      { set: { [s.bathroomsMax]: "1" }, address: has({ bathroom_max: "1" }), expected: [t.studio, t.office] },
    ]);

    // Lira: choosing the currency shows the results at once; prices then filter on the calculated lira ones.
    await page.goto(start);
    await page.getByRole("radio", { name: "LBP" }).check();
    await expect(page).toHaveURL(has({ currency: "LBP" }));
    await expectFilters(page, all, [
      { set: { [`${s.priceMin} (LBP)`]: "100000000" }, address: has({ currency: "LBP", price_min: "100000000" }), expected: [t.flat, t.villa] },
      { set: { [`${s.priceMax} (LBP)`]: "80000000" }, address: has({ currency: "LBP", price_max: "80000000" }), expected: [t.studio, t.office] },
    ]);
    // A card shows the listing's own currency first, the other beside it.
    await expect(page.getByRole("article", { name: t.studio })).toContainText(/LBP\s*71,600,000\s*≈\s*\$800/);
  });

  test("/rent: every sort orders a known fixture, prices in dollars or in lira", async ({ page }) => {
    const { word, t } = await rentals("s");
    await page.goto(`/rent?search=${word}`);
    // Featured (the default): plan priority, then boosted, then newest on the market.
    await expect(cards(page)).toHaveText([t.flat, t.studio, t.office, t.villa]);
    // Each differs from the one before, so a match is never the page before the change.
    const sorts: Array<[string, string[]]> = [
      ["newest", [t.flat, t.villa, t.office, t.studio]],
      ["price_desc", [t.villa, t.flat, t.studio, t.office]],
      ["price_asc", [t.office, t.studio, t.flat, t.villa]],
      ["size", [t.villa, t.flat, t.studio, t.office]],
      ["featured", [t.flat, t.studio, t.office, t.villa]],
    ];
    for (const [sort, expected] of sorts) {
      await page.getByLabel(s.sort).selectOption(sort);
      await expect(page).toHaveURL((url) => (url.searchParams.get("sort") ?? "featured") === sort);
      await expect(cards(page), sort).toHaveText(expected);
    }
    await page.getByLabel(s.sort).selectOption("price_asc");
    await expect(cards(page)).toHaveText([t.office, t.studio, t.flat, t.villa]);
    await page.getByRole("radio", { name: "LBP" }).check();
    await expect(page).toHaveURL(has({ sort: "price_asc", currency: "LBP" }));
    await expect(cards(page)).toHaveText([t.office, t.studio, t.flat, t.villa]);
  });

  test("/buy: sales only, price bounds in both currencies with the open top, and the sorts", async ({ page }) => {
    const word = uniqueWord("b");
    const owner = await newUser();
    const t = { penthouse: `Penthouse ${word}`, house: `House ${word}`, land: `Land ${word}` };
    await listing(owner.id, t.penthouse, { usd: 1_500_000, daysOnMarket: 1, size: 300, listingType: "Sale", propertyType: "Penthouse" });
    await listing(owner.id, t.house, { usd: 250_000, daysOnMarket: 2, size: 200, listingType: "Sale", propertyType: "House" });
    await listing(owner.id, t.land, {
      usd: 90_000,
      unit: "LBP",
      price: 90_000 * LBP_PER_USD,
      daysOnMarket: 3,
      size: 1000,
      listingType: "Sale",
      propertyType: "Land",
      propertyCategory: "Land",
    });
    await listing(owner.id, `Flat for rent ${word}`, { usd: 1000, daysOnMarket: 0 });
    const start = `/buy?search=${word}`;
    const all = [t.penthouse, t.house, t.land];

    await page.goto(start);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.buy);
    for (const [sort, expected] of [
      ["price_asc", [t.land, t.house, t.penthouse]],
      ["price_desc", [t.penthouse, t.house, t.land]],
      ["size", [t.land, t.penthouse, t.house]],
    ] as const) {
      await page.getByLabel(s.sort).selectOption(sort);
      await expect(page).toHaveURL(has({ sort }));
      await expect(cards(page), sort).toHaveText([...expected]);
    }

    await page.goto(start);
    await expectFilters(page, all, [
      // $1,000,001 is the top for sales: as a floor it means "a million and above".
      { set: { [`${s.priceMin} (USD)`]: "1000001" }, address: has({ price_min: "1000001" }), expected: [t.penthouse] },
      { set: { [`${s.priceMax} (USD)`]: "300000" }, address: has({ price_max: "300000" }), expected: [t.house, t.land] },
      { set: { [s.category]: "Land" }, address: has({ property_category: "Land" }), expected: [t.land] },
    ]);
    await page.goto(start);
    await page.getByRole("radio", { name: "LBP" }).check();
    await expect(page).toHaveURL(has({ currency: "LBP" }));
    await expectFilters(page, all, [
      { set: { [`${s.priceMax} (LBP)`]: "10000000000" }, address: has({ currency: "LBP", price_max: "10000000000" }), expected: [t.land] },
    ]);
  });

  test("the page sends the areas of the district it shows; the Area list offers a district's areas once the visitor reaches the filters and chooses it", async ({
    page,
    browser,
  }) => {
    const all = await testDb().select({ id: areas.id, district: areas.district, area: areas.area, areaAr: areas.areaAr }).from(areas);
    const akkar = all.filter((row) => row.district === "Akkar");
    const areaOptions = (on: Page) => on.locator("#search-area option:not([value=''])");

    // Without scripts: no district chosen, no area but "Any area"; a district chosen, its areas only.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScripts = await plain.newPage();
    await noScripts.goto("/rent");
    await expect(areaOptions(noScripts)).toHaveCount(0);
    await noScripts.goto("/rent?district=Akkar");
    expect((await areaOptions(noScripts).allTextContents()).sort()).toEqual(akkar.map((row) => row.area).sort());
    await plain.close();

    // With scripts, nothing more is asked while the visitor reads the results; the rest arrive when
    // the pointer reaches the filters, in the page's language, and any district's areas can be chosen.
    const asked: string[] = [];
    page.on("request", (request) => request.url().includes("/resources/search-areas") && asked.push(request.url()));
    await page.goto("/rent?lang=ar");
    await page.mouse.wheel(0, 400);
    expect(asked).toEqual([]);
    await expect(areaOptions(page)).toHaveCount(0);
    await page.getByLabel(ar.search.district, { exact: true }).hover();
    await expect.poll(() => asked.length).toBe(1);
    // Not every district's areas at once (issue 44): the chosen district's.
    await expect(areaOptions(page)).toHaveCount(0);
    await page.getByLabel(ar.search.district, { exact: true }).selectOption("Beirut");
    const beirut = all.filter((row) => row.district === "Beirut");
    await expect(areaOptions(page)).toHaveCount(beirut.length);
    const achrafieh = all.find((row) => row.area === "Achrafieh")!;
    await page.getByLabel(ar.search.area, { exact: true }).selectOption({ label: achrafieh.areaAr });
    await page.getByRole("button", { name: ar.search.apply }).click();
    await expect(page).toHaveURL(has({ area: String(achrafieh.id) }));
    await expect(page.getByLabel(ar.search.area, { exact: true }).locator("option:checked")).toHaveText(achrafieh.areaAr);
    // The next search's panel starts with its district's areas.
    await expect(areaOptions(page)).toHaveCount(beirut.length);
  });

  test("/rent passes axe in English and Arabic", async ({ page }) => {
    await page.goto("/rent");
    await expectAccessible(page);
    await page.goto("/rent?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectAccessible(page);
  });
});
