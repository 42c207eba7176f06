import type { SearchParams } from "../../domain/search.ts";
import type { SearchResult } from "../../domain/search-result.ts";
import { type ListingMarker, listingMarkers } from "./listing-markers.server.ts";
import { recordImpressions } from "./record-impressions.server.ts";
import { searchListings } from "./search-listings.server.ts";

/**
 * What a results page (/rent, /buy, an owner's page) loads: the search, the map's pins when the
 * map is shown, and an impression for each card shown as a list.
 */
export async function searchPage(params: SearchParams, options: { map: boolean; userAgent: string | null }): Promise<SearchResult & { markers: ListingMarker[] | null }> {
  const found = await searchListings(params);
  // Asked past the last page: the page redirects to the last one's address, which counts it.
  if (found.page !== params.page) return { ...found, markers: null };
  const ids = found.results.map((listing) => listing.id);
  if (options.map) return { ...found, markers: await listingMarkers(ids) };
  recordImpressions(ids, options.userAgent ?? undefined);
  return { ...found, markers: null };
}
