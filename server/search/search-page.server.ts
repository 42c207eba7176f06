import type { SearchParams } from "../../domain/search.ts";
import type { SearchResult } from "../../domain/search-result.ts";
import { recordImpressions } from "./record-impressions.server.ts";
import { searchListings } from "./search-listings.server.ts";

/**
 * What a results page (/rent, /buy, an owner's page) loads: the search, and an impression for
 * each card shown as a list. The map view fetches its markers for the visible area itself
 * (`/resources/map-markers`, decision 0036).
 */
export async function searchPage(params: SearchParams, options: { map: boolean; userAgent: string | null }): Promise<SearchResult & { map: boolean }> {
  const found = await searchListings(params);
  // Asked past the last page: the page redirects to the last one's address, which counts it.
  if (!options.map && found.page === params.page) recordImpressions(found.results.map((listing) => listing.id), options.userAgent ?? undefined);
  return { ...found, map: options.map };
}
