import { createArea } from "../../server/db/factories/areas.server.ts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../server/db/factories/users.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { areas, listingPriceHistory } from "../../server/db/schema.ts";
import { compareListingPrice, compareListingPrices, readAreaPrices } from "../../server/market/area-prices.server.ts";
import { similarAsking } from "../../server/market/similar-asking.server.ts";
import { rollUpAreaPrices } from "../../server/market/roll-up-area-prices.server.ts";
import { currentLbpPerUsd, insertExchangeRate } from "../../server/money/exchange-rate.server.ts";
import { recomputePricesJob } from "../../server/money/recompute-prices.job.server.ts";
import { db, runtime } from "../../server/runtime.server.ts";

const NOW = new Date("2026-11-15T12:00:00Z");
const DISTRICT = "Pricetown";
const owner = await createUser(db());
const [hamra, quiet] = await db()
  .insert(areas)
  .values(
    ["Hamra", "Quiet"].map((area) => ({
      district: DISTRICT,
      districtAr: DISTRICT,
      districtFr: DISTRICT,
      area,
      areaAr: area,
      areaFr: area,
      latitude: 33.9,
      longitude: 35.5,
    })),
  )
  .returning();

const live = (input: { areaId: number; usd: number; paymentFrequency?: string; bedroom?: number; size?: number; listingType?: "Rental" | "Sale" }) =>
  createListing(db(), {
    ownerId: owner.id,
    status: "Approved",
    district: DISTRICT,
    price: input.usd,
    usdPriceCalculated: input.usd,
    paymentFrequency: input.paymentFrequency ?? "Monthly",
    bedroom: input.bedroom ?? 2,
    size: input.size ?? 100,
    listingType: input.listingType ?? "Rental",
    areaId: input.areaId,
    approvedOn: new Date("2026-01-01T00:00:00Z"),
    createdAt: new Date("2026-01-01T00:00:00Z"),
  });

// Hamra: nine monthly rents, a quarterly one ($2,700 a quarter is $900 a month), a yearly rent
// typed as monthly and a $1 listing (both outliers); Quiet: three rents only.
for (const usd of [600, 700, 750, 800, 850, 950, 1000, 1200, 1500]) await live({ areaId: hamra!.id, usd });
const quarterly = await live({ areaId: hamra!.id, usd: 2700, paymentFrequency: "Quarterly" });
await live({ areaId: hamra!.id, usd: 90_000 });
await live({ areaId: hamra!.id, usd: 1 });
const [quietOne] = await Promise.all([500, 550, 650].map((usd) => live({ areaId: quiet!.id, usd, bedroom: 1 })));
// Its price was $1,200 until 1 October, then cut to $900 (2,700 a quarter).
await db()
  .insert(listingPriceHistory)
  .values({ propertyId: quarterly.id, oldPrice: 3600, oldUnit: "USD", newPrice: 2700, newUnit: "USD", changedAt: new Date("2026-10-01T00:00:00Z") });

await rollUpAreaPrices(NOW);

const sqlMedian = async (areaId: number) => {
  const result = await db().execute<{ median: number }>(sql`
    select percentile_cont(0.5) within group (order by
      usd_price_calculated / (case payment_frequency when 'Quarterly' then 3 when 'Semi-annually' then 6 when 'Yearly' then 12 else 1 end)) as median
    from properties where area_id = ${areaId} and listing_type = 'Rental' and usd_price_calculated between 10 and 50000`);
  return Number(result.rows[0]!.median);
};

