import { startTransition, useEffect, useState } from "react";
import type { SearchDistricts } from "./filter-fields.tsx";

/** What `/resources/search-areas` answers: every district's areas in the page's language. */
export interface SearchAreasAnswer {
  districts: ReadonlyArray<Pick<SearchDistricts[number], "key" | "areas">>;
}

/** One request per page load, however many filter panels ask (a new language reloads the page). */
let asked: Promise<SearchAreasAnswer> | undefined;
/** Its answer, for the panels of later searches: they start with every area (no render without them). */
let known: SearchAreasAnswer | undefined;

/**
 * The search's districts with every district's areas, and what asks for them. A search page sends
 * only the areas of the district it shows (decision 0072): the others are asked for when the visitor
 * reaches the filters (a pointer over them, a touch included, a focus or a change in them, the phone's sheet opening),
 * not for every page view: a visitor who only reads the results costs no request and no render of
 * hundreds of options.
 */
export function useSearchAreas(districts: SearchDistricts, locale: string, atOnce: boolean): [SearchDistricts, () => void] {
  const [answer, setAnswer] = useState(known);
  const [wanted, setWanted] = useState(atOnce);
  useEffect(() => {
    if (!wanted || answer) return;
    asked ??= fetch(`/resources/search-areas?lang=${locale}`).then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
    );
    asked.then(
      // Hundreds of options: rendered in a transition, which yields to the visitor's input every few ms.
      (found) => startTransition(() => setAnswer((known = found))),
      // A failed request is asked again by the next panel that wants the areas.
      () => (asked = undefined),
    );
  }, [wanted, answer, locale]);
  const all = answer
    ? districts.map((district) => ({ ...district, areas: answer.districts.find(({ key }) => key === district.key)?.areas ?? district.areas }))
    : districts;
  return [all, () => setWanted(true)];
}
