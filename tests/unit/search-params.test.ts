import { describe, expect, it } from "vitest";
import { searchWords } from "../../domain/listing-prices.ts";
import { defaultSearchParams, hasFilters, PRICE_TOP, searchQueryString, SEARCH_MAX_WORDS } from "../../domain/search.ts";
import { parseSearchUrl, readSearchUrl, searchParamsSchema } from "../../domain/search-schema.ts";

describe("the search parameters", () => {
  it("default to SPEC.md §9's bounds, whose top values mean 'no upper bound'", () => {
    expect(defaultSearchParams("Rental")).toEqual({
      listing_type: "Rental",
      page: 1,
      search: [],
      sort: "featured",
      currency: "USD",
      price_min: 0,
      price_max: 5_001,
      size_min: 0,
      size_max: 1_001,
      bedroom_min: 0,
      bedroom_max: 11,
      bathroom_min: 0,
      bathroom_max: 11,
      features: [],
    });
    // The zod-free defaults the browser uses are the schema's.
    for (const type of ["Rental", "Sale"] as const) expect(defaultSearchParams(type)).toEqual(searchParamsSchema.parse({ listing_type: type }));
    expect(PRICE_TOP).toEqual({ Rental: { USD: 5_001, LBP: 500_000_001 }, Sale: { USD: 1_000_001, LBP: 100_000_000_001 } });
    expect(searchParamsSchema.parse({ listing_type: "Sale" }).price_max).toBe(1_000_001);
    expect(searchParamsSchema.parse({ listing_type: "Sale", currency: "LBP" }).price_max).toBe(100_000_000_001);
    expect(searchParamsSchema.parse({ currency: "LBP" }).price_max).toBe(500_000_001);
    // Anything above the ceiling is the ceiling: open-ended, not a filter.
    const above = searchParamsSchema.parse({ price_max: 9_000_000 });
    expect(above.price_max).toBe(5_001);
    expect(hasFilters(above)).toBe(false);
    expect(hasFilters(searchParamsSchema.parse({ price_max: 5_000 }))).toBe(true);
    expect(hasFilters(searchParamsSchema.parse({ bedroom_max: 11, size_max: 1001, sort: "newest", page: 3 }))).toBe(false);
  });

  it("refuse what does not fit (the API answers 400 with these)", () => {
    for (const bad of [
      { page: 0 },
      { page: "abc" },
      { sort: "cheapest" },
      { listing_type: "Lease" },
      { bedroom_min: 12 },
      { size_max: 5000 },
      { price_min: -1 },
      { owner: "not-an-id" },
      { currency: "EUR" },
      { search: 42 },
      { furnished: "maybe" },
    ]) {
      expect(searchParamsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("go through the address and back unchanged, with only non-defaults in it", () => {
    const params = searchParamsSchema.parse({
      listing_type: "Sale",
      search: ["sea", "view"],
      district: "Metn",
      area: 12,
      property_type: "Villa",
      property_category: "Residential",
      furnished: false,
      currency: "LBP",
      price_min: 1_000_000,
      price_max: 9_000_000_000,
      size_min: 100,
      size_max: 400,
      bedroom_min: 2,
      bedroom_max: 5,
      bathroom_min: 1,
      bathroom_max: 3,
      sort: "price_desc",
      page: 3,
    });
    const query = searchQueryString(params);
    expect(parseSearchUrl(new URLSearchParams(query), "Sale")).toEqual(params);
    expect(searchQueryString(defaultSearchParams("Rental"))).toBe("");
    expect(searchQueryString(defaultSearchParams("Rental"), { page: 2 })).toBe("?page=2");
  });

  it("drop what a person typed wrong in the address instead of failing the page", () => {
    const params = parseSearchUrl(new URLSearchParams("page=-4&sort=cheapest&bedroom_min=3&price_max=&district=Chouf"), "Rental");
    expect(params).toMatchObject({ page: 1, sort: "featured", bedroom_min: 3, price_max: 5_001, district: "Chouf" });
    // The page's path decides the listing type, whatever the query says.
    expect(parseSearchUrl(new URLSearchParams("listing_type=Sale"), "Rental").listing_type).toBe("Rental");
  });

  it("split keywords into folded words, from a phrase or from the API's array", () => {
    expect(searchParamsSchema.parse({ search: "Sea-View  ACHRAFIÉH, a" }).search).toEqual(["sea", "view", "achrafieh"]);
    expect(searchParamsSchema.parse({ search: ["Sea", "view", "sea"] }).search).toEqual(["sea", "view"]);
    // Hamza forms fold the way listing keywords are stored.
    expect(searchParamsSchema.parse({ search: "شقة في الأشرفية" }).search).toEqual(searchWords("شقة في الاشرفية"));
    expect(searchParamsSchema.parse({ search: "a b c d e f g h i j k l m n o p q r s t".split(" ").map((w) => w + w) }).search).toHaveLength(SEARCH_MAX_WORDS);
  });

  it("read typed prices and repeated features from the address, and write them back once (decision 0037)", () => {
    const address = new URLSearchParams(
      "price_min=1,250&price_max=%D9%A2%D9%A5%D9%A0%D9%A0&features=solar_panels&features=parking&floor_min=1&power_hours_min=12",
    );
    const params = parseSearchUrl(address, "Rental");
    expect(params).toMatchObject({ price_min: 1250, price_max: 2500, features: ["parking", "solar_panels"], floor_min: 1, power_hours_min: 12 });
    expect(hasFilters(parseSearchUrl(new URLSearchParams("features=generator"), "Rental"))).toBe(true);
    expect(searchQueryString(params)).toBe("?price_min=1250&price_max=2500&features=parking%2Csolar_panels&floor_min=1&power_hours_min=12");
    expect(parseSearchUrl(new URLSearchParams(searchQueryString(params).slice(1)), "Rental")).toEqual(params);
    // An unknown feature or a price that is not a number is named and left out (the pages answer 400);
    // an empty value is no filter and a parameter the search does not know is ignored.
    expect(readSearchUrl(new URLSearchParams("features=jacuzzi&price_min=cheap&area=&utm_source=x&fbclid=y"), "Rental")).toEqual({
      params: defaultSearchParams("Rental"),
      wrong: ["price_min", "features"],
    });
    expect(parseSearchUrl(new URLSearchParams("features=jacuzzi&price_min=cheap"), "Rental")).toEqual(defaultSearchParams("Rental"));
    expect(searchParamsSchema.safeParse({ features: ["pool"] }).success).toBe(false);
    expect(searchParamsSchema.parse({ features: ["elevator", "elevator"] }).features).toEqual(["elevator"]);
  });
});
