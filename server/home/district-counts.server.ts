import { sql } from "drizzle-orm";
import { areas, properties } from "../db/schema.ts";
import { keptPerRuntime, readDb } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

export interface DistrictCount {
  district: string;
  districtAr: string;
  districtFr: string;
  rentals: number;
  sales: number;
}

// Counting every public listing is a scan of them all; a minute-old count is as useful on the
// home page, so each process keeps one for a minute (nothing another instance needs).
const TTL_MS = 60_000;
const counts = keptPerRuntime((): { cached?: { at: number; value: Promise<DistrictCount[]> } } => ({}));

async function countByDistrict(now: Date): Promise<DistrictCount[]> {
  const result = await readDb().execute<{ district: string; district_ar: string; district_fr: string; rentals: number; sales: number }>(sql`
    select names.district, names.district_ar, names.district_fr, coalesce(counts.rentals, 0)::int as rentals, coalesce(counts.sales, 0)::int as sales
    from (select distinct ${areas.district}, ${areas.districtAr}, ${areas.districtFr} from ${areas}) as names
    left join (
      select ${properties.district} as district,
        count(*) filter (where ${properties.listingType} = 'Rental') as rentals,
        count(*) filter (where ${properties.listingType} = 'Sale') as sales
      from ${properties} where ${publicListing(now)} group by ${properties.district}
    ) as counts on counts.district = names.district
    order by names.district`);
  return result.rows.map((row) => ({
    district: row.district,
    districtAr: row.district_ar,
    districtFr: row.district_fr,
    rentals: row.rentals,
    sales: row.sales,
  }));
}

/** Every district (DESIGN.md: 26) with how many public rentals and sales it has. */
export function districtCounts(now = new Date()): Promise<DistrictCount[]> {
  const kept = counts();
  if (!kept.cached || now.getTime() - kept.cached.at > TTL_MS) {
    const value = countByDistrict(now);
    kept.cached = { at: now.getTime(), value };
    // A failed count is not kept.
    value.catch(() => (kept.cached = undefined));
  }
  return kept.cached.value;
}
