import { useEffect, useMemo, useState } from "react";
import type { SearchDistricts } from "./filter-fields.tsx";

/** What `/resources/search-areas` answers: every district's areas in the page's language. */
export interface SearchAreasAnswer {
  districts: Array<{ key: string; areas: Array<{ id: number; name: string }> }>;
}

/** One request per page load, however many filter panels ask (a new language reloads the page). */
let asked: Promise<SearchAreasAnswer> | undefined;
/** Its answer, for the panels of later searches: they start with every area (no render without them). */
let known: SearchAreasAnswer | undefined;

/**
 * The search's districts with every district's areas. A search page sends only the areas of the
 * district it shows (decision 0072): the others are asked for once the page is idle, so the Area
 * list offers them by the time a visitor reaches it, and until then it offers that district's.
 */
export function useSearchAreas(districts: SearchDistricts, locale: string): SearchDistricts {
  const [answer, setAnswer] = useState(known);
  const needed = answer === undefined;
  useEffect(() => {
    if (!needed) return;
    let mounted = true;
    const ask = () => {
      asked ??= fetch(`/resources/search-areas?lang=${locale}`).then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      );
      // A failed request is asked again by the next panel that mounts.
      asked.then(
        (found) => mounted && setAnswer((known = found)),
        () => (asked = undefined),
      );
    };
    // Safari has no requestIdleCallback: a moment after the page's own work, then.
    const idle = setTimeout(() => (typeof requestIdleCallback === "function" ? requestIdleCallback(ask) : ask()), 300);
    return () => {
      mounted = false;
      clearTimeout(idle);
    };
  }, [needed, locale]);
  return useMemo(
    () =>
      answer
        ? districts.map((district) => ({ ...district, areas: answer.districts.find(({ key }) => key === district.key)?.areas ?? district.areas }))
        : districts,
    [answer, districts],
  );
}
