import { asc } from "drizzle-orm";
import type { Locale } from "../../domain/locale.ts";
import { areas } from "../db/schema.ts";
import { listPlans, type PlanView } from "../plans/list-plans.server.ts";
import { db } from "../runtime.server.ts";

export interface AreaOption {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface DistrictOption {
  /** The stored district (English), what a search filters on. */
  key: string;
  name: string;
  areas: AreaOption[];
}

// SPEC.md §7: areas are read up to 5000, by District then Area.
const AREAS_LIMIT = 5000;

// The areas are reference data, seeded at boot and never edited while the server runs: read
// once per process, not on every search page.
let areaRows: Promise<Array<typeof areas.$inferSelect>> | undefined;

/** Every area record (SPEC.md §3 Areas class), by District then Area. */
export async function areaRecords(): Promise<Array<typeof areas.$inferSelect>> {
  areaRows ??= db()
    .select()
    .from(areas)
    .orderBy(asc(areas.district), asc(areas.area))
    .limit(AREAS_LIMIT)
    .catch((error: unknown) => {
      areaRows = undefined;
      throw error;
    });
  return areaRows;
}

/** Areas grouped by district, in the reader's language. */
export async function districtOptions(locale: Locale): Promise<DistrictOption[]> {
  const districts = new Map<string, DistrictOption>();
  for (const row of await areaRecords()) {
    const districtName = locale === "ar" ? row.districtAr : locale === "fr" ? row.districtFr : row.district;
    const district = districts.get(row.district) ?? { key: row.district, name: districtName, areas: [] };
    district.areas.push({ id: row.id, name: locale === "ar" ? row.areaAr : row.area, latitude: row.latitude, longitude: row.longitude });
    districts.set(row.district, district);
  }
  return [...districts.values()];
}

/** What the posting form offers: the areas and the plans. */
export async function listingFormOptions(locale: Locale): Promise<{ districts: DistrictOption[]; plans: PlanView[] }> {
  const [districts, plans] = await Promise.all([districtOptions(locale), listPlans()]);
  return { districts, plans };
}
