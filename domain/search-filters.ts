import { priceTop, ROOMS_TOP, type SearchParams, SIZE_TOP } from "./search.ts";

/** The filters a search may narrow by, each shown as a removable chip (decision 0030). */
export const FILTER_KEYS = [
  "search",
  "district",
  "area",
  "property_type",
  "property_category",
  "furnished",
  "reduced",
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
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ActiveFilter {
  key: FilterKey;
  /** The same search without this filter (back on the first page). */
  without: SearchParams;
}

/** The value a filter has when it does not narrow anything. */
function unset(params: SearchParams, key: FilterKey): SearchParams[FilterKey] {
  switch (key) {
    case "search":
    case "features":
      return [];
    case "price_min":
    case "size_min":
    case "bedroom_min":
    case "bathroom_min":
      return 0;
    case "price_max":
      return priceTop(params);
    case "size_max":
      return SIZE_TOP;
    case "bedroom_max":
    case "bathroom_max":
      return ROOMS_TOP;
    default:
      return undefined;
  }
}

/** The filters that narrow this search, in the order the panel lists them. */
export function activeFilters(params: SearchParams): ActiveFilter[] {
  return FILTER_KEYS.filter((key) => {
    const value = params[key];
    const none = unset(params, key);
    return Array.isArray(value) ? value.length > 0 : value !== none;
  }).map((key) => ({ key, without: { ...params, [key]: unset(params, key), page: 1 } }));
}

/** The same search with no filter left (the sort and the currency stay). */
export function withoutFilters(params: SearchParams): SearchParams {
  return activeFilters(params).reduce<SearchParams>((next, filter) => ({ ...next, [filter.key]: filter.without[filter.key] }), { ...params, page: 1 });
}
