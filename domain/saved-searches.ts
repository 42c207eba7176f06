import { z } from "zod";
import type { ListingType } from "./listing.ts";
import { priceTop, ROOMS_TOP, type SearchParams, searchQueryString, SIZE_TOP } from "./search.ts";
import { parseSearchUrl } from "./search-schema.ts";

// Saved searches with alerts (issue 15, decision 0027). A saved search is the search page's own
// query string: parsed by `parseSearchUrl`, it means exactly what /rent or /buy shows.

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A user keeps at most this many saved searches. */
export const SAVED_SEARCH_MAX = 50;

export const saveSearchSchema = z.object({
  name: z.string({ error: "savedSearches.nameRequired" }).trim().min(1, "savedSearches.nameRequired").max(80, "savedSearches.nameTooLong"),
  frequency: z.enum(ALERT_FREQUENCIES).default("daily"),
  listing_type: z.enum(["Rental", "Sale"]),
  /** The results page's query string, with or without its "?". */
  query: z.string().max(2000).default(""),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

/** The form's own messages among the schema's, shown beside the name (any other is a payload error). */
export const SAVE_SEARCH_FORM_ERRORS = ["savedSearches.nameRequired", "savedSearches.nameTooLong"] as const;
export type SaveSearchError = (typeof SAVE_SEARCH_FORM_ERRORS)[number] | "errors.savedSearchLimit" | "errors.invalidPayload" | "errors.generic";
/** `POST /resources/saved-searches`'s answer. */
export type SaveSearchAnswer = { saved: true; error: null } | { saved: false; error: SaveSearchError };

export const alertFrequencySchema = z.object({ frequency: z.enum(ALERT_FREQUENCIES) });

/** A new name for a saved search: the same rule as when it was saved. */
export const renameSavedSearchSchema = z.object({ name: saveSearchSchema.shape.name });

/** The parameters a saved query string stands for (page and sort are not part of what matches). */
export function savedSearchParams(listingType: ListingType, query: string): SearchParams {
  return { ...parseSearchUrl(new URLSearchParams(query), listingType), page: 1 };
}

/** The saved query string: only the filters (sort and page are a way of reading, not a search). */
export function savedSearchQuery(params: SearchParams): string {
  return searchQueryString({ ...params, page: 1, sort: "featured" }).replace(/^\?/, "");
}

/**
 * The filters as the saved search's columns: a bound at its open-ended default is null (no
 * filter), as the search service leaves it out.
 */
export function savedSearchCriteria(params: SearchParams) {
  const top = priceTop(params);
  return {
    listingType: params.listing_type,
    district: params.district ?? null,
    areaId: params.area ?? null,
    propertyType: params.property_type ?? null,
    propertyCategory: params.property_category ?? null,
    furnished: params.furnished ?? null,
    currency: params.currency,
    priceMin: params.price_min > 0 ? params.price_min : null,
    priceMax: params.price_max < top ? params.price_max : null,
    sizeMin: params.size_min > 0 ? params.size_min : null,
    sizeMax: params.size_max < SIZE_TOP ? params.size_max : null,
    bedroomMin: params.bedroom_min > 0 ? params.bedroom_min : null,
    bedroomMax: params.bedroom_max < ROOMS_TOP ? params.bedroom_max : null,
    bathroomMin: params.bathroom_min > 0 ? params.bathroom_min : null,
    bathroomMax: params.bathroom_max < ROOMS_TOP ? params.bathroom_max : null,
    words: params.search,
  };
}

/** The results page a saved search opens. */
export function savedSearchHref(listingType: ListingType, query: string): string {
  return `${listingType === "Sale" ? "/buy" : "/rent"}${query ? `?${query}` : ""}`;
}
