import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  comparedToTypical,
  fairGroup,
  trendFromFirstFigure,
  listingAgainstTypical,
  MIN_LISTINGS,
  monthlyAskingPrice,
  shownAreaPrices,
  shownFigure,
} from "../../domain/market.ts";

describe("monthlyAskingPrice", () => {
  it("brings a rent to a month and leaves a sale price as it is", () => {
    expect(monthlyAskingPrice(900, "Rental", "Monthly")).toBe(900);
    expect(monthlyAskingPrice(2700, "Rental", "Quarterly")).toBe(900);
    expect(monthlyAskingPrice(5400, "Rental", "Semi-annually")).toBe(900);
    expect(monthlyAskingPrice(10_800, "Rental", "Yearly")).toBe(900);
    expect(monthlyAskingPrice(900, "Rental", null)).toBe(900);
    expect(monthlyAskingPrice(250_000, "Sale", null)).toBe(250_000);
  });

  it("never gives more than the price asked for the whole period", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom("Monthly", "Quarterly", "Semi-annually", "Yearly"), (price, frequency) => {
        const monthly = monthlyAskingPrice(price, "Rental", frequency);
        expect(monthly).toBeGreaterThan(0);
        expect(monthly).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe("the minimum of listings", () => {
  it("hides a figure resting on fewer than 5 listings", () => {
    expect(MIN_LISTINGS).toBe(5);
    expect(shownFigure(900, 4)).toBeNull();
    expect(shownFigure(900, 5)).toBe(900);
    expect(shownFigure(null, 50)).toBeNull();
  });

  it("applies to every figure of a group, its per-m² and its months", () => {
    const row = {
      listings: 4,
      median: 900,
      lowerQuartile: 800,
      upperQuartile: 1000,
      sizedListings: 4,
      medianPerM2: 9,
      reducedListings: 1,
      trend: [
        { month: "2026-10", listings: 4, median: 850 },
        { month: "2026-11", listings: 6, median: 870 },
      ],
    };
    expect(shownAreaPrices(row)).toEqual({
      listings: 4,
      median: null,
      lowerQuartile: null,
      upperQuartile: null,
      sizedListings: 4,
      medianPerM2: null,
      reducedShare: null,
      trend: [
        { month: "2026-10", listings: 4, median: null },
        { month: "2026-11", listings: 6, median: 870 },
      ],
    });
    expect(shownAreaPrices({ ...row, listings: 8, reducedListings: 2 }).reducedShare).toBe(0.25);
    expect(shownAreaPrices(undefined)).toMatchObject({ listings: 0, median: null, trend: [] });
  });
});

describe("comparedToTypical", () => {
  it("says how far below or above the median a price lies, in whole percent", () => {
    expect(comparedToTypical(792, 900)).toEqual({ direction: "below", percent: 12 });
    expect(comparedToTypical(1080, 900)).toEqual({ direction: "above", percent: 20 });
    expect(comparedToTypical(901, 900)).toEqual({ direction: "typical", percent: 0 });
  });

  it("puts a price below the median below it, and one above above it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (price, median) => {
        const { direction, percent } = comparedToTypical(price, median);
        expect(percent).toBeGreaterThanOrEqual(0);
        if (direction === "below") expect(price).toBeLessThan(median);
        if (direction === "above") expect(price).toBeGreaterThan(median);
        if (price === median) expect(direction).toBe("typical");
      }),
    );
  });
});

describe("listingAgainstTypical", () => {
  it("compares the monthly rent with the median of at least 5 comparable listings, else gives nothing", () => {
    const rental = { usdPrice: 2376, listingType: "Rental" as const, paymentFrequency: "Quarterly" };
    expect(listingAgainstTypical(rental, { median: 900, listings: 31 })).toEqual({ price: 792, direction: "below", percent: 12, listings: 31 });
    expect(listingAgainstTypical(rental, { median: 900, listings: 4 })).toBeNull();
    expect(listingAgainstTypical({ ...rental, usdPrice: null }, { median: 900, listings: 31 })).toBeNull();
  });
});

describe("fairGroup", () => {
  const group = (areaId: number | null, bedrooms: number | null, listings: number) => ({
    areaId,
    bedrooms,
    listings,
    median: 1000,
    lowerQuartile: 900,
    upperQuartile: 1100,
  });
  const listing = { areaId: 7, bedrooms: 2 };

  it("takes the area's same bedrooms, else the area's every bedroom count, else the district's same bedrooms", () => {
    const exact = group(7, 2, MIN_LISTINGS);
    const area = group(7, null, 12);
    const district = group(null, 2, 40);
    expect(fairGroup([district, area, exact], listing)).toBe(exact);
    expect(fairGroup([district, area, group(7, 2, MIN_LISTINGS - 1)], listing)).toBe(area);
    expect(fairGroup([district, group(7, null, MIN_LISTINGS - 1)], listing)).toBe(district);
  });

  it("compares with nothing rather than the district's every bedroom count, or another area or bedroom count", () => {
    expect(fairGroup([group(null, null, 100), group(8, 2, 50), group(7, 3, 50), group(null, 3, 50)], listing)).toBeUndefined();
    expect(
      fairGroup(
        [group(7, 2, 20), group(7, null, 30)].map((g) => ({ ...g, median: null })),
        listing,
      ),
    ).toBeUndefined();
  });

  it("reads unknown bedrooms as any, and a listing without an area against its district", () => {
    expect(fairGroup([group(null, null, 9), group(7, null, 9)], { areaId: 7, bedrooms: null })).toEqual(group(7, null, 9));
    expect(fairGroup([group(null, null, 9)], { areaId: 7, bedrooms: null })).toEqual(group(null, null, 9));
    expect(fairGroup([group(null, 2, 9)], { areaId: null, bedrooms: 2 })).toEqual(group(null, 2, 9));
  });

  it("never answers a group under the minimum or of another place (property)", () => {
    const arbitraryGroup = fc.record({
      areaId: fc.option(fc.constantFrom(7, 8), { nil: null }),
      bedrooms: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      listings: fc.integer({ min: 0, max: 10 }),
      median: fc.constant(1000),
      lowerQuartile: fc.constant(900),
      upperQuartile: fc.constant(1100),
    });
    fc.assert(
      fc.property(fc.array(arbitraryGroup), fc.integer({ min: 0, max: 3 }), (groups, bedrooms) => {
        const chosen = fairGroup(groups, { areaId: 7, bedrooms });
        if (!chosen) return;
        expect(chosen.listings).toBeGreaterThanOrEqual(MIN_LISTINGS);
        expect(chosen.areaId === 7 || (chosen.areaId === null && chosen.bedrooms === bedrooms)).toBe(true);
        expect(chosen.bedrooms === bedrooms || chosen.bedrooms === null).toBe(true);
      }),
    );
  });
});

describe("trendFromFirstFigure", () => {
  it("starts at the first month with a figure, keeping the gaps after it", () => {
    const month = (at: string, median: number | null) => ({ month: at, listings: median === null ? 2 : 6, median });
    const trend = [month("2026-01", null), month("2026-02", null), month("2026-03", 900), month("2026-04", null), month("2026-05", 950)];
    expect(trendFromFirstFigure(trend)).toEqual(trend.slice(2));
    expect(trendFromFirstFigure([month("2026-01", null)])).toEqual([]);
    expect(trendFromFirstFigure([])).toEqual([]);
  });
});
