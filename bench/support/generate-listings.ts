/**
 * The benchmarks' listings (bench/search.ts, bench/area-prices.ts): N listings generated in SQL
 * (INSERT … SELECT from generate_series, in batches, with the secondary indexes rebuilt once at the
 * end), from templates whose titles, descriptions and keywords come from the demo seed's words and
 * `listingKeywords`, and prices computed as `calculatedPrices` does, so the rows are what the app
 * would have saved.
 */
import pg from "pg";
import { listingKeywords } from "../../domain/listing-prices.ts";
import { DEFAULT_LBP_PER_USD } from "../../domain/plans.ts";
import { connectDatabase } from "../../server/db/client.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { migrateDatabase } from "../../server/db/migrate.server.ts";
import { areaSeeds } from "../../server/db/seed/data/areas.ts";
import { DEMO_KINDS, demoDescription, demoTitle } from "../../server/db/seed/data/demo-listings.ts";
import { seedReferenceData } from "../../server/db/seed/reference.server.ts";

const RATE = DEFAULT_LBP_PER_USD;

interface Template {
  id: number;
  listing_type: "Rental" | "Sale";
  title: string;
  description: string;
  property_type: string;
  property_category: string;
  bedroom: number;
  bathroom: number;
  size: number;
  furnished: boolean;
  usd_base: number;
  step: number;
  special: string[];
  district: string;
  city: string;
  area_id: number;
  latitude: number;
  longitude: number;
  keywords: string[];
}

/** Every area × kind × listing type, in the three languages in turn: ~9,500 distinct listings to repeat. */
function templates(): Template[] {
  const rows: Template[] = [];
  const languages = ["en", "ar", "fr"] as const;
  for (const area of areaSeeds) {
    for (const kind of DEMO_KINDS) {
      for (const sale of [false, true]) {
        const id = rows.length;
        const bedrooms = kind.bedrooms[0] + (id % (kind.bedrooms[1] - kind.bedrooms[0] + 1));
        const size = Math.round((kind.size[0] + (((id * 37) % 100) / 100) * (kind.size[1] - kind.size[0])) / 5) * 5;
        const seaView = id % 4 === 0;
        const furnished = kind.category === "Residential" && !sale && id % 3 === 0;
        const text = { language: languages[id % 3]!, kind, sale, bedrooms, size, ...area, furnished, seaView };
        const title = demoTitle(text);
        const description = demoDescription(text);
        const perM2 = sale ? kind.salePerM2 : kind.rentPerM2;
        const usd = size * (perM2[0] + (perM2[1] - perM2[0]) * (((id * 53) % 100) / 100));
        rows.push({
          id,
          listing_type: sale ? "Sale" : "Rental",
          title,
          description,
          property_type: kind.type,
          property_category: kind.category,
          bedroom: bedrooms,
          bathroom: kind.category === "Land" ? 0 : Math.max(1, Math.min(bedrooms, 1 + (id % 3))),
          size,
          furnished,
          usd_base: sale ? Math.min(2_000_000, Math.max(60_000, usd)) : Math.min(5_000, Math.max(300, usd)),
          step: sale ? 1000 : 50,
          special: seaView ? ["Sea view", "Parking"] : ["Parking"],
          district: area.district,
          city: area.area,
          area_id: 0,
          latitude: area.latitude,
          longitude: area.longitude,
          // As derivedColumns in save-listing computes them (no reference: the rows have none).
          keywords: listingKeywords({
            title,
            description,
            district: area.district,
            city: area.area,
            areaNames: [area.areaAr, area.districtAr, area.districtFr],
          }),
        });
      }
    }
  }
  return rows;
}

/** One of sixteen stored photos, picked by the listing's id (an SQL expression). */
const benchPhoto = (id: string, variant: "large" | "low") => `'photos/bench-' || (abs(hashtext(${id}::text)) % 16) || '-${variant}.webp'`;

/**
 * When the listings went live, as SQL over each row's `status` and `approved_on`:
 * - `recent` (the search bench): approved in the last 25 days, live for 30 days; an expired one
 *   expired the day before its approval;
 * - `year` (the area price guides' trend): approved over the last 12 months; an approved one was
 *   renewed since and expires within the next 30 days, an expired one expired between its
 *   approval and today.
 */
const DATES = {
  recent: {
    approvedOn: "now() - (random() * 25 + 0.01) * interval '1 day'",
    expiresOn: "case when status = 'Approved' then approved_on + interval '30 days' when status = 'Expired' then approved_on - interval '1 day' end",
  },
  year: {
    approvedOn: "now() - (random() * 365 + 0.01) * interval '1 day'",
    expiresOn:
      "case when status = 'Approved' then now() + (random() * 30 + 0.01) * interval '1 day' when status = 'Expired' then approved_on + (now() - approved_on) * random() end",
  },
} as const;

export interface GenerateListingsOptions {
  listings: number;
  /** Listings inserted per statement. */
  batch: number;
  /** A user (created first) who owns one listing in `share`; the others are shared by ~listings/200 owners. */
  agency?: { email: string; password: string; share: number };
  /** When the listings went live (`DATES`); `recent` unless given. */
  dates?: keyof typeof DATES;
  /** Run on the loaded rows before the secondary indexes are rebuilt (rows derived from the listings). */
  beforeIndexes?: (client: pg.Client) => Promise<void>;
  log: (message: string) => void;
}

