import { asc } from "drizzle-orm";
import type { CountryEntry } from "../../domain/countries.ts";
import type { Locale } from "../../domain/locale.ts";
import { countries } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** The dial-code list (SPEC.md §3 Country entry), Lebanon first, names in the reader's language. */
export async function listCountries(locale: Locale): Promise<CountryEntry[]> {
  const rows = await db().select().from(countries).orderBy(asc(countries.position));
  return rows.map((row) => ({
    iso: row.iso,
    dialCode: row.dialCode,
    name: locale === "ar" ? row.nameAr : locale === "fr" ? row.nameFr : row.name,
  }));
}
