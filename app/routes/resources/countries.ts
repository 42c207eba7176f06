import { asc } from "drizzle-orm";
import { data } from "react-router";
import { countries } from "#server/db/schema.ts";
import { db } from "#server/runtime.server.ts";
import { isLocale } from "#domain/locale.ts";
import type { Route } from "./+types/countries";

/** The dial-code list in the asked language, Lebanon first. Cached a day. */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("locale");
  const locale = isLocale(lang) ? lang : "en";
  const rows = await db().select().from(countries).orderBy(asc(countries.position));
  const list = rows.map((row) => ({
    iso: row.iso,
    dialCode: row.dialCode,
    name: locale === "ar" ? row.nameAr : locale === "fr" ? row.nameFr : row.name,
  }));
  return data({ countries: list }, { headers: { "Cache-Control": "public, max-age=86400" } });
}
