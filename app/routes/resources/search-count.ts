import { data } from "react-router";
import { LISTING_TYPES } from "#domain/listing.ts";
import { readSearchUrl } from "#domain/search-schema.ts";
import { withAreaOfDistrict } from "#server/search/area-in-district.server.ts";
import { countListings } from "#server/search/search-listings.server.ts";
import type { Route } from "./+types/search-count";

/**
 * `GET /resources/search-count?type=Rental&district=…`: how many public listings a search finds,
 * for the phone's filter sheet ("Show N results") while filters are being chosen. Counts no
 * impression: nothing is shown yet. A filter whose value does not fit answers 400 naming it,
 * returned rather than thrown so that the sheet keeps its last count instead of an error screen.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const type = LISTING_TYPES.find((listingType) => listingType === url.searchParams.get("type")) ?? "Rental";
  const { params, wrong } = readSearchUrl(url.searchParams, type);
  if (wrong.length > 0) return data({ error: "invalid_payload" as const, wrong }, { status: 400 });
  return { count: await countListings(await withAreaOfDistrict(params)) };
}
