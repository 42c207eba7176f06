import { describe, expect, it } from "vitest";
import { pageParam } from "../../domain/admin.ts";
import { lastPage, requestedPage } from "../../domain/paging.ts";
import { lastSearchPage, SEARCH_MAX_PAGE } from "../../domain/search.ts";
import { parseSearchUrl } from "../../domain/search-schema.ts";

describe("pages past the end (decision 0038)", () => {
  it("knows the last page, 1 when there is nothing", () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
  });

  it("reads a huge page as huge (to be clamped), never as page 1", () => {
    expect(requestedPage("999999", 10_000)).toBe(10_000);
    expect(pageParam("250000")).toBe(100_000);
    expect(requestedPage("abc", 10)).toBe(1);
    expect(requestedPage("0", 10)).toBe(1);
  });

  it("takes a search page past the deepest as the deepest", () => {
    expect(parseSearchUrl(new URLSearchParams("page=500"), "Rental").page).toBe(SEARCH_MAX_PAGE);
    expect(parseSearchUrl(new URLSearchParams("page=-3"), "Rental").page).toBe(1);
    expect(lastSearchPage(0)).toBe(1);
    expect(lastSearchPage(49)).toBe(3);
    expect(lastSearchPage(1001)).toBe(SEARCH_MAX_PAGE);
  });
});
