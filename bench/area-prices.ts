/**
 * `npm run bench:area-prices -- [--listings 1000000] [--database-url URL [--reuse]] [--seconds 10] [--connections 16] [--port 3299] [--batch 50000]`
 *
 * The area price guides at scale (issue 29, decision 0066). Generates N listings as the search
 * bench does (bench/support/generate-listings.ts), approved, renewed and expired over the last 12
 * months, with a price history for PRICE_CHANGED of them (one or two changes in their time on the
 * market, most of them reductions; the listing's `previous_price` and `price_reduced_at` as an
 * edit leaves them) and TAKEN of them marked rented or sold, in a throwaway embedded PostgreSQL
 * (production's 2 GB of shared buffers, as the search bench) unless --database-url names an empty
 * database. `--reuse` measures what a previous run left in --database-url instead.
 *
 * Then (1) times `rollUpAreaPrices()` twice (the second warm), each followed by the listings'
 * quality scores it moves (`storeAllQualityScores`, decision 0068), and (2) starts the built app
 * (`npm run build` first) and loads it with autocannon at --connections for --seconds each (after
 * a one-second warm-up): the guide page `GET /prices/<district>/<area>` over every area in turn
 * (twice: right after the rollup, then with every guide kept), the district guides in turn, and `POST /api/functions/areaPrices` with a mix of payloads
 * (district or area, listing type, property type, bedrooms). Prints p50/p95/p99, requests per
 * second and the answers' statuses, and the load average (`uptime`) as the run goes.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { count, isNotNull, sql } from "drizzle-orm";
import type pg from "pg";
import { guidePath, MIN_LISTINGS, type AreaPricesRequest } from "../domain/market.ts";
import { connectDatabase, type Database } from "../server/db/client.server.ts";
import { storeAllQualityScores } from "../server/listings/listing-quality.server.ts";
import { areaPrices, areas, listingPriceHistory, properties } from "../server/db/schema.ts";
import { rollUpAreaPrices } from "../server/market/roll-up-area-prices.server.ts";
import { db } from "../server/runtime.server.ts";
import { publicListing } from "../server/search/public-listing.server.ts";
import { startBuiltServer } from "../tests/support/built-server.ts";
import { freePort } from "../tests/support/postgres.ts";
import { benchDatabase, withBenchRuntime } from "./support/bench-runtime.ts";
import { generateListings } from "./support/generate-listings.ts";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "1000000" },
    "database-url": { type: "string" },
    reuse: { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    port: { type: "string" },
    batch: { type: "string", default: "50000" },
  },
});
const LISTINGS = Number(args.listings);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
/** The share of approved listings whose price changed once or twice (a third of them twice). */
const PRICE_CHANGED = 0.15;
const TWICE = 1 / 3;
/** The share of a listing's last price changes that were reductions (an earlier change: 60%). */
const LAST_CUT = 0.7;
/** The share of approved listings marked rented or sold since their approval. */
const TAKEN = 0.02;
/** A person's browser: crawlers are counted apart. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const log = (message: string) => console.log(`[bench] ${message}`);
const loadAverage = () => execFileSync("uptime", { encoding: "utf8" }).trim();

// ------------------------------------------------------------------ data

/**
 * The price history of PRICE_CHANGED of the approved listings, written before the listings'
 * indexes are rebuilt: each change between the approval and now, its new price the next one's
 * old price (the last one's the listing's price), 5 to 20% down or 5 to 15% up, rounded as
 * owners type prices ($10 a month, $1,000, a million lira); and TAKEN of them marked taken.
 */
