/**
 * `npm run bench:photos -- [--listings 1000000] [--photos-per-listing 7.5] [--planted 1000] [--runs 200] [--database-url URL]`
 *
 * The photo match search at scale (issue 30, decision 0067): `--listings` listings with
 * `--photos-per-listing` photos each on average (7,500,000 photos at the default), their
 * fingerprints random 64-bit values, plus `--planted` near-copies: photos of other listings 0 to 6
 * bits from a photo (the copies a match must find). Generated in set-based SQL in a throwaway
 * embedded PostgreSQL unless --database-url names an empty database. Measures p50/p95 of
 * `findPhotoMatches` for one photo with a planted copy, one photo without any, and a listing's 8
 * photos in one statement, checks that every planted copy was found, and prints the plan and the
 * indexes' sizes.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { hammingDistance, MATCH_DISTANCE } from "../domain/photo-fingerprint.ts";
import { findPhotoMatches, photoMatchesStatement } from "../server/media/find-photo-matches.server.ts";
import { db } from "../server/runtime.server.ts";
import { withBenchRuntime } from "./support/bench-runtime.ts";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "1000000" },
    "photos-per-listing": { type: "string", default: "7.5" },
    planted: { type: "string", default: "1000" },
    runs: { type: "string", default: "200" },
    "database-url": { type: "string" },
  },
});
const LISTINGS = Number(args.listings);
const PHOTOS_PER_LISTING = Number(args["photos-per-listing"]);
const PLANTED = Number(args.planted);
const RUNS = Number(args.runs);
const OWNERS = 2000;
const BATCH = 100_000;

/** A uniformly random signed 64-bit value in SQL: random() has 52 bits, so two draws of 32. */
const RANDOM_HASH = "((floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint)";

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(60)} ${((performance.now() - started) / 1000).toFixed(1).padStart(8)} s`);
  return result;
}

async function generate(): Promise<void> {
  await timed(`${LISTINGS.toLocaleString("en")} listings of ${OWNERS.toLocaleString("en")} owners`, async () => {
    await db().execute(sql`insert into users (email, username, first_name)
      select 'owner' || n || '@bench.test', 'owner' || n || '@bench.test', 'Owner' from generate_series(1, ${OWNERS}) as n`);
    await db().execute(sql`with owners as (select array_agg(id) as ids from users where email like 'owner%@bench.test')
      insert into properties (owner_id, title, property_type, price, size, status, visible, approved_on)
      select owners.ids[1 + g % ${OWNERS}], 'Listing ' || g, 'Apartment', 1000, 100, 'Approved', true, now()
      from generate_series(1, ${LISTINGS}) as g cross join owners`);
  });
  await db().execute(sql`vacuum analyze properties`);
  // Loaded as a bulk load is: the secondary indexes and the photo triggers off, then rebuilt once.
  const { rows: indexes } = await db().execute<{ name: string; definition: string }>(sql`select indexname as name, indexdef as definition
    from pg_indexes where tablename = 'property_images' and indexname not like '%_pkey' and indexname <> 'property_images_position_key'`);
  for (const { name } of indexes) await db().execute(sql.raw(`drop index ${name}`));
  await db().execute(sql`alter table property_images disable trigger user`);
  const photos = Math.round(LISTINGS * PHOTOS_PER_LISTING);
  await timed(`${photos.toLocaleString("en")} photos with random fingerprints`, async () => {
    // Each listing gets floor or ceil of the average (7 or 8 at 7.5), in id order batches.
    const whole = Math.floor(PHOTOS_PER_LISTING);
    const extraShare = PHOTOS_PER_LISTING - whole;
    for (let offset = 0; offset < LISTINGS; offset += BATCH) {
      await db().execute(sql`insert into property_images (property_id, position, image_key, image_low_key, width, height, fingerprint)
        select p.id, n, 'photos/bench-large.webp', 'photos/bench-low.webp', 1600, 1200, ${sql.raw(RANDOM_HASH)}
        from (select id, row_number() over (order by id) as k from properties order by id offset ${offset} limit ${BATCH}) as p
        cross join lateral generate_series(0, ${whole - 1} + case when (p.k * 0.618033988749) % 1 < ${extraShare} then 1 else 0 end) as n`);
    }
  });
  await timed(`${PLANTED.toLocaleString("en")} planted copies, 0 to ${MATCH_DISTANCE} bits from a photo of another listing`, () =>
    db().execute(sql`create table bench_planted as
      with sources as (select id, fingerprint, property_id from property_images tablesample bernoulli (1) where position = 0 limit ${PLANTED}),
      targets as (select id as property_id, row_number() over () as k from properties tablesample bernoulli (1) limit ${PLANTED}),
      numbered as (select *, row_number() over () as k from sources)
      select s.id as source_id, s.fingerprint as source, t.property_id,
        s.fingerprint # coalesce((select bit_or(1::bigint << b) from (select distinct floor(random() * 64 + s.k * 0)::int as b
          from generate_series(1, (s.k % ${MATCH_DISTANCE + 1})::int)) as bits), 0) as copy
      from numbered s join targets t on t.k = s.k`),
  );
  await db().execute(sql`insert into property_images (property_id, position, image_key, image_low_key, width, height, fingerprint)
    select property_id, 100 + row_number() over (partition by property_id), 'photos/bench-large.webp', 'photos/bench-low.webp', 1600, 1200, copy from bench_planted`);
  await db().execute(sql`alter table property_images enable trigger user`);
  await timed("the indexes rebuilt (the four bands among them)", async () => {
    await db().execute(sql`set maintenance_work_mem = '512MB'`);
    for (const { definition } of indexes) await db().execute(sql.raw(definition));
  });
  await timed("vacuum analyze (the visibility map lets the band scans stay in the index)", () => db().execute(sql`vacuum analyze property_images`));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, inputs: number, work: (run: number) => Promise<unknown>): Promise<void> {
  for (let run = 0; run < Math.min(10, inputs); run++) await work(run);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work(run % inputs);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(60)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`);
}

