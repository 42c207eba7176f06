import { z } from "zod";
import { CURRENCIES, LISTING_TYPES, type ListingType, PROPERTY_CATEGORIES, PROPERTY_TYPES } from "./listing.ts";
import { searchWords } from "./listing-prices.ts";
import { FEATURE_SLUGS, FLOOR_MIN, FLOOR_TOP, POWER_HOURS_MAX } from "./listing-features.ts";
import { INT4_MAX, plainText } from "./text.ts";
import { typedNumber } from "./typed-number.ts";
import { defaultSearchParams, PRICE_TOP, ROOMS_TOP, SEARCH_DEFAULTS, SEARCH_MAX_PAGE, SEARCH_MAX_WORDS, SEARCH_SORTS, SIZE_TOP } from "./search.ts";

// The search parameters' schema (SPEC.md §7 "search", §9 bounds), one for the /rent and /buy
// addresses and for the JSON API's payload. Field names are the spec's (`page`, `owner`, `search`,
// `sort`, `listing_type`) plus the filters. The browser loads it only when a search is submitted
// (decision 0032); the bounds and defaults are in search.ts.

const bound = (max: number, fallback: number) => z.coerce.number().min(0).max(max).default(fallback);
/** A price bound, typed as people type it ("1,250", "١٢٥٠"): domain/typed-number.ts. */
const priceBound = (max: number) => z.preprocess(typedNumber, z.number().min(0).max(max).optional());
const rooms = (fallback: number) => z.coerce.number().int().min(0).max(ROOMS_TOP).default(fallback);

/** Keywords as a typed phrase or already split words, folded as listings' keywords are. */
export const searchWordsField = z
  .union([plainText().max(500), z.array(plainText().max(100)).max(50)])
  .optional()
  // The API sends words already split, the address a typed phrase: both are folded the same way.
  .transform((value) => [...new Set(searchWords(Array.isArray(value) ? value.join(" ") : (value ?? "")))].slice(0, SEARCH_MAX_WORDS));

/**
 * The search's feature filter: slugs as the address repeats them (`features=parking&features=elevator`
 * arrives as "parking,elevator") or as the API's list; unknown ones are refused, duplicates dropped,
 * kept in the list's order so that one search has one address.
 */
const featureSlugsField = z
  .union([z.string().max(500), z.array(z.string().max(40)).max(FEATURE_SLUGS.length * 2)])
  .optional()
  .transform((value) => (Array.isArray(value) ? value : (value ?? "").split(",")).map((slug) => slug.trim()).filter(Boolean))
  .pipe(z.array(z.enum(FEATURE_SLUGS)))
  .transform((slugs) => FEATURE_SLUGS.filter((slug) => slugs.includes(slug)));

const yesNo = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === true || value === "true"));

export const searchParamsSchema = z
  .object({
    // SPEC.md §3: anything but Sale counts as a rental; a missing type means rentals.
    listing_type: z.enum(LISTING_TYPES).default("Rental"),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(SEARCH_DEFAULTS.page),
    owner: z.uuid().optional(),
    search: searchWordsField,
    // An app written for the old backend sends `sort: null` for the default order.
    sort: z
      .enum(SEARCH_SORTS)
      .nullish()
      .transform((value) => value ?? SEARCH_DEFAULTS.sort),
    district: plainText().trim().min(1).max(100).optional(),
    // An area id is an int4 column: a larger one cannot be looked up.
    area: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    property_type: z.enum(PROPERTY_TYPES).optional(),
    property_category: z.enum(PROPERTY_CATEGORIES).optional(),
    furnished: yesNo,
    // Only listings whose price was cut in the last 30 days (decision 0076); "false" is no filter.
    reduced: yesNo.transform((value) => value || undefined),
    currency: z.enum(CURRENCIES).default(SEARCH_DEFAULTS.currency),
    price_min: priceBound(PRICE_TOP.Sale.LBP).transform((value) => value ?? SEARCH_DEFAULTS.price_min),
    // Its default (and ceiling) depends on the listing type and currency: filled in below.
    price_max: priceBound(PRICE_TOP.Sale.LBP),
    size_min: bound(SIZE_TOP, SEARCH_DEFAULTS.size_min),
    size_max: bound(SIZE_TOP, SEARCH_DEFAULTS.size_max),
    bedroom_min: rooms(SEARCH_DEFAULTS.bedroom_min),
    bedroom_max: rooms(SEARCH_DEFAULTS.bedroom_max),
    bathroom_min: rooms(SEARCH_DEFAULTS.bathroom_min),
    bathroom_max: rooms(SEARCH_DEFAULTS.bathroom_max),
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

/** A search address's parameters that `searchParamsSchema` reads (others, like `utm_source`, are ignored). */
export type SearchParamName = keyof SearchPayload;

export interface SearchUrlReading {
  /** The search with every wrong value left out. */
  params: SearchParams;
  /** The parameters whose value does not fit (an out-of-range number, an unknown choice, a NUL…). */
  wrong: SearchParamName[];
}

/**
 * Reads a search address: an empty value is no filter, a parameter the search does not know is
 * ignored, and a value that does not fit is named in `wrong` (the pages and the count answer 400
 * with it) and left out of `params`, which is the same search without it.
 */
export function readSearchUrl(params: URLSearchParams, listingType: ListingType, owner?: string): SearchUrlReading {
  const input: Record<string, unknown> = {};
  for (const [key, value] of params) if (value.trim() !== "" && !(key in input)) input[key] = value;
  // A page past the deepest one is the deepest (then the last with results: decision 0038), not page 1.
  if (typeof input.page === "string" && /^\d+$/.test(input.page) && Number(input.page) > SEARCH_MAX_PAGE) input.page = SEARCH_MAX_PAGE;
  // The filter's checkboxes repeat the name: `features=parking&features=elevator`.
  if (params.has("features")) input.features = params.getAll("features").join(",");
  input.listing_type = listingType;
  if (owner) input.owner = owner;
  const wrong = new Set<SearchParamName>();
  for (let attempt = 0; attempt < 30; attempt++) {
    const result = searchParamsSchema.safeParse(input);
    if (result.success) return { params: result.data, wrong: [...wrong] };
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key in input) wrong.add(key as SearchParamName);
      delete input[key];
    }
    // An issue without a path cannot be dropped: start from the defaults.
    if (result.error.issues.every((issue) => issue.path.length === 0)) break;
  }
  return { params: { ...defaultSearchParams(listingType), ...(owner ? { owner } : {}) }, wrong: [...wrong] };
}

/**
 * A search read where no one can be told what was wrong (a submitted form before it becomes an
 * address, a saved search's stored query): a value that does not fit is dropped, as if it were not there.
 */
export function parseSearchUrl(params: URLSearchParams, listingType: ListingType, owner?: string): SearchParams {
  return readSearchUrl(params, listingType, owner).params;
}
