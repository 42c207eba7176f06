import { LISTING_TYPES } from "#domain/listing.ts";
import { parseSearchUrl } from "#domain/search-schema.ts";
import { withAreaOfDistrict } from "#server/search/area-in-district.server.ts";
import { countListings } from "#server/search/search-listings.server.ts";
import type { Route } from "./+types/search-count";

/**
 * `GET /resources/search-count?type=Rental&district=…`: how many public listings a search finds,
 * for the phone's filter sheet ("Show N results") while filters are being chosen. Counts no
 * impression: nothing is shown yet.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const type = LISTING_TYPES.find((listingType) => listingType === url.searchParams.get("type")) ?? "Rental";
  return { count: await countListings(await withAreaOfDistrict(parseSearchUrl(url.searchParams, type))) };
}
