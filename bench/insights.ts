/**
 * `npm run bench:insights -- [--listings 1000000] [--daily-rows 50000000] [--owner-listings 5000] [--days 90] [--runs 40] [--database-url URL]`
 *
 * The insights of a large owner (issue 15, decision 0027): one owner with 5,000 listings and 90
 * days of per-day counters (`listing_daily_counters`), among `--listings` listings in all and
 * `--daily-rows` daily rows in all (the other owners' listings get their share of recent days), and
 * those rows summed per owner and day (`owner_daily_counters`, as the rollup keeps them).
 * Everything is generated in set-based SQL (generate_series) in a throwaway embedded PostgreSQL
 * unless --database-url names an empty database (or one a stopped run of this bench left: it resumes). Measures p50/p95 of what `/dashboard/insights`
 * and `/dashboard/insights/:propertyId` load (`ownerInsights` over 7, 30 and 90 days,
 * `listingInsights` over 90 days with its district comparison) and of the CSV export
 * (`exportInsights`, the owner's 5,000 listings), then prints the plans of their statements.
 */
import { parseArgs } from "node:util";
import { type SQL, sql } from "drizzle-orm";
import { addDays } from "../domain/days.ts";
import { beirutDay } from "../domain/beirut-clock.ts";
import { type InsightPeriod } from "../domain/insights.ts";
import { PROPERTY_TYPES } from "../domain/listing.ts";
import { exportInsights } from "../server/insights/export-insights.server.ts";
import { listingInsights, ownerInsights } from "../server/insights/listing-insights.server.ts";
import { rollUpDay } from "../server/insights/roll-up-daily-counters.server.ts";
import { db } from "../server/runtime.server.ts";
import { withBenchRuntime } from "./support/bench-runtime.ts";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "1000000" },
    "daily-rows": { type: "string", default: "50000000" },
    "owner-listings": { type: "string", default: "5000" },
    days: { type: "string", default: "90" },
    runs: { type: "string", default: "40" },
    "database-url": { type: "string" },
  },
});
const LISTINGS = Number(args.listings);
const OWNER_LISTINGS = Number(args["owner-listings"]);
const DAYS = Number(args.days);
const RUNS = Number(args.runs);
const OWNER_ROWS = OWNER_LISTINGS * DAYS;
/** Days of history for each other listing, so that all rows add up to --daily-rows (at most --days). */
const BACKGROUND_DAYS = Math.min(DAYS, Math.max(1, Math.round((Number(args["daily-rows"]) - OWNER_ROWS) / Math.max(1, LISTINGS - OWNER_LISTINGS))));
const OTHER_OWNERS = 2000;
const COUNTERS = ["impression", "views", "interested", "whatsapp", "call", "message_owner", "request_tour", "favorites", "alert_hits"];
const typesArray = sql.raw(`array[${PROPERTY_TYPES.map((type) => `'${type}'`).join(",")}]`);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(56)} ${((performance.now() - started) / 1000).toFixed(2).padStart(8)} s`);
  return result;
}

/** Counters for one day of one listing: a realistic funnel (impressions ≫ views ≫ contacts). */
const dayCounters = sql.raw(`floor(random() * 300)::int, floor(random() * 30)::int, floor(random() * 3)::int, floor(random() * 3)::int,
  floor(random() * 2)::int, floor(random() * 2)::int, floor(random() * 2)::int, floor(random() * 2)::int, 0`);

/**
 * Runs one step of the generation unless a previous run on the same database (--database-url) got
 * past it: at 50,000,000 rows a run stopped half-way resumes where it stopped.
 */
async function step(label: string, done: SQL, work: () => Promise<unknown>): Promise<void> {
  const [row] = (await db().execute<{ done: boolean }>(sql`select ${done} as done`)).rows;
  if (row!.done) console.log(`${label.padEnd(56)} (already there)`);
  else await timed(label, work);
}

/**
 * Loads the daily rows as a bulk load does: without the table's index, key and foreign keys, which
 * are put back (and checked) once the rows are in, as a sort rather than 50,000,000 insertions.
 */
async function withoutIndexes(table: string, load: () => Promise<unknown>): Promise<void> {
  const { rows: constraints } = await db().execute<{ name: string; definition: string }>(sql`select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = ${table}::regclass order by contype = 'f'`);
  const { rows: indexes } = await db().execute<{ name: string; definition: string }>(sql`select indexname as name, indexdef as definition
    from pg_indexes where tablename = ${table} and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`);
  for (const { name } of [...constraints].reverse()) await db().execute(sql.raw(`alter table ${table} drop constraint ${name}`));
  for (const { name } of indexes) await db().execute(sql.raw(`drop index ${name}`));
  await load();
  await db().transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const { name, definition } of constraints) await tx.execute(sql.raw(`alter table ${table} add constraint ${name} ${definition}`));
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
}

async function generate(today: string): Promise<string> {
  const districts = sql`(select array_agg(distinct district order by district) from areas)`;
  await step(`${LISTINGS.toLocaleString("en")} listings (${OWNER_LISTINGS.toLocaleString("en")} of one owner)`, sql`exists (select from properties)`, () =>
    db().transaction(async (tx) => {
      await tx.execute(sql`insert into users (email, username, first_name)
        select 'owner' || n || '@bench.test', 'owner' || n || '@bench.test', 'Owner' from generate_series(0, ${OTHER_OWNERS}) as n`);
      await tx.execute(sql`with owners as (select id, row_number() over (order by email) - 1 as n from users where email like 'owner%@bench.test')
        insert into properties (owner_id, title, listing_type, property_type, price, usd_price_calculated, size, bedroom, bathroom,
          district, status, visible, approved_on, created_at, updated_at)
        select o.id, 'Listing ' || g.n, t.listing_type, (${typesArray})[1 + floor(random() * ${PROPERTY_TYPES.length})::int], t.price, t.price,
          60 + floor(random() * 300), floor(random() * 6)::int, 1 + floor(random() * 3)::int,
          (${districts})[1 + floor(random() * cardinality(${districts}))::int], 'Approved', true, now() - interval '100 days', now() - interval '100 days', now()
        from generate_series(1, ${LISTINGS}) as g(n)
        cross join lateral (select case when random() < 0.6 then 'Rental' else 'Sale' end as listing_type, g.n) as seed
        cross join lateral (select seed.listing_type,
          case when seed.listing_type = 'Rental' then 300 + floor(random() * 3000) else 50000 + floor(random() * 900000) end as price) as t
        join owners o on o.n = case when g.n <= ${OWNER_LISTINGS} then 0 else 1 + g.n % ${OTHER_OWNERS} end`);
    }),
  );
  const [owner] = (await db().execute<{ id: string }>(sql`select id from users where email = 'owner0@bench.test'`)).rows;
  await step(
    `${OWNER_ROWS.toLocaleString("en")} daily rows of the owner (${DAYS} days)`,
    sql`exists (select from listing_daily_counters where owner_id = ${owner!.id})`,
    () =>
      db().execute(sql`insert into listing_daily_counters
          (property_id, owner_id, day, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
        select p.id, p.owner_id, ${today}::date - d, ${dayCounters}
        from properties p cross join generate_series(0, ${DAYS - 1}) as d where p.owner_id = ${owner!.id}`),
  );
  const background = (LISTINGS - OWNER_LISTINGS) * BACKGROUND_DAYS;
  await step(
    `${background.toLocaleString("en")} daily rows of other owners (${BACKGROUND_DAYS} days each)`,
    sql`exists (select from listing_daily_counters where owner_id <> ${owner!.id})`,
    () =>
      withoutIndexes("listing_daily_counters", () =>
        db().execute(sql`insert into listing_daily_counters
            (property_id, owner_id, day, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
          select p.id, p.owner_id, ${today}::date - d, ${dayCounters}
          from properties p cross join generate_series(0, ${BACKGROUND_DAYS - 1}) as d where p.owner_id <> ${owner!.id}`),
      ),
  );
  await step("owner_daily_counters (the daily rows summed per owner and day)", sql`exists (select from owner_daily_counters)`, () =>
    db().execute(sql`insert into owner_daily_counters
        (owner_id, day, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
      select owner_id, day, sum(impression), sum(views), sum(interested), sum(whatsapp), sum(call), sum(message_owner), sum(request_tour), sum(favorites), sum(alert_hits)
      from listing_daily_counters group by owner_id, day`),
  );
  await step("listing_period_totals and listing_totals (as the rollup keeps them)", sql`exists (select from listing_totals)`, () =>
    db().transaction(async (tx) => {
      // One pass over the daily rows: each listing's sums over its last 7, 30 and 90 days and in all.
      const sums = (suffix: string, from: string) => COUNTERS.map((column) => `sum(${column}) filter (where day >= ${from}) as ${column}_${suffix}`).join(", ");
      const first = (period: number) => `(select first_day from listing_period_windows where period = ${period})`;
      await tx.execute(
        sql.raw(`create temporary table bench_sums on commit drop as
        select property_id, owner_id, ${sums("7", first(7))}, ${sums("30", first(30))}, ${sums("90", first(90))},
          sum(impression) as impression_all, sum(views) as views_all
        from listing_daily_counters group by property_id, owner_id`),
      );
      await tx.execute(
        sql.raw(`insert into listing_period_totals (property_id, period, owner_id, ${COUNTERS.join(", ")})
        select property_id, period, owner_id, ${COUNTERS.map((column) => `case period when 7 then ${column}_7 when 30 then ${column}_30 else ${column}_90 end`).join(", ")}
        from bench_sums cross join (values (7), (30), (90)) as periods(period)
        where case period when 7 then impression_7 when 30 then impression_30 else impression_90 end is not null`),
      );
      await tx.execute(sql`insert into listing_totals (property_id, impression, views) select property_id, impression_all, views_all from bench_sums`);
    }),
  );
  await timed("analyze", () => db().execute(sql`vacuum analyze`));
  return owner!.id;
}

/**
 * What keeping the totals costs at this scale: the 15-minute rollup of today (every listing's
 * events of the day, then one more batch of impressions for a tenth of the listings), the daily
 * move of the periods, and for comparison the alternative of decision 0034, adding the same
 * batch's impressions to a counter column of `properties` in one statement (HOT or not).
 */
async function measureRollup(today: string, now: Date): Promise<void> {
  await db().execute(sql`insert into listing_counter_events (property_id, day, counter, amount)
    select property_id, day, 'impression', impression from listing_daily_counters where day = ${today} and impression > 0
    union all select property_id, day, 'views', views from listing_daily_counters where day = ${today} and views > 0`);
  await timed("rollUpDay(today), every listing's events of the day", () => rollUpDay(today, now));
  // A run stopped half-way left its batch: start from a new one.
  await db().execute(sql`drop table if exists bench_batch`);
  await db().execute(sql`create unlogged table bench_batch as
    select id as property_id, (1 + floor(random() * 20))::int as amount from properties tablesample system (10)`);
  await db().execute(
    sql`insert into listing_counter_events (property_id, day, counter, amount) select property_id, ${today}, 'impression', amount from bench_batch`,
  );
  await timed("rollUpDay(today) again, a batch for a tenth of the listings", () => rollUpDay(today, now));
  await db().execute(sql`update listing_period_windows set first_day = first_day - 1`);
  await timed("the daily move of the 7, 30 and 90-day periods", () => rollUpDay(today, now));
  const rewritten = await timed("alternative: the batch added to properties' rows", () =>
    db().transaction(async (tx) => {
      await tx.execute(sql`update properties set interested = interested + bench_batch.amount from bench_batch where properties.id = bench_batch.property_id`);
      const { rows } = await tx.execute<{ updated: string; hot: string }>(sql`select pg_stat_get_xact_tuples_updated('properties'::regclass) as updated,
        pg_stat_get_xact_tuples_hot_updated('properties'::regclass) as hot`);
      return rows[0]!;
    }),
  );
  console.log(`  properties rows rewritten: ${rewritten.updated}, of which HOT (no index touched): ${rewritten.hot}`);
  await db().execute(sql`drop table bench_batch`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, work: () => Promise<unknown>): Promise<void> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(56)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`);
}

/** The plans of the insights pages' statements, written as listing-insights.server.ts builds them. */
async function explain(ownerId: string, propertyId: string, today: string): Promise<void> {
  const from = addDays(today, 1 - 90);
  const plans: Array<[string, ReturnType<typeof sql>]> = [
    [
      "owner, per day (90 days)",
      sql`select day, sum(impression), sum(views), sum(interested), sum(whatsapp), sum(call), sum(message_owner), sum(request_tour), sum(favorites), sum(alert_hits)
        from owner_daily_counters where owner_id = ${ownerId} and day >= ${from} group by day`,
    ],
    [
      "owner, top listings (90 days)",
      sql`select property_id, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits
        from listing_period_totals where owner_id = ${ownerId} and period = 90 order by views desc nulls last, impression desc nulls last, property_id limit 100`,
    ],
    [
      "one listing, per day (90 days)",
      sql`select day, sum(views) from listing_daily_counters where property_id = ${propertyId} and day >= ${from} group by day`,
    ],
    [
      "export (owner's listings)",
      sql`select id, title, coalesce(t.impression, 0), coalesce(t.views, 0) from properties left join listing_totals t on t.property_id = id
        where owner_id = ${ownerId} and is_deleted = false order by created_at, id`,
    ],
  ];
  for (const [label, statement] of plans) {
    const result = await db().transaction(async (tx) => {
      return tx.execute<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers, costs off) ${statement}`);
    });
    console.log(`\n-- ${label}\n${result.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
  }
}

async function main(): Promise<void> {
  await withBenchRuntime({ name: "beitna_insights_bench", databaseUrl: args["database-url"] }, async () => {
    const now = new Date();
    const today = beirutDay(now);
    const ownerId = await generate(today);
    const [listing] = (await db().execute<{ id: string }>(sql`select id from properties where owner_id = ${ownerId} order by id limit 1`)).rows;
    console.log(`\n${RUNS} runs each, after one warm-up:`);
    for (const period of [7, 30, 90] as InsightPeriod[]) await measure(`ownerInsights, ${period} days`, () => ownerInsights(ownerId, period, now));
    await measure("listingInsights, 90 days (with the district median)", () => listingInsights(ownerId, listing!.id, 90, now));
    await measure(`exportInsights (CSV of ${OWNER_LISTINGS.toLocaleString("en")} listings)`, () => exportInsights(ownerId, "ar"));
    await explain(ownerId, listing!.id, today);
    console.log("");
    await measureRollup(today, now);
  });
}

await main();
