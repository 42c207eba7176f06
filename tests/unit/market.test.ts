import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { comparedToTypical, listingAgainstTypical, MIN_LISTINGS, monthlyAskingPrice, shownAreaPrices, shownFigure } from "../../domain/market.ts";

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
