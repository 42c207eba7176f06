import { data } from "react-router";
import type { CountriesAnswer } from "~/lib/route-answers.ts";
import { isLocale } from "#domain/locale.ts";
import { listCountries } from "#server/reference/countries.server.ts";
import type { Route } from "./+types/countries";
import { DAY_SECONDS } from "#domain/days.ts";

/** The dial-code list in the asked language, Lebanon first. Cached a day. */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("locale");
  const list = await listCountries(isLocale(lang) ? lang : "en");
  return data<CountriesAnswer>({ countries: list }, { headers: { "Cache-Control": `public, max-age=${DAY_SECONDS}` } });
}
