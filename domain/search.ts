import { type Currency, type ListingType, ROOM_COUNT_MAX } from "./listing.ts";
import type { SearchParams } from "./search-schema.ts";

// The search parameters (SPEC.md §7 "search", §9 bounds): their bounds, defaults and addresses. The
// search page's own code reads this module, so it stays free of zod (decision 0032): the schema,
// one for the /rent and /buy addresses and for the JSON API's payload, is in search-schema.ts.

export type { SearchParams, SearchPayload } from "./search-schema.ts";

export const SEARCH_PAGE_SIZE = 24;
/** Offset paging stays cheap only so deep (1,200 rows); past this nobody pages, they filter. */
export const SEARCH_MAX_PAGE = 50;
/** Counts stop here: a count above it reads "1,000+" (ARCHITECTURE.md "Search"). */
export const SEARCH_COUNT_CAP = 1_000;
/** At most this many keywords count (the rest of a pasted paragraph is noise). */
export const SEARCH_MAX_WORDS = 8;

export const SEARCH_SORTS = ["featured", "newest", "price_asc", "price_desc", "size"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** SPEC.md §9: the top of each range means "and above" (no upper bound). */
export const SIZE_TOP = 1001;
export const ROOMS_TOP = ROOM_COUNT_MAX;
export const PRICE_TOP: Record<ListingType, Record<Currency, number>> = {
  Rental: { USD: 5_001, LBP: 500_000_001 },
  Sale: { USD: 1_000_001, LBP: 100_000_000_001 },
};

/** What a filter left out is: the whole range, the first page, the featured order, dollars. */
export const SEARCH_DEFAULTS = {
  page: 1,
  sort: "featured",
  currency: "USD",
  price_min: 0,
  size_min: 0,
  size_max: SIZE_TOP,
  bedroom_min: 0,
  bedroom_max: ROOMS_TOP,
  bathroom_min: 0,
  bathroom_max: ROOMS_TOP,
} as const;

/** The open-ended bounds: a filter at its default is no filter at all. */
export function priceTop(params: Pick<SearchParams, "listing_type" | "currency">): number {
  return PRICE_TOP[params.listing_type][params.currency];
}

/**
 * The last page of a search that counted `count` matches (decision 0038). A count over the cap
 * ("more than 1,000") may go on to the deepest page offered.
 */
export function lastSearchPage(count: number): number {
  return count > SEARCH_COUNT_CAP ? SEARCH_MAX_PAGE : Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE)));
}

/** The parameters with nothing chosen (a page's first visit); the schema's defaults are these. */
export function defaultSearchParams(listingType: ListingType): SearchParams {
  return {
    ...SEARCH_DEFAULTS,
    listing_type: listingType,
    search: [],
    features: [],
    furnished: undefined,
    reduced: undefined,
    price_max: PRICE_TOP[listingType].USD,
  };
}

const URL_KEYS = [
  "search",
  "district",
  "area",
  "property_type",
  "property_category",
  "furnished",
  "reduced",
  "currency",
  "price_min",
  "price_max",
  "size_min",
  "size_max",
  "bedroom_min",
  "bedroom_max",
  "bathroom_min",
  "bathroom_max",
  "features",
  "floor_min",
  "floor_max",
  "power_hours_min",
  "sort",
  "page",
] as const satisfies ReadonlyArray<keyof SearchParams>;

/**
 * The query string of a search (without the listing type, which is the page's path, nor the
 * owner, also in the path): only what differs from the defaults, so addresses stay short.
 */
export function searchQueryString(params: SearchParams, changes: Partial<SearchParams> = {}): string {
  const next = { ...params, ...changes };
  const defaults = defaultSearchParams(next.listing_type);
  const query = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = next[key];
    if (value === undefined) continue;
    if (key === "search" || key === "features") {
      if (next[key].length) query.set(key, next[key].join(key === "search" ? " " : ","));
      continue;
    }
    if (key === "price_max" ? value === priceTop(next) : value === defaults[key]) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Whether anything narrows the results (the sort, the page and the currency alone do not). */
export function hasFilters(params: SearchParams): boolean {
  return (
    params.search.length > 0 ||
    params.district !== undefined ||
    params.area !== undefined ||
    params.property_type !== undefined ||
    params.property_category !== undefined ||
    params.furnished !== undefined ||
    params.reduced === true ||
    params.price_min > 0 ||
    params.price_max < priceTop(params) ||
    params.size_min > 0 ||
    params.size_max < SIZE_TOP ||
    params.bedroom_min > 0 ||
    params.bedroom_max < ROOMS_TOP ||
    params.bathroom_min > 0 ||
    params.bathroom_max < ROOMS_TOP ||
    params.features.length > 0 ||
    params.floor_min !== undefined ||
    params.floor_max !== undefined ||
    params.power_hours_min !== undefined
  );
}

/** A results page's address: its path, the search, and the map view when it is on. */
export function searchHref(pathname: string, params: SearchParams, options: { page?: number; map: boolean }): string {
  const query = searchQueryString(params, options.page ? { page: options.page } : {});
  return `${pathname}${query}${options.map ? `${query ? "&" : "?"}view=map` : ""}`;
}
