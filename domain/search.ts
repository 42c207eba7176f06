import { z } from "zod";
import { CURRENCIES, type Currency, LISTING_TYPES, type ListingType, ROOM_COUNT_MAX } from "./listing.ts";
import { PROPERTY_CATEGORIES, PROPERTY_TYPES } from "./listing-form.ts";
import { searchWords } from "./listing-prices.ts";
import { featureSlugsField, FLOOR_MIN, FLOOR_TOP, POWER_HOURS_MAX } from "./listing-features.ts";
import { typedNumber } from "./typed-number.ts";

// The search parameters (SPEC.md §7 "search", §9 bounds), one schema for the
// /rent and /buy addresses and for the JSON API's payload. Field names are the
// spec's (`page`, `owner`, `search`, `sort`, `listing_type`) plus the filters.

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

const bound = (max: number, fallback: number) => z.coerce.number().min(0).max(max).default(fallback);
/** A price bound, typed as people type it ("1,250", "١٢٥٠"): domain/typed-number.ts. */
const priceBound = (max: number) => z.preprocess(typedNumber, z.number().min(0).max(max).optional());
const rooms = (fallback: number) => z.coerce.number().int().min(0).max(ROOMS_TOP).default(fallback);

/** Keywords as a typed phrase or already split words, folded as listings' keywords are. */
export const searchWordsField = z
  .union([z.string().max(500), z.array(z.string().max(100)).max(50)])
  .optional()
  // The API sends words already split, the address a typed phrase: both are folded the same way.
  .transform((value) => [...new Set(searchWords(Array.isArray(value) ? value.join(" ") : (value ?? "")))].slice(0, SEARCH_MAX_WORDS));

const yesNo = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === true || value === "true"));

export const searchParamsSchema = z
  .object({
    // SPEC.md §3: anything but Sale counts as a rental; a missing type means rentals.
    listing_type: z.enum(LISTING_TYPES).default("Rental"),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    owner: z.uuid().optional(),
    search: searchWordsField,
    // An app written for the old backend sends `sort: null` for the default order.
    sort: z
      .enum(SEARCH_SORTS)
      .nullish()
      .transform((value) => value ?? "featured"),
    district: z.string().trim().min(1).max(100).optional(),
    area: z.coerce.number().int().positive().optional(),
    property_type: z.enum(PROPERTY_TYPES).optional(),
    property_category: z.enum(PROPERTY_CATEGORIES).optional(),
    furnished: yesNo,
    currency: z.enum(CURRENCIES).default("USD"),
    price_min: priceBound(PRICE_TOP.Sale.LBP).transform((value) => value ?? 0),
    // Its default (and ceiling) depends on the listing type and currency: filled in below.
    price_max: priceBound(PRICE_TOP.Sale.LBP),
    size_min: bound(SIZE_TOP, 0),
    size_max: bound(SIZE_TOP, SIZE_TOP),
    bedroom_min: rooms(0),
    bedroom_max: rooms(ROOMS_TOP),
    bathroom_min: rooms(0),
    bathroom_max: rooms(ROOMS_TOP),
    // Decision 0037: every feature named (slugs of domain/listing-features.ts), a floor range
    // (FLOOR_TOP means "and above") and at least so many hours of state power a day.
    features: featureSlugsField,
    floor_min: z.coerce.number().int().min(FLOOR_MIN).max(FLOOR_TOP).optional(),
    floor_max: z.coerce.number().int().min(FLOOR_MIN).max(FLOOR_TOP).optional(),
    power_hours_min: z.coerce.number().int().min(0).max(POWER_HOURS_MAX).optional(),
  })
  .transform((value) => {
    const top = PRICE_TOP[value.listing_type][value.currency];
    return { ...value, price_max: Math.min(value.price_max ?? top, top) };
  });

export type SearchParams = z.output<typeof searchParamsSchema>;
export type SearchPayload = z.input<typeof searchParamsSchema>;

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

/** The parameters with nothing chosen (a page's first visit). */
export function defaultSearchParams(listingType: ListingType): SearchParams {
  return searchParamsSchema.parse({ listing_type: listingType });
}

/**
 * An address is typed (or edited) by people: a value that does not fit is dropped, as if it
 * were not there, rather than refusing the page. The API, by contrast, answers 400.
 */
export function parseSearchUrl(params: URLSearchParams, listingType: ListingType, owner?: string): SearchParams {
  const input: Record<string, unknown> = {};
  for (const [key, value] of params) if (value.trim() !== "" && !(key in input)) input[key] = value;
  // A page past the deepest one is the deepest (then the last with results: decision 0038), not page 1.
  if (typeof input.page === "string" && /^\d+$/.test(input.page) && Number(input.page) > SEARCH_MAX_PAGE) input.page = SEARCH_MAX_PAGE;
  // The filter's checkboxes repeat the name: `features=parking&features=elevator`.
  if (params.has("features")) input.features = params.getAll("features").join(",");
  input.listing_type = listingType;
  if (owner) input.owner = owner;
  for (let attempt = 0; attempt < 30; attempt++) {
    const result = searchParamsSchema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete input[String(issue.path[0] ?? "")];
    // An issue without a path cannot be dropped: start from the defaults.
    if (result.error.issues.every((issue) => issue.path.length === 0)) break;
  }
  return { ...defaultSearchParams(listingType), ...(owner ? { owner } : {}) };
}

const URL_KEYS = [
  "search",
  "district",
  "area",
  "property_type",
  "property_category",
  "furnished",
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