async function addPriceHistory(client: pg.Client): Promise<void> {
  log("writing the price history");
  await client.query(`create temporary table bench_price_changes as
    select id, unit, price, twice, last_cut, random() < 0.6 as first_cut,
      case when twice then least(at_a, at_b) end as first_at, case when twice then greatest(at_a, at_b) else at_a end as last_at,
      case when unit = 'LBP' then 1000000 when listing_type = 'Sale' then 1000 else 10 end as step
    from (
      select id, unit, price, listing_type, random() < ${TWICE} as twice, random() < ${LAST_CUT} as last_cut,
        approved_on + (now() - approved_on) * random() as at_a, approved_on + (now() - approved_on) * random() as at_b
      from properties where approved_on is not null and random() < ${PRICE_CHANGED}
    ) chosen`);
  const change = (price: string, cut: string) =>
    `round(${price} * (case when ${cut} then 1.05 + random() * 0.15 else 1 / (1.05 + random() * 0.1) end) / step) * step`;
  await client.query(`alter table bench_price_changes add column last_old numeric, add column first_old numeric`);
  await client.query(`update bench_price_changes set last_old = ${change("price", "last_cut")}`);
  await client.query(`update bench_price_changes set first_old = ${change("last_old", "first_cut")} where twice`);
  const { rowCount } = await client.query(`insert into listing_price_history (property_id, old_price, old_unit, new_price, new_unit, changed_at)
    select id, last_old, unit, price, unit, last_at from bench_price_changes
    union all
    select id, first_old, unit, last_old, unit, first_at from bench_price_changes where twice`);
  // As an edit leaves the listing (domain/price-history.ts `priceMarkAfterEdit`): marked when its last change was a cut.
  // The page cache's trigger would write three tags for each row: no server runs yet.
  await client.query("alter table properties disable trigger properties_page_cache_update");
  await client.query(`update properties p set previous_price = c.last_old, price_reduced_at = c.last_at
    from bench_price_changes c where c.id = p.id and c.last_cut`);
  await client.query(`update properties set taken_at = approved_on + (now() - approved_on) * random()
    where status = 'Approved' and random() < ${TAKEN}`);
  await client.query("alter table properties enable trigger properties_page_cache_update");
  await client.query("drop table bench_price_changes");
  await client.query("vacuum analyze listing_price_history");
  log(`${(rowCount ?? 0).toLocaleString("en")} price changes`);
}

// ---------------------------------------------------------------- rollup

