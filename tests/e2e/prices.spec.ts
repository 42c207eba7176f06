import { and, asc, eq, inArray } from "drizzle-orm";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { addDays, DAY_MS } from "../../domain/days.ts";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { guidePath, guideSearchPath } from "../../domain/market.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { areas, listingDailyCounters, properties } from "../../server/db/schema.ts";
import { rollUpAreaPrices } from "../../server/market/roll-up-area-prices.server.ts";
import { expectAccessible } from "./axe.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

test.describe("an area's price guide", () => {
  test("shows the typical asking rent and its middle half, hides a figure on too few listings, in English and Arabic at phone size", async ({ page }) => {
    test.setTimeout(90_000);
    const [area] = await testDb().select().from(areas).where(eq(areas.district, "Beirut")).orderBy(asc(areas.area)).limit(1);
    const owner = await newUser();
    // Nine- and ten-bedroom homes there are this test's own (an earlier run's too): it starts without them.
    await testDb()
      .delete(properties)
      .where(and(eq(properties.areaId, area!.id), inArray(properties.bedroom, [9, 10])));
    // Six nine-bedroom rents make a figure; two ten-bedroom ones do not.
    const rent = (usd: number, bedroom: number) =>
      createListing(testDb(), {
        ownerId: owner.id,
        status: "Approved",
        district: area!.district,
        areaId: area!.id,
        // Villas: the posting and editing walks post apartments, and must not meet this test's figures.
        propertyType: "Villa",
        bedroom,
        price: usd,
        usdPriceCalculated: usd,
        paymentFrequency: "Monthly",
        // Posted two months ago (renewed since): the trend has three months of figures.
        createdAt: new Date(Date.now() - 62 * DAY_MS),
        approvedOn: new Date(),
        expiresOn: new Date(Date.now() + 30 * DAY_MS),
      });
    const [cheapest] = await Promise.all([1000, 1200, 1400, 1600, 1800, 2000].map((usd) => rent(usd, 9)));
    for (const usd of [3000, 3200]) await rent(usd, 10);
    await rollUpAreaPrices(new Date(), testDb());

    const path = guidePath(area!.district, area!.area);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.prices.title.replace("{{place}}", `${area!.area}, Beirut`));
    await expect(page.getByText(en.prices.honesty)).toBeVisible();
    const byBedrooms = page.getByRole("table", { name: en.prices.byBedrooms }).first();
    const nine = byBedrooms.getByRole("row").filter({ has: page.getByRole("link", { name: en.prices.seeGroup.replace("{{group}}", "9 bd") }) });
    await expect(nine.getByRole("cell")).toHaveText(["$1,500", "$1,250–$1,750", "6"]);
    await expect(nine.getByRole("link")).toHaveAttribute(
      "href",
      guideSearchPath({ district: area!.district, areaId: area!.id, listingType: "Rental", propertyType: null, bedrooms: 9 }),
    );
    const ten = byBedrooms.getByRole("row").filter({ has: page.getByRole("link", { name: en.prices.seeGroup.replace("{{group}}", "10 bd") }) });
    await expect(ten.getByRole("cell")).toHaveText([en.prices.notEnough, "2"]);
    await expect(page.getByTestId("median-Rental")).not.toHaveText(en.prices.notEnough);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await keepScreenshot(page, { path: test.info().outputPath("prices-en.png"), fullPage: true });

    await page.goto(`${path}?lang=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.prices.title.replace("{{place}}", `${area!.areaAr}، ${area!.districtAr}`));
    // The ten-bedroom row (other tests' homes of the area may add rows of their own).
    const arabicTen = page
      .getByRole("table", { name: ar.prices.byBedrooms })
      .first()
      .getByRole("row")
      .filter({ has: page.locator('a[href*="bedroom_min=10&"]') });
    await expect(arabicTen).toContainText(ar.prices.notEnough);
    await keepScreenshot(page, { path: test.info().outputPath("prices-ar.png"), fullPage: true });
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The cheapest one's page (back in English) compares it with the five others and itself, naming the group.
    await page.goto(`${listingPath(cheapest!)}?lang=en`);
    const comparison = page.getByTestId("price-comparison");
    await expect(comparison).toHaveText(`$1,000 a month: 33% below the typical 9-bedroom villa in ${area!.area} (6 listings compared).`);
    const guideLink = page.getByTestId("area-guide-link");
    await expect(guideLink).toHaveAttribute("href", path);
    // In Arabic the group is named in Arabic: a villa of nine bedrooms.
    await page.goto(`${listingPath(cheapest!)}?lang=ar`);
    await expect(page.getByTestId("price-comparison")).toContainText(`ل${ar.listingValues.propertyType.Villa} من 9 غرف نوم في ${area!.areaAr}`);
    await page.goto(`${listingPath(cheapest!)}?lang=en`);
    // Followed in the page (no reload): the guide's words load with it, none shows as a raw key.
    await guideLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.prices.title.replace("{{place}}", `${area!.area}, Beirut`));
    const trend = page.getByRole("figure", { name: en.prices.trendTitle });
    await expect(trend).toBeVisible();
    // The chart starts at the first month with a figure, not twelve months back.
    const months = await trend.getByRole("table").getByRole("row").count();
    expect(months - 1).toBeGreaterThanOrEqual(3);
    expect(months - 1).toBeLessThan(12);
    await expect(page.locator("main")).not.toContainText("prices.");
  });

  test("tells an owner where a price stands: while editing, on the dashboard and in the insights, in English and Arabic at phone size", async ({ page }) => {
    test.setTimeout(90_000);
    const [area] = await testDb().select().from(areas).where(eq(areas.district, "Beirut")).orderBy(asc(areas.area)).offset(1).limit(1);
    // Eight-bedroom homes there are this test's own (an earlier run's too): it starts without them.
    await testDb()
      .delete(properties)
      .where(and(eq(properties.areaId, area!.id), eq(properties.bedroom, 8)));
    const owner = await newUser();
    const neighbour = await newUser();
    const rent = (ownerId: string, usd: number) =>
      createListing(testDb(), {
        ownerId,
        status: "Approved",
        // Step 1 of the editor complete, so that Next moves on.
        propertyCategory: "Residential",
        description: "Eight bedrooms around a courtyard, two terraces and a garden.",
        district: area!.district,
        areaId: area!.id,
        propertyType: "Villa",
        bedroom: 8,
        price: usd,
        usdPriceCalculated: usd,
        paymentFrequency: "Monthly",
        approvedOn: new Date(),
        expiresOn: new Date(Date.now() + 30 * DAY_MS),
      });
    for (const usd of [1000, 1200, 1400, 1600, 1800]) await rent(neighbour.id, usd);
    const mine = await rent(owner.id, 2400);
    // A week of counted days (before yesterday, which the rollup rebuilds), for the insights' screenshots.
    await testDb()
      .insert(listingDailyCounters)
      .values(
        [2, 3, 4, 5, 6, 7, 8].map((ago) => ({
          propertyId: mine.id,
          ownerId: owner.id,
          day: addDays(beirutDay(), -ago),
          impression: 40 + ago * 7,
          views: 4 + ago,
          call: ago % 3,
        })),
      );
    await rollUpAreaPrices(new Date(), testDb());
    await signInWith(page, owner);

    // The six ask $1,000 to $2,400: the median is $1,500, the middle half $1,250 to $1,750.
    await page.goto("/dashboard?lang=en");
    const standing = page.getByRole("article", { name: mine.title }).getByTestId("price-standing");
    await expect(standing).toHaveText(`60% above what similar homes in ${area!.area} ask`);
    await expect(standing.getByRole("link")).toHaveAttribute("href", guidePath(area!.district, area!.area));

    await page.goto(`/dashboard/insights/${mine.id}`);
    const insight = page.getByRole("region", { name: en.insights.askingPrice });
    await expect(insight.getByTestId("price-comparison")).toContainText(`$2,400 a month: 60% above the typical 8-bedroom villa in ${area!.area}`);
    await keepScreenshot(page, { path: "docs/screens/listing-insights-en.png" });

    await page.goto(`/editlisting/${mine.id}`);
    await page.getByRole("button", { name: en.listingEditor.next }).click();
    await expect(page.getByTestId("similar-asking")).toHaveText(
      `In ${area!.area}, 8-bedroom villa listings usually ask $1,250 to $1,750 a month (the middle half of 6 listings). Asking prices in ${area!.area}`,
    );
    await keepScreenshot(page, { path: test.info().outputPath("similar-asking-en.png") });

    await page.goto("/dashboard?lang=ar");
    await expect(page.getByRole("article", { name: mine.title }).getByTestId("price-standing")).toContainText(area!.areaAr);
    await keepScreenshot(page, { path: test.info().outputPath("price-standing-ar.png"), fullPage: true });
    await page.goto(`/editlisting/${mine.id}`);
    // The editor says, in Arabic too, that a live listing stays online while its changes wait (decision 0076).
    await expect(page.getByTestId("edit-note")).toHaveText(ar.listingEditor.liveEditNote);
    await page.getByRole("button", { name: ar.listingEditor.next }).click();
    await expect(page.getByTestId("similar-asking")).toContainText(area!.areaAr);
    await keepScreenshot(page, { path: test.info().outputPath("similar-asking-ar.png") });
    await expectAccessible(page);
    await page.goto(`/dashboard/insights/${mine.id}`);
    await expect(page.getByRole("region", { name: ar.insights.askingPrice })).toBeVisible();
    await keepScreenshot(page, { path: "docs/screens/listing-insights-ar.png" });
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("is reached from home in two clicks and from a listing in one, its search shows the typical rent, in English and Arabic at phone size", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [area] = await testDb().select().from(areas).where(eq(areas.district, "Beirut")).orderBy(asc(areas.area)).offset(2).limit(1);
    const owner = await newUser();
    const listings = await Promise.all(
      [800, 900, 1000, 1100, 1200].map((usd) =>
        createListing(testDb(), {
          ownerId: owner.id,
          status: "Approved",
          district: area!.district,
          areaId: area!.id,
          propertyType: "Chalet",
          bedroom: 7,
          price: usd,
          usdPriceCalculated: usd,
          paymentFrequency: "Monthly",
          approvedOn: new Date(),
          expiresOn: new Date(Date.now() + 30 * DAY_MS),
        }),
      ),
    );
    await rollUpAreaPrices(new Date(), testDb());
    const path = guidePath(area!.district, area!.area);

    for (const [t, query, areaName, districtName] of [
      [en, "?lang=en", area!.area, area!.district],
      [ar, "?lang=ar", area!.areaAr, area!.districtAr],
    ] as const) {
      // Home → "Prices by area" → the area.
      await page.goto(`/${query}`);
      await page.getByRole("link", { name: t.prices.byArea, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.prices.index.title);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const district = page.getByTestId("guide-district").filter({ has: page.getByRole("heading", { name: districtName, exact: true }) });
      await district.getByRole("link", { name: areaName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(areaName);

      // A listing → its area's guide.
      await page.goto(`${listingPath(listings[0]!)}${query}`);
      await page.getByTestId("area-guide-link").click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));

      // The area's search: its typical rent, with the guide's link.
      await page.goto(`/rent${query}&district=${encodeURIComponent(area!.district)}&area=${area!.id}`);
      const typical = page.getByTestId("typical-price-here");
      await expect(typical).toContainText(t.prices.typicalRentHere.split("{{price}}")[0]!.trim());
      await expect(typical.getByRole("link")).toHaveAttribute("href", path);
    }
    await keepScreenshot(page, { path: test.info().outputPath("typical-here-ar.png") });
  });

  test("a sale's page works out the monthly payment from its price, the rate and the years", async ({ page }) => {
    const owner = await newUser();
    const [area] = await testDb().select().from(areas).where(eq(areas.district, "Metn")).limit(1);
    const sale = await createListing(testDb(), {
      ownerId: owner.id,
      status: "Approved",
      listingType: "Sale",
      district: area!.district,
      areaId: area!.id,
      price: 300_000,
      usdPriceCalculated: 300_000,
      downPayment: 60_000,
      paymentFrequency: null,
      approvedOn: new Date(),
      expiresOn: new Date(Date.now() + 30 * DAY_MS),
    });
    await page.goto(`${listingPath(sale)}?lang=en`);
    await page.getByText(en.prices.mortgage.open).click();
    // $240,000 borrowed at 8% over 20 years.
    const payment = page.getByTestId("mortgage-payment");
    await expect(payment).toContainText("$2,007 a month");
    const rate = page.getByLabel(en.prices.mortgage.rate);
    await rate.click();
    await rate.press("ControlOrMeta+a");
    await rate.pressSequentially("0");
    await expect(payment).toContainText("$1,000 a month");
    await expectAccessible(page);
  });

  test("answers 404 for a place that does not exist", async ({ page }) => {
    const response = await page.goto("/prices/nowhere-at-all");
    expect(response?.status()).toBe(404);
  });
});
