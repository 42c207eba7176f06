import { data } from "react-router";
import { LISTING_TYPES } from "#domain/listing.ts";
import { mapViewSchema } from "#domain/map-markers.ts";
import { readSearchUrl } from "#domain/search-schema.ts";
import { mapMarkers } from "#server/search/map-markers.server.ts";
import type { Route } from "./+types/map-markers";

/**
 * `GET /resources/map-markers?type=Rental&<the search's query>&south=…&west=…&north=…&east=…&zoom=…`
 * (and `owner=` on an owner's page): every result of the search in the visible area, as clusters
 * and price pins (decision 0036). The filters are read as the results page reads them; a missing
 * or impossible area, or a filter whose value does not fit, answers 400.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const view = mapViewSchema.safeParse(Object.fromEntries(url.searchParams));
  const type = LISTING_TYPES.find((listingType) => listingType === url.searchParams.get("type")) ?? "Rental";
  const { params, wrong } = readSearchUrl(url.searchParams, type, url.searchParams.get("owner") ?? undefined);
  if (!view.success || wrong.length > 0) throw data({ error: "invalid_payload" }, { status: 400 });
  // Listings change all the time, but a few seconds' reuse by the browser costs nothing: going back over an area.
  return data(await mapMarkers(params, view.data), { headers: { "Cache-Control": "public, max-age=30" } });
}