interface Rollup {
  /** Rows the rollup wrote, or scores the quality pass moved. */
  rows: number;
  seconds: number;
  /** The PostgreSQL backend's own CPU time; null when its process is not on this machine. */
  cpuSeconds: number | null;
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** A backend's user and system CPU seconds, from /proc; null when it is not a process here. */
function backendCpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, the 14th and 15th fields, in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * `rollUpAreaPrices()` (or the quality scores' pass after it) on a connection of its own, timed,
 * with its backend's CPU time: on a machine shared with other work the wall time is what the load
 * leaves, the CPU time what an idle one would take (the rollup is one backend's work).
 */
async function timedRollup(url: string, work: (database: Database) => Promise<number>): Promise<Rollup> {
  const handle = connectDatabase(url, 1);
  try {
    const backend = async () => (await handle.pool.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    const pid = await backend();
    const cpuBefore = backendCpuSeconds(pid);
    const started = performance.now();
    const rows = await work(handle.db);
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = backendCpuSeconds(pid);
    const samePid = (await backend()) === pid;
    return { rows, seconds, cpuSeconds: samePid && cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null };
  } finally {
    await handle.pool.end();
  }
}

// ------------------------------------------------------------------ load

interface Scenario {
  name: string;
  /** The n-th request (every connection takes the next). */
  request: (index: number) => { method: "GET" | "POST"; path: string; body?: string };
}

interface Result {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  statuses: string;
  load: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

/** The scenario at CONNECTIONS keep-alive connections for `seconds`; `record` receives each answer. */
function run(baseUrl: string, scenario: Scenario, seconds: number, record?: (status: number, ms: number) => void): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        headers: {
          "user-agent": BROWSER,
          "accept-language": "en",
          "accept-encoding": "gzip, deflate, br",
          origin: baseUrl,
          "content-type": "application/json",
        },
        requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request(next++) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (record) instance.on("response", (_client, status, _bytes, ms) => record(status, ms));
  });
}

async function measure(baseUrl: string, scenario: Scenario): Promise<Result> {
  log(`measuring ${scenario.name}`);
  await run(baseUrl, scenario, 1);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await run(baseUrl, scenario, SECONDS, (status, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const elapsed = (performance.now() - started) / 1000;
  const load = loadAverage();
  log(load);
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    statuses: [...statuses].map(([status, times]) => `${status}×${times}`).join(" "),
    load: /load average: (.*)$/.exec(load)?.[1] ?? load,
  };
}

/** Each request of a scenario answered as it should before it is loaded: a figure on the page, a median in the API. */
async function check(baseUrl: string, scenario: Scenario, expect: (text: string) => boolean): Promise<void> {
  const { method, path: address, body } = scenario.request(0);
  const response = await fetch(`${baseUrl}${address}`, {
    method,
    body,
    headers: { "user-agent": BROWSER, origin: baseUrl, "content-type": "application/json" },
  });
  const text = await response.text();
  if (response.status !== 200 || !expect(text)) throw new Error(`${scenario.name}: ${method} ${address} answered ${response.status}: ${text.slice(0, 300)}`);
}

// ------------------------------------------------------------------- main

async function main() {
  if (!Number.isInteger(LISTINGS) || LISTINGS < 1) throw new Error("--listings must be a positive whole number");
  if (!args["database-url"]) log("starting a throwaway PostgreSQL");
  const database = await benchDatabase("beitna_area_prices", args["database-url"]);
  const url = database.url;
  try {
    if (args.reuse && args["database-url"]) {
      log("measuring the listings already in the database (--reuse)");
    } else {
      log(`generating ${LISTINGS.toLocaleString("en")} listings`);
      await generateListings(url, { listings: LISTINGS, batch: Number(args.batch), dates: "year", beforeIndexes: addPriceHistory, log });
    }
    await withBenchRuntime({ name: "beitna_area_prices", databaseUrl: url }, () => measureAll(url));
  } finally {
    await database.stop();
  }
}

async function measureAll(url: string): Promise<void> {
  const listings = await db().$count(properties);
  const live = await db().$count(properties, sql`${publicListing(new Date())} and ${properties.takenAt} is null`);
  const changes = await db().$count(listingPriceHistory);
  const reduced = await db().$count(properties, isNotNull(properties.priceReducedAt));
  log(`${listings.toLocaleString("en")} listings, ${live.toLocaleString("en")} live, ${changes.toLocaleString("en")} price changes`);
  log(loadAverage());

  const rollups: Rollup[] = [];
  const scorePasses: Rollup[] = [];
  for (const pass of ["first", "second (warm)"]) {
    log(`rolling up (${pass})`);
    rollups.push(await timedRollup(url, (database) => rollUpAreaPrices(new Date(), database)));
    log(`${rollups.at(-1)!.rows.toLocaleString("en")} rows in ${rollups.at(-1)!.seconds.toFixed(1)} s · ${loadAverage()}`);
    // What the nightly job does next (server/market/roll-up-market.server.ts): the quality scores.
    scorePasses.push(await timedRollup(url, storeAllQualityScores));
    log(`${scorePasses.at(-1)!.rows.toLocaleString("en")} quality scores moved in ${scorePasses.at(-1)!.seconds.toFixed(1)} s · ${loadAverage()}`);
  }
  const rows = rollups.at(-1)!.rows;
  const [shown] = await db()
    .select({ groups: count() })
    .from(areaPrices)
    .where(sql`${areaPrices.listings} >= ${MIN_LISTINGS}`);

  // Every area with a row in the rollup, in a fixed shuffled order (its id's hash), and every district.
  const places = await db()
    .select({ id: areas.id, district: areas.district, area: areas.area })
    .from(areas)
    .where(sql`exists (select from ${areaPrices} where ${areaPrices.areaId} = ${areas.id})`)
    .orderBy(sql`hashtext(${areas.id}::text)`);
  if (places.length === 0) throw new Error("The rollup wrote no area: are there live listings?");
  const districts = [...new Set(places.map((place) => place.district))].sort();
  const place = (index: number) => places[index % places.length]!;
  const payloads: AreaPricesRequest[] = Array.from({ length: 600 }, (_, index) => {
    const { id, district } = place(index * 7);
    const mixes: AreaPricesRequest[] = [
      { district, listing_type: "Rental" },
      { district, area: id, listing_type: "Rental" },
      { district, area: id, listing_type: "Sale", property_type: "Apartment" },
      { district, area: id, listing_type: "Rental", property_type: "Apartment", bedrooms: 2 },
      { district, listing_type: "Sale", bedrooms: 3 },
      { district, area: id, listing_type: "Rental", bedrooms: 1 },
    ];
    return mixes[index % mixes.length]!;
  });

  // A guide without a single figure is noindex (app/routes/prices.tsx).
  const figured = (text: string) => text.includes('"@type":"Dataset"') && !text.includes('content="noindex');
  const areaGuide = {
    name: `area guide (${places.length} areas)`,
    request: (index: number) => ({ method: "GET" as const, path: guidePath(place(index).district, place(index).area) }),
    expect: figured,
  };
  const scenarios: Array<Scenario & { expect: (text: string) => boolean }> = [
    areaGuide,
    // The same again: each guide is now kept by both web processes until the next rollup, as it is
    // all day after its first visits (the first pass renders every guide once per process).
    { ...areaGuide, name: "area guide, again" },
    {
      name: `district guide (${districts.length} districts)`,
      request: (index) => ({ method: "GET", path: guidePath(districts[index % districts.length]!) }),
      expect: figured,
    },
    {
      name: `areaPrices (${payloads.length} payloads)`,
      request: (index) => ({ method: "POST", path: "/api/functions/areaPrices", body: JSON.stringify(payloads[index % payloads.length]) }),
      expect: (text) => (JSON.parse(text) as { median: number | null }).median !== null,
    },
  ];

  const baseUrl = `http://127.0.0.1:${args.port ? Number(args.port) : await freePort()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-bench-data-"));
  const server = await startBuiltServer({ baseUrl, databaseUrl: url, dataDir, env: { HOST: "127.0.0.1" } });
  const results: Result[] = [];
  try {
    for (const scenario of scenarios) {
      await check(baseUrl, scenario, scenario.expect);
      results.push(await measure(baseUrl, scenario));
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `\nBeitna area price guides: ${listings.toLocaleString("en")} listings (${live.toLocaleString("en")} live), ${changes.toLocaleString("en")} price changes (${reduced.toLocaleString("en")} listings marked reduced), ${os.cpus().length} cores`,
  );
  console.log(`rollUpAreaPrices: ${rows.toLocaleString("en")} rows (${shown!.groups.toLocaleString("en")} with ${MIN_LISTINGS}+ listings)`);
  const cpu = (rollup: Rollup) => (rollup.cpuSeconds === null ? "" : ` (PostgreSQL CPU ${rollup.cpuSeconds.toFixed(1)} s)`);
  console.log(`  first run          ${rollups[0]!.seconds.toFixed(1).padStart(7)} s${cpu(rollups[0]!)}`);
  console.log(`  second run (warm)  ${rollups[1]!.seconds.toFixed(1).padStart(7)} s${cpu(rollups[1]!)}`);
  console.log(`storeAllQualityScores after it (decision 0068):`);
  for (const [index, pass] of scorePasses.entries())
    console.log(
      `  ${["first run        ", "second run (warm)"][index]}  ${pass.seconds.toFixed(1).padStart(7)} s${cpu(pass)}, ${pass.rows.toLocaleString("en")} scores moved`,
    );
  console.log(`\nHTTP at ${CONNECTIONS} connections, ${SECONDS} s each (ms)`);
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(`${"".padEnd(width)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"req/s".padStart(7)}   load average after   statuses`);
  for (const result of results) {
    console.log(
      `${result.name.padEnd(width)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)} ${result.rps.toFixed(0).padStart(7)}   ${result.load.padEnd(18)}   ${result.statuses}`,
    );
  }
}

await main();
