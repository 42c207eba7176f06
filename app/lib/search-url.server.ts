import { data } from "react-router";
import type { ListingType } from "#domain/listing.ts";
import { searchHref, type SearchParams } from "#domain/search.ts";
import { readSearchUrl, type SearchParamName } from "#domain/search-schema.ts";

/** What a search page answers with status 400: the parameters whose value does not fit, and the same search without them. */
export interface WrongSearch {
  wrong: SearchParamName[];
  without: string;
}

/**
 * The search a page's address asks for; a filter whose value does not fit is a 400 naming it
 * (components/search/wrong-search-screen.tsx), never quietly a different search.
 */
export function searchOfPage(url: URL, listingType: ListingType, owner?: string): SearchParams {
  const { params, wrong } = readSearchUrl(url.searchParams, listingType, owner);
  if (wrong.length > 0)
    throw data<WrongSearch>({ wrong, without: searchHref(url.pathname, params, { map: url.searchParams.get("view") === "map" }) }, { status: 400 });
  return params;
}
