import type { SearchParams } from "../../domain/search.ts";
import type { SearchResult } from "../../domain/search-result.ts";
import { savedAmong } from "../favorites/list-favorites.server.ts";
import { recordImpressions } from "./record-impressions.server.ts";
import { searchListings } from "./search-listings.server.ts";

/**
 * What a results page (/rent, /buy, an owner's page) loads: the search, an impression for each
 * card shown as a list, and which cards the signed-in visitor saved (their hearts). The map view
 * fetches its markers for the visible area itself (`/resources/map-markers`, decision 0036).
 */
export async function searchPage(
  params: SearchParams,
  options: { map: boolean; userAgent: string | null; userId?: string },
): Promise<SearchResult & { map: boolean; savedIds: string[] }> {
  const found = await searchListings(params);
  const ids = found.results.map((listing) => listing.id);
  // Asked past the last page: the page redirects to the last one's address, which counts it.
  if (!options.map && found.page === params.page) recordImpressions(ids, options.userAgent ?? undefined);
  return { ...found, map: options.map, savedIds: await savedAmong(options.userId, ids) };
}
