import { data } from "react-router";
import { requestContext } from "#server/http/request-context.ts";
import { districtOptions } from "#server/listings/listing-form-options.server.ts";
import type { SearchAreasAnswer } from "~/components/search/search-areas.ts";
import type { Route } from "./+types/search-areas";

/** Areas change with a release of the place list, not during a visit: an hour in any cache. */
const AREAS_MAX_AGE_SECONDS = 3_600;

/**
 * Every district's areas in the page's language (`?lang=`), for the search filters' Area list: a
 * search page sends only the areas of the district it shows (decision 0072), and the browser asks
 * for the rest when the visitor reaches the filters.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const districts = await districtOptions(context.get(requestContext).locale);
  return data({ districts: districts.map(({ key, areas }) => ({ key, areas: areas.map(({ id, name }) => ({ id, name })) })) } satisfies SearchAreasAnswer, {
    headers: { "Cache-Control": `public, max-age=${AREAS_MAX_AGE_SECONDS}` },
  });
}