describe("area prices", () => {
  it("an area's median is the SQL median of the same listings, rents brought to a month and outliers left out", async () => {
    const prices = await readAreaPrices({ district: DISTRICT, area: hamra!.id, listing_type: "Rental" });
    expect(prices.listings).toBe(10);
    expect(prices.median).toBe(await sqlMedian(hamra!.id));
    expect(prices.median).toBe(875);
    expect(prices.lowerQuartile).toBeLessThan(prices.median!);
    expect(prices.upperQuartile).toBeGreaterThan(prices.median!);
    expect(prices.medianPerM2).toBe(8.75);
  });

  it("gives no figure resting on fewer than 5 listings, and counts an area in its district", async () => {
    const few = await readAreaPrices({ district: DISTRICT, area: quiet!.id, listing_type: "Rental" });
    expect(few).toMatchObject({ listings: 3, median: null, lowerQuartile: null, upperQuartile: null, medianPerM2: null, reducedShare: null });
    const district = await readAreaPrices({ district: DISTRICT, listing_type: "Rental" });
    expect(district.listings).toBe(13);
    const oneBedroom = await readAreaPrices({ district: DISTRICT, listing_type: "Rental", bedrooms: 1 });
    expect(oneBedroom.listings).toBe(3);
    expect(oneBedroom.median).toBeNull();
  });

  it("draws the trend from the listings live each month at the price they asked then", async () => {
    const prices = await readAreaPrices({ district: DISTRICT, area: hamra!.id, listing_type: "Rental" });
    expect(prices.trend.map((month) => month.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(prices.trend[0]).toEqual({ month: "2025-12", listings: 0, median: null });
    // In September the quarterly one asked $1,200 a month: the middle two were 950 and 1,000.
    expect(prices.trend.find((month) => month.month === "2026-09")).toEqual({ month: "2026-09", listings: 10, median: 900 });
    expect(prices.trend.at(-1)).toEqual({ month: "2026-11", listings: 10, median: 875 });
  });

  it("rebuilds the same rows when run again", async () => {
    const before = await db().execute(sql`select count(*)::int as rows from area_prices where district = ${DISTRICT}`);
    await rollUpAreaPrices(NOW);
    const after = await db().execute(sql`select count(*)::int as rows from area_prices where district = ${DISTRICT}`);
    expect(after.rows).toEqual(before.rows);
  });

  it("compares a listing with its area's comparable listings, only when there are at least 5", async () => {
    expect(await compareListingPrice(quarterly.id, "en")).toEqual({
      listingType: "Rental",
      price: 900,
      direction: "above",
      percent: 3,
      listings: 10,
      propertyType: "Apartment",
      bedrooms: 2,
      placeName: "Hamra",
      guidePath: "/prices/pricetown/hamra",
    });
    expect(await compareListingPrice(quietOne!.id, "en")).toBeNull();
  });

  it("compares a dashboard page of listings in one read, leaving out those with too few comparable listings", async () => {
    const compared = await compareListingPrices([quarterly.id, quietOne!.id], "ar");
    expect([...compared.keys()]).toEqual([quarterly.id]);
    expect(compared.get(quarterly.id)).toMatchObject({ direction: "above", percent: 3, listings: 10 });
  });

  it("tells an owner what similar homes ask: the area's bedrooms, else the area, else the district's bedrooms; nothing under 5", async () => {
    const hamraPrices = await readAreaPrices({ district: DISTRICT, area: hamra!.id, listing_type: "Rental", property_type: "Apartment", bedrooms: 2 });
    const twoBedrooms = await similarAsking({ area: hamra!.id, listing_type: "Rental", property_type: "Apartment", bedrooms: 2 }, "en");
    expect(twoBedrooms).toEqual({
      lowerQuartile: hamraPrices.lowerQuartile,
      upperQuartile: hamraPrices.upperQuartile,
      listings: 10,
      bedrooms: 2,
      placeName: "Hamra",
      guidePath: "/prices/pricetown/hamra",
    });
    // No three-bedroom homes in Hamra: every Hamra apartment.
    expect(await similarAsking({ area: hamra!.id, listing_type: "Rental", property_type: "Apartment", bedrooms: 3 }, "en")).toMatchObject({
      listings: 10,
      bedrooms: null,
      placeName: "Hamra",
    });
    // Three listings in Quiet: the district's ten two-bedroom ones (issue 44: the listing page's fallback).
    const district = await readAreaPrices({ district: DISTRICT, listing_type: "Rental", property_type: "Apartment", bedrooms: 2 });
    expect(await similarAsking({ area: quiet!.id, listing_type: "Rental", property_type: "Apartment", bedrooms: 2 }, "en")).toEqual({
      lowerQuartile: district.lowerQuartile,
      upperQuartile: district.upperQuartile,
      listings: 10,
      bedrooms: 2,
      placeName: DISTRICT,
      guidePath: "/prices/pricetown",
    });
    // Quiet's one-bedroom homes: three in the district; not the district's every bedroom count, which would mislead.
    expect(await similarAsking({ area: quiet!.id, listing_type: "Rental", property_type: "Apartment", bedrooms: 1 }, "en")).toBeNull();
    expect(await similarAsking({ area: hamra!.id, listing_type: "Sale", property_type: "Apartment" }, "en")).toBeNull();
    expect(await similarAsking({ area: hamra!.id, listing_type: "Rental", property_type: "Villa" }, "en")).toBeNull();
    expect(await similarAsking({ area: 2_000_000_000, listing_type: "Rental", property_type: "Apartment" }, "en")).toBeNull();
  });

  it("counts months in Beirut's calendar: a listing posted at 1 a.m. on 1 November in Beirut is November's", async () => {
    const dawn = await createArea(db(), { district: "Dawntown", area: "Dawn" });
    // 23:00 UTC on 31 October is 01:00 on 1 November in Beirut.
    const postedAt = new Date("2026-10-31T23:00:00Z");
    for (const usd of [700, 800, 900, 1000, 1100])
      await createListing(db(), {
        ownerId: owner.id,
        status: "Approved",
        district: "Dawntown",
        price: usd,
        usdPriceCalculated: usd,
        paymentFrequency: "Monthly",
        listingType: "Rental",
        areaId: dawn.id,
        approvedOn: postedAt,
        createdAt: postedAt,
      });
    await rollUpAreaPrices(NOW);
    const prices = await readAreaPrices({ district: "Dawntown", area: dawn.id, listing_type: "Rental" });
    expect(prices.trend.find((month) => month.month === "2026-10")).toEqual({ month: "2026-10", listings: 0, median: null });
    expect(prices.trend.at(-1)).toEqual({ month: "2026-11", listings: 5, median: 900 });
  });
});

describe("a new exchange rate", () => {
  it("moves the lira listings' figures at once: the price recompute job rolls the guides up again", async () => {
    const lira = await createArea(db(), { district: DISTRICT, area: "Lira" });
    const rate = await currentLbpPerUsd();
    for (const usd of [800, 900, 1000, 1100, 1200])
      await createListing(db(), {
        ownerId: owner.id,
        status: "Approved",
        district: DISTRICT,
        areaId: lira.id,
        unit: "LBP",
        price: usd * rate,
        usdPriceCalculated: usd,
        paymentFrequency: "Monthly",
        approvedOn: new Date("2026-01-01T00:00:00Z"),
        createdAt: new Date("2026-01-01T00:00:00Z"),
      });
    await rollUpAreaPrices();
    expect((await readAreaPrices({ district: DISTRICT, area: lira.id, listing_type: "Rental" })).median).toBe(1000);

    const admin = await createUser(db(), { admin: true });
    await db().transaction((tx) => insertExchangeRate(tx, rate * 2, admin.id));
    await recomputePricesJob.handler({}, { mail: runtime().mail });
    expect((await readAreaPrices({ district: DISTRICT, area: lira.id, listing_type: "Rental" })).median).toBe(500);
  });
});
