import { describe, expect, it } from "vitest";
import { activeFilters, withoutFilters } from "../../domain/search-filters.ts";
import { searchQueryString } from "../../domain/search.ts";
import { parseSearchUrl } from "../../domain/search-schema.ts";

const rent = (query: string) => parseSearchUrl(new URLSearchParams(query), "Rental");

describe("activeFilters", () => {
  it("lists nothing for a first visit, nor for the sort, the page or the currency alone", () => {
    expect(activeFilters(rent(""))).toEqual([]);
    expect(activeFilters(rent("sort=newest&page=3&currency=LBP"))).toEqual([]);
  });

  it("lists each narrowing filter once, and removing one keeps the others and goes back to page 1", () => {
    const params = rent("search=sea view&district=Beirut&price_min=500&price_max=2000&bedroom_min=2&furnished=true&sort=newest&page=2");
    const filters = activeFilters(params);
    expect(filters.map((filter) => filter.key)).toEqual(["search", "district", "furnished", "price_min", "price_max", "bedroom_min"]);
    const withoutDistrict = filters.find((filter) => filter.key === "district")!.without;
    expect(searchQueryString(withoutDistrict)).toBe("?search=sea+view&furnished=true&price_min=500&price_max=2000&bedroom_min=2&sort=newest");
    const withoutWords = filters.find((filter) => filter.key === "search")!.without;
    expect(withoutWords.search).toEqual([]);
    expect(activeFilters(filters.find((filter) => filter.key === "price_max")!.without).map((filter) => filter.key)).not.toContain("price_max");
  });

  it("counts a maximum below the open end as a filter, in either currency", () => {
    expect(activeFilters(rent("currency=LBP&price_max=1000000")).map((filter) => filter.key)).toEqual(["price_max"]);
    expect(activeFilters(rent("size_max=120&bathroom_max=2")).map((filter) => filter.key)).toEqual(["size_max", "bathroom_max"]);
  });
});

describe("withoutFilters", () => {
  it("drops every filter and keeps the sort and the currency", () => {
    expect(searchQueryString(withoutFilters(rent("search=garden&area=12&size_min=80&currency=LBP&sort=price_asc&page=4")))).toBe(
      "?currency=LBP&sort=price_asc",
    );
  });
});