async function main(): Promise<void> {
  await withBenchRuntime({ name: "beitna_photos_bench", databaseUrl: args["database-url"] }, async () => {
    const [existing] = (await db().execute<{ n: number }>(sql`select count(*)::int as n from property_images`)).rows;
    if (existing!.n === 0) await generate();
    const [{ photos }] = (await db().execute<{ photos: number }>(sql`select count(*)::int as photos from property_images`)).rows as [{ photos: number }];
    console.log(`\n${photos.toLocaleString("en")} photos`);
    const { rows: sizes } = await db().execute<{
      name: string;
      size: string;
    }>(sql`select indexrelid::regclass::text as name, pg_size_pretty(pg_relation_size(indexrelid)) as size
      from pg_index where indrelid = 'property_images'::regclass order by 1`);
    for (const { name, size } of sizes) console.log(`  ${name.padEnd(52)} ${size}`);
    console.log(
      `  ${"table".padEnd(52)} ${(await db().execute<{ size: string }>(sql`select pg_size_pretty(pg_relation_size('property_images')) as size`)).rows[0]!.size}`,
    );

    const planted = (
      await db().execute<{ source: string; property_id: string; copy: string }>(
        sql`select source::text, property_id, copy::text from bench_planted order by random()`,
      )
    ).rows.map((row) => ({ source: BigInt(row.source), propertyId: row.property_id, copy: BigInt(row.copy) }));
    // Every planted copy is found from its source, at its distance.
    let missed = 0;
    for (const plant of planted) {
      const matches = await findPhotoMatches(db(), [{ fingerprint: plant.source, propertyId: null }]);
      if (!matches.some((match) => match.propertyId === plant.propertyId && match.distance === hammingDistance(plant.source, plant.copy))) missed++;
    }
    console.log(`\nplanted copies found: ${planted.length - missed} of ${planted.length}\n`);

    const fresh = Array.from({ length: RUNS }, () =>
      BigInt.asIntN(64, (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32))),
    );
    console.log(`${RUNS} runs each, after a warm-up of 10:`);
    await measure("one photo with a planted copy", planted.length, (run) => findPhotoMatches(db(), [{ fingerprint: planted[run]!.source, propertyId: null }]));
    await measure("one new photo (no match)", fresh.length, (run) => findPhotoMatches(db(), [{ fingerprint: fresh[run]!, propertyId: null }]));
    await measure("a listing's 8 photos in one statement", Math.floor(fresh.length / 8), (run) =>
      findPhotoMatches(
        db(),
        fresh.slice(run * 8, run * 8 + 8).map((fingerprint) => ({ fingerprint, propertyId: null })),
      ),
    );
    await measure("a queue page: 20 listings × 8 photos in one statement", 1, () =>
      findPhotoMatches(
        db(),
        fresh.slice(0, 160).map((fingerprint) => ({ fingerprint, propertyId: null })),
      ),
    );

    for (const [label, sought] of [
      ["one photo with a planted copy", [{ fingerprint: planted[0]!.source, propertyId: null }]],
      ["a listing's 8 photos", fresh.slice(0, 8).map((fingerprint) => ({ fingerprint, propertyId: null }))],
    ] as const) {
      const { rows: plan } = await db().execute<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers, costs off) ${photoMatchesStatement(sought)}`);
      console.log(`\n-- ${label}\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}`);
    }
  });
}

await main();
