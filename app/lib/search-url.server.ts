import { data } from "react-router";
import type { MessageKey } from "#domain/i18n/i18n.ts";
import { joinList, quoted } from "#domain/intl.ts";
import type { ListingType } from "#domain/listing.ts";
import type { Locale } from "#domain/locale.ts";
import { searchHref, type SearchParams } from "#domain/search.ts";
import { readSearchUrl, type SearchParamName } from "#domain/search-schema.ts";
import { catalogTranslator } from "#server/i18n/translate.server.ts";

/** What a search page answers with status 400: the filters whose value does not fit, named in the reader's words, and the same search without them. */
export interface WrongSearch {
  filters: string;
  without: string;
}

/** Each parameter a person can put in a search address, by the label its field has in the filters. */
const PARAM_LABELS: Record<Exclude<SearchParamName, "listing_type" | "owner">, MessageKey> = {
  page: "search.page",
  search: "search.keywords",
  sort: "search.sort",
  district: "search.district",
  area: "search.area",
  property_type: "search.propertyType",
  property_category: "search.category",
  furnished: "search.furnished",
  reduced: "search.reducedOnly",
  currency: "search.currency",
  price_min: "search.priceMin",
  price_max: "search.priceMax",
  size_min: "search.sizeMin",
  size_max: "search.sizeMax",
  bedroom_min: "search.bedroomsMin",
  bedroom_max: "search.bedroomsMax",
  bathroom_min: "search.bathroomsMin",
  bathroom_max: "search.bathroomsMax",
  features: "features.filterTitle",
  floor_min: "features.floorMin",
  floor_max: "features.floorMax",
  power_hours_min: "features.powerHoursMin",
};

/**
 * The search a page's address asks for; a filter whose value does not fit is a 400 naming it
 * (components/search/wrong-search-screen.tsx), never quietly a different search. The names are
 * quoted (a label may hold a comma) and written here, so the label table stays off the search page's JavaScript.
 */
export function searchOfPage(url: URL, listingType: ListingType, locale: Locale, owner?: string): SearchParams {
  const { params, wrong } = readSearchUrl(url.searchParams, listingType, owner);
  if (wrong.length > 0) {
    const t = catalogTranslator(locale);
    const filters = joinList(
      wrong.map((name) => quoted(name in PARAM_LABELS ? t(PARAM_LABELS[name as keyof typeof PARAM_LABELS]) : name, locale)),
      locale,
    );
    throw data<WrongSearch>({ filters, without: searchHref(url.pathname, params, { map: url.searchParams.get("view") === "map" }) }, { status: 400 });
  }
  return params;
}