/** Generates the listings (one photo each) in the migrated, seeded database `url`, which must hold none yet. */
export async function generateListings(url: string, options: GenerateListingsOptions): Promise<void> {
  const { listings, batch, agency, log } = options;
  const dates = DATES[options.dates ?? "recent"];
  const owners = Math.max(10, Math.min(5_000, Math.round(listings / 200)));
  const handle = connectDatabase(url, 2);
  await migrateDatabase(handle.pool);
  await seedReferenceData(handle.db);
  if (agency) await createUser(handle.db, { email: agency.email, password: agency.password, firstName: "Bench", lastName: "Agency" });
  await handle.pool.end();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: existing } = await client.query<{ count: number }>("select count(*)::int as count from properties");
    if (existing[0]!.count > 0) throw new Error("The benchmark database already has listings: give an empty one (or none, for a throwaway cluster).");
    const started = Date.now();
    const all = templates();
    await client.query("drop table if exists bench_templates");
    await client.query(`create table bench_templates (id int primary key, listing_type text, title text, description text, property_type text,
      property_category text, bedroom smallint, bathroom smallint, size numeric, furnished boolean, usd_base numeric, step numeric, special text[],
      district text, city text, area_id int, latitude float8, longitude float8, keywords text[])`);
    await client.query("insert into bench_templates select * from json_populate_recordset(null::bench_templates, $1)", [JSON.stringify(all)]);
    await client.query(`update bench_templates t set area_id = a.id from areas a where a.district = t.district and a.area = t.city`);
    await client.query(
      `insert into users (email, username, first_name, last_name, name, phone, email_verified)
      select 'bench-' || g || '@bench.test', 'bench-' || g || '@bench.test', 'Bench', 'Owner ' || g, 'Bench Owner ' || g, '3123456', true
      from generate_series(1, $1::int) g`,
      [owners],
    );

    // Bulk loads are faster without the secondary indexes; they are rebuilt once, as declared.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename in ('properties', 'property_images') and indexname not like '%_pkey' and indexname <> 'property_images_position_key'`);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    // The loader writes each listing's featured photo with its row; the trigger would update every row again.
    await client.query("alter table property_images disable trigger property_images_featured_photo");

    const owner = agency
      ? `case when g % ${agency.share} = 0 then o.agency else o.ids[1 + g % array_length(o.ids, 1)] end`
      : "o.ids[1 + g % array_length(o.ids, 1)]";
    for (let from = 1; from <= listings; from += batch) {
      const to = Math.min(listings, from + batch - 1);
      await client.query(
        `with owners as (select array_agg(id order by email) as ids, (select id from users where email = '${agency?.email ?? ""}') as agency
          from users where email like 'bench-%@bench.test'),
        rows as (
          select g, gen_random_uuid() as listing_id, t.*, ${owner} as owner_id,
            case when g % 6 = 0 then 'LBP' else 'USD' end as unit,
            round(t.usd_base * (0.8 + random() * 0.4) / t.step) * t.step as usd,
            case (g / 10) % 10 when 0 then 'platinum' when 1 then 'gold' when 2 then 'gold' else 'free' end as plan_id,
            case g % 20 when 19 then 'Pending Approval' when 18 then 'Expired' else 'Approved' end as status,
            ${dates.approvedOn} as approved_on
          from generate_series($1::int, $2::int) g
          cross join owners o
          join bench_templates t on t.id = (g::bigint * 7919) % ${all.length}
        ),
        priced as (select *, case when unit = 'LBP' then round(usd * ${RATE} / 1000000) * 1000000 else usd end as price from rows),
        inserted as (
          insert into properties (id, owner_id, listing_type, title, property_type, property_category, description, unit, furnished, price,
            payment_frequency, bedroom, bathroom, size, special, payment_method, contact_method, district, city, area_id, latitude, longitude,
            visible, status, flag, flag_time, plan_id, approved_on, expires_on, market_date, boosted, priority, keywords,
            usd_price_calculated, lbp_price_calculated, created_at, updated_at, featured_photo_key, featured_photo_placeholder)
          select listing_id, owner_id, listing_type, title, property_type, property_category, description, unit, furnished, price,
            case when listing_type = 'Rental' then 'Monthly' end, bedroom, bathroom, size + (g % 5), special,
            array['Cash']::text[], array['Phone call', 'WhatsApp']::text[], district, city, area_id,
            latitude + (random() - 0.5) * 0.03, longitude + (random() - 0.5) * 0.03,
            status = 'Approved', status, case when status = 'Pending Approval' then 'New' end, case when status = 'Pending Approval' then approved_on end,
            plan_id, case when status <> 'Pending Approval' then approved_on end,
            ${dates.expiresOn},
            case when status <> 'Pending Approval' then approved_on end,
            plan_id <> 'free' and g % 37 = 0, case plan_id when 'platinum' then 3 when 'gold' then 2 else 1 end, keywords,
            case when unit = 'USD' then round(price) else round(price / ${RATE}) end,
            case when unit = 'LBP' then round(price) else round(price * ${RATE}) end,
            approved_on - interval '1 day', approved_on, ${benchPhoto("listing_id", "low")}, ''
          from priced
          returning id
        )
        insert into property_images (property_id, position, image_key, image_low_key, placeholder, width, height)
        select id, 0, ${benchPhoto("id", "large")}, ${benchPhoto("id", "low")}, '', 1600, 1200
        from inserted`,
        [from, to],
      );
      log(`${to.toLocaleString("en")} / ${listings.toLocaleString("en")} listings (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query("alter table property_images enable trigger property_images_featured_photo");
    await options.beforeIndexes?.(client);
    log("rebuilding indexes");
    await client.query("set maintenance_work_mem = '512MB'");
    for (const index of indexes) await client.query(index.definition);
    await client.query("drop table bench_templates");
    await client.query("vacuum analyze properties");
    await client.query("vacuum analyze property_images");
    log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
}
