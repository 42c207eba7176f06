import { asc } from "drizzle-orm";
import type { DistrictOption, ListingFormOptions } from "../../domain/listing-form.ts";
import type { Locale } from "../../domain/locale.ts";
import { areas } from "../db/schema.ts";
import { listPlans } from "../plans/list-plans.server.ts";
import { db, keptPerRuntime } from "../runtime.server.ts";

// SPEC.md §7: areas are read up to 5000, by District then Area.
const AREAS_LIMIT = 5000;

// The areas are reference data, seeded at boot and never edited while the server runs: read
// once per runtime, not on every search page.
const areaRows = keptPerRuntime((): { read?: Promise<Array<typeof areas.$inferSelect>> } => ({}));

/** Every area record (SPEC.md §3 Areas class), by District then Area. */
export async function areaRecords(): Promise<Array<typeof areas.$inferSelect>> {
  const kept = areaRows();
  kept.read ??= db()
    .select()
    .from(areas)
    .orderBy(asc(areas.district), asc(areas.area))
    .limit(AREAS_LIMIT)
    .catch((error: unknown) => {
      kept.read = undefined;
      throw error;
    });
  return kept.read;
}

type AreaRecord = typeof areas.$inferSelect;

/** A district's name in the reader's language. */
export const districtName = (row: Pick<AreaRecord, "district" | "districtAr" | "districtFr">, locale: Locale) =>
  locale === "ar" ? row.districtAr : locale === "fr" ? row.districtFr : row.district;
/** An area's name in the reader's language. */
export const areaName = (row: Pick<AreaRecord, "area" | "areaAr" | "areaFr">, locale: Locale) =>
  locale === "ar" ? row.areaAr : locale === "fr" ? row.areaFr : row.area;

/**
 * Stored places (the English `city` and `district` a listing keeps) in the reader's language, for
 * cards and listing pages; a place missing from the areas is left as stored.
 */
export async function inReadersLanguage<T extends { city: string; district: string }>(items: T[], locale: Locale): Promise<T[]> {
  if (locale === "en" || items.length === 0) return items;
  const rows = await areaRecords();
  const byPlace = new Map(rows.map((row) => [`${row.district}\u0000${row.area}`, row]));
  const byDistrict = new Map(rows.map((row) => [row.district, row]));
  return items.map((item) => {
    const area = byPlace.get(`${item.district}\u0000${item.city}`);
    const district = byDistrict.get(item.district);
    return { ...item, city: area ? areaName(area, locale) : item.city, district: district ? districtName(district, locale) : item.district };
  });
}

/** Areas grouped by district, in the reader's language. */
export async function districtOptions(locale: Locale): Promise<DistrictOption[]> {
  const districts = new Map<string, DistrictOption>();
  for (const row of await areaRecords()) {
    const district = districts.get(row.district) ?? { key: row.district, name: districtName(row, locale), areas: [] };
    district.areas.push({ id: row.id, name: areaName(row, locale), latitude: row.latitude, longitude: row.longitude });
    districts.set(row.district, district);
  }
  return [...districts.values()];
}

/** What the posting form offers: the areas and the plans. */
export async function listingFormOptions(locale: Locale): Promise<ListingFormOptions> {
  const [districts, plans] = await Promise.all([districtOptions(locale), listPlans()]);
  return { districts, plans };
}
