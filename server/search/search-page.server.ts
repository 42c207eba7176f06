import type { SearchParams } from "../../domain/search.ts";
import type { SearchResult } from "../../domain/search-result.ts";
import { savedAmong } from "../favorites/list-favorites.server.ts";
import { type ListingMarker, listingMarkers } from "./listing-markers.server.ts";
import { recordImpressions } from "./record-impressions.server.ts";
import { searchListings } from "./search-listings.server.ts";

/**
 * What a results page (/rent, /buy, an owner's page) loads: the search, the map's pins when the
 * map is shown, an impression for each card shown as a list, and which cards the signed-in
 * visitor saved (their hearts).
 */
export async function searchPage(
  params: SearchParams,
  options: { map: boolean; userAgent: string | null; userId?: string },
): Promise<SearchResult & { markers: ListingMarker[] | null; savedIds: string[] }> {
  const found = await searchListings(params);
  const ids = found.results.map((listing) => listing.id);
  if (options.map) {
    const [markers, savedIds] = await Promise.all([listingMarkers(ids), savedAmong(options.userId, ids)]);
    return { ...found, markers, savedIds };
  }
  recordImpressions(ids, options.userAgent ?? undefined);
  return { ...found, markers: null, savedIds: await savedAmong(options.userId, ids) };
}
