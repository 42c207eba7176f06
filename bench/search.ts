/**
 * `npm run bench:search -- [--listings 100000] [--database-url URL [--reuse]] [--seconds 10] [--concurrency 8] [--port 3299] [--only similar,page]`
 *
 * Generates N listings in a dedicated database (a throwaway embedded PostgreSQL unless
 * --database-url names an empty one), starts the built app on it (`node server.js`), then loads
 * it over HTTP: the search function with a typical filter mix (repeated, and in filter sets never
 * seen before), keyword search (the same popular phrases again and again, and phrases alone, with
 * filters or on deep pages in filter sets never seen before, whose counts nothing remembers), similar
 * listings, a server-rendered listing page, the API's `getProperty` and `ownerProperties` (signed in
 * as an agency owning one listing in 49, one client), the results map's markers
 * (`/resources/map-markers`: the whole country, first time and repeated, a town's view while
 * panning, a few streets' pins), and the pages a visitor loads most (the hundred most visited
 * listings, `/rent`, home) at 16 connections, from the visitor page cache (warmed first) and
 * rendered every time (a second server with PAGE_CACHE=off). The throwaway PostgreSQL has
 * production's 2 GB of shared buffers, so that runs compare.
 * Each prints p50/p95/p99 and requests per second, next to the same kind of query run directly in
 * PostgreSQL (the floor) and the ratio of the p95s.
 * An endpoint answering 501 is reported as "not built". `--reuse` measures the listings a previous
 * run left in --database-url instead of generating them again (for iterating on a query plan);
 * `--only` measures the scenarios whose names contain one of the given words.
 *
 * Listings are generated in SQL by bench/support/generate-listings.ts (INSERT … SELECT from
 * generate_series, in batches, with the indexes rebuilt once at the end), from templates whose
 * titles, descriptions and keywords come from the demo seed's words and `listingKeywords`, and
 * prices computed as `calculatedPrices` does, so the rows are what the app would have saved.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { searchQueryString } from "../domain/search.ts";
import { parseSearchUrl, type SearchPayload, searchParamsSchema } from "../domain/search-schema.ts";
import { LEBANON_BOUNDS, type MapView } from "../domain/map-markers.ts";
import { SIMILAR_ENOUGH } from "../domain/similar.ts";
import { listingPath } from "../domain/listing-url.ts";
import { connectDatabase } from "../server/db/client.server.ts";
import { properties, users } from "../server/db/schema.ts";
import { parseEnv } from "../server/env.server.ts";
import { findListingPage } from "../server/listings/find-listing-page.server.ts";
import { districtCounts } from "../server/home/district-counts.server.ts";
import { featuredListings } from "../server/home/featured-listings.server.ts";
import { newestListings } from "../server/home/newest-listings.server.ts";
import type { ApiContext } from "../server/api/define-function.server.ts";
import { API_FUNCTIONS } from "../server/api/registry.server.ts";
import { outboxTransport } from "../server/mail/transport.server.ts";
import { localStorage } from "../server/media/storage.server.ts";
import { db, setRuntime } from "../server/runtime.server.ts";
import { publicListing } from "../server/search/public-listing.server.ts";
import { searchListings } from "../server/search/search-listings.server.ts";
import { mapMarkers } from "../server/search/map-markers.server.ts";
import { findSimilarListings, similarToListing } from "../server/search/similar-listings.server.ts";
import { startBuiltServer } from "../tests/support/built-server.ts";
import { freePort } from "../tests/support/postgres.ts";
import { benchDatabase } from "./support/bench-runtime.ts";
import { FILTER_MIX, KEYWORD_PAGES, KEYWORDS, KEYWORDS_AND_FILTERS } from "./support/search-payloads.ts";
import { generateListings } from "./support/generate-listings.ts";
import { cpuPerRequest } from "./support/process-cpu.ts";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    "database-url": { type: "string" },
    seconds: { type: "string", default: "10" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string" },
    batch: { type: "string", default: "50000" },
    reuse: { type: "boolean", default: false },
    // Measure only the scenarios whose names contain one of these words (comma-separated), to iterate on one.
    only: { type: "string" },
  },
});
const LISTINGS = Number(args.listings);
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const BATCH = Number(args.batch);
/** The owner `ownerProperties` is measured for: an agency with one listing in AGENCY_SHARE (20,400 at a million; 49 is prime to the generator's other moduli, so its listings mix types, statuses and plans). */
const AGENCY = { email: "agency@bench.test", password: "Bench-Agency1" };
const AGENCY_SHARE = 49;
const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------- server

async function startServer(url: string, port: number, env: Record<string, string> = {}): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-bench-data-"));
  const server = await startBuiltServer({ baseUrl, databaseUrl: url, dataDir, env: { HOST: "127.0.0.1", ...env } });
  return {
    baseUrl,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------ load

interface Measure {
  latencies: number[];
  seconds: number;
  errors: number;
  statuses: Map<number, number>;
  /** CPU milliseconds per request of the server and of PostgreSQL, when the server's pid was given. */
  cpu?: { serverMs: number; postgresMs: number; load: number };
}

/**
 * Runs `request` from `clients` workers (CONCURRENCY unless given) for SECONDS (after a one-second
 * warm-up); with `serverPid`, also what each request cost that server and PostgreSQL in CPU.
 */
async function load(request: (index: number) => Promise<number>, clients = CONCURRENCY, serverPid?: number): Promise<Measure> {
  let counter = 0;
  const run = async (until: number, sink?: Measure) => {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          let status: number;
          try {
            status = await request(counter++);
          } catch {
            status = 0;
          }
          if (!sink) continue;
          sink.latencies.push(performance.now() - started);
          sink.statuses.set(status, (sink.statuses.get(status) ?? 0) + 1);
          if (status < 200 || status >= 300) sink.errors++;
        }
      }),
    );
  };
  await run(performance.now() + 1000);
  const measure: Measure = { latencies: [], seconds: SECONDS, errors: 0, statuses: new Map() };
  const started = performance.now();
  pageCacheHits = 0;
  const cpu = serverPid ? cpuPerRequest([serverPid]) : undefined;
  await run(started + SECONDS * 1000, measure);
  measure.seconds = (performance.now() - started) / 1000;
  if (cpu) measure.cpu = cpu.stop(measure.latencies.length);
  return measure;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

function summary(measure: Measure) {
  const sorted = [...measure.latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), rps: sorted.length / measure.seconds };
}

// ------------------------------------------------------------- scenarios

/**
 * A mix in filter sets never seen before: a minimum price raised by $1 to $240 (under every
 * listing's) makes each of 1,200 requests a new filter set, so no count is remembered from an
 * earlier request (server/search/count-cache.server.ts); the repeated mix shows popular searches.
 */
function firstTime(payloads: SearchPayload[]): (index: number) => SearchPayload {
  return (index) => {
    const payload = inTurn(payloads)(index);
    return { ...payload, price_min: Number(payload.price_min ?? 0) + 1 + (Math.floor(index / payloads.length) % 240) };
  };
}

/** The agency's dashboard as an app asks for it: all, a tab, a search, filters and later windows. */
const OWNER_FILTERS: Record<string, unknown>[] = [
  {},
  { listing_type: "Rental", status: "Approved" },
  { q: "villa", sort: "price_desc" },
  { district: "Beirut", price_max: 2000, bedroom_min: 2 },
  { listing_type: "Sale", keywords: "sea view", sort: "price_asc" },
  { visible: true, plan: "gold", sort: "expiry", skip: 40 },
  { currency: "LBP", price_min: 100_000_000, furnished: true, limit: 50 },
];

/** A function of the API run in this process, as the router would (its payload parsed), for the floor. */
function runFunction(name: string, caller: ApiContext["caller"]) {
  const fn = API_FUNCTIONS.find((candidate) => candidate.name === name);
  if (!fn) throw new Error(`No API function ${name}`);
  const context: ApiContext = { caller, locale: "en", clientAddress: "127.0.0.1", userAgent: "bench", headers: new Headers(), setHeader: () => {}, files: [] };
  return async (payload: unknown) => {
    await fn.handler(fn.input.parse(payload), context);
    return 200;
  };
}

/** Signs in over HTTP as the web's form does, and returns the session cookie. */
async function signIn(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/sign-in`, {
    method: "POST",
    headers: { origin: baseUrl },
    body: new URLSearchParams({ ...credentials, redirectTo: "/" }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`Signing in as ${credentials.email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

// Wide enough for the longest scenario's name.
const NAME_WIDTH = 34;
/** Visitors' pages are measured at this many connections (issue 17's targets). */
const PAGE_CLIENTS = 16;

interface Scenario {
  name: string;
  /** Concurrent clients, when not CONCURRENCY. */
  clients?: number;
  http: (index: number) => Promise<number>;
  floor: (index: number) => Promise<number>;
  /** Run once before the HTTP measure (filling the page cache). */
  warmUp?: () => Promise<void>;
  /** The server answering `http`, when not the page-cached one (its CPU is the one counted). */
  serverPid?: number;
}

/** The payloads one after another, round and round. */
function inTurn(payloads: SearchPayload[]): (index: number) => SearchPayload {
  return (index) => payloads[index % payloads.length]!;
}

/**
 * The services need the process's runtime; the bench gives them its pool, and nothing that could
 * send mail or queue a job.
 */
function startBenchRuntime(url: string): () => Promise<void> {
  const handle = connectDatabase(url, CONCURRENCY);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-bench-runtime-"));
  const secret = crypto.randomBytes(32).toString("base64url");
  setRuntime({
    ...handle,
    env: parseEnv({
      NODE_ENV: "production",
      DATABASE_URL: url,
      SESSION_SECRET: secret,
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      SEED_DEMO: "false",
    }),
    logger: pino({ level: "silent" }),
    secret,
    jobs: {
      send: async () => {
        throw new Error("The benchmark queues no jobs");
      },
      stop: async () => {},
    },
    mail: outboxTransport(path.join(scratch, "outbox"), "Beitna <no-reply@beitna.test>"),
    storage: localStorage(path.join(scratch, "media")),
    privateStorage: localStorage(path.join(scratch, "private")),
  });
  return async () => {
    setRuntime(undefined);
    await handle.pool.end();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
}

function post(baseUrl: string, name: string, payloads: (index: number) => unknown, headers: Record<string, string> = {}) {
  return async (index: number) => {
    const response = await fetch(`${baseUrl}/api/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, ...headers },
      body: JSON.stringify(payloads(index)),
    });
    await response.arrayBuffer();
    return response.status;
  };
}

/** Pages answered from the visitor page cache (its X-Page-Cache header), since the last measure began. */
let pageCacheHits = 0;

/** A visitor's page: the document, read to its end. */
function page(baseUrl: string, address: (index: number) => string) {
  return async (index: number) => {
    const response = await fetch(`${baseUrl}${address(index)}`, {
      headers: { "user-agent": BROWSER, "accept-language": "en", "accept-encoding": "gzip, deflate, br" },
    });
    await response.arrayBuffer();
    if (response.headers.get("x-page-cache") === "hit") pageCacheHits++;
    return response.status;
  };
}

/**
 * Every address fetched a few times at PAGE_CLIENTS connections, so that each web process (each has
 * its own cache) has most of them: the measure is then of pages visitors keep coming back to.
 */
function warmPages(baseUrl: string, addresses: string[]): () => Promise<void> {
  const visits = addresses.flatMap((address) => [address, address, address, address]);
  return async () => {
    let next = 0;
    const fetchPage = page(baseUrl, (index) => visits[index]!);
    await Promise.all(
      Array.from({ length: PAGE_CLIENTS }, async () => {
        while (next < visits.length) await fetchPage(next++);
      }),
    );
  };
}

/** Listing pages are measured on this many listings (the popular ones a cache can keep). */
const HOT_LISTINGS = 100;
/** The long tail: this many distinct listing pages, for the page cache's hit rate over many pages. */
const DISTINCT_PAGES = 1000;

/** A person's browser: the counters a page view writes leave crawlers out. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The search page as visitors open it: the first page, a district, a second page. */
const RENT_PAGES = ["/rent", "/rent?district=Beirut", "/rent?page=2"];

interface Sample {
  id: string;
  listingType: string;
  title: string;
  latitude: number | null;
  longitude: number | null;
}

/** The map's view around a listing: a town at zoom 13 (about 6 × 13 km on a phone), a few streets at 17. */
function viewAround(listing: Sample, zoom: number): MapView {
  const half = 0.05 * 2 ** (13 - zoom);
  const latitude = listing.latitude ?? 33.89;
  const longitude = listing.longitude ?? 35.5;
  return { south: latitude - half, west: longitude - half / 2, north: latitude + half, east: longitude + half / 2, zoom };
}

/** The markers of a search in a view over HTTP, as the map asks for them, and their floor. */
function markersScenario(name: string, baseUrl: string, payload: (index: number) => SearchPayload, view: (index: number) => MapView): Scenario {
  return {
    name,
    http: async (index) => {
      const params = searchParamsSchema.parse(payload(index));
      const query = new URLSearchParams(searchQueryString(params, { page: 1, sort: "featured" }));
      query.set("type", params.listing_type);
      for (const [key, value] of Object.entries(view(index))) query.set(key, String(value));
      const response = await fetch(`${baseUrl}/resources/map-markers?${query}`);
      await response.arrayBuffer();
      return response.status;
    },
    floor: async (index) => {
      await mapMarkers(searchParamsSchema.parse(payload(index)), view(index));
      return 200;
    },
  };
}

// ------------------------------------------------------------------- main

async function main() {
  if (!Number.isInteger(LISTINGS) || LISTINGS < 1) throw new Error("--listings must be a positive whole number");
  if (!args["database-url"]) log("starting a throwaway PostgreSQL");
  const database = await benchDatabase("beitna_bench", args["database-url"]);
  const url = database.url;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let uncached: Awaited<ReturnType<typeof startServer>> | undefined;
  let stopRuntime: (() => Promise<void>) | undefined;
  try {
    if (args.reuse && args["database-url"]) {
      log("measuring the listings already in the database (--reuse)");
    } else {
      log(`generating ${LISTINGS.toLocaleString("en")} listings`);
      await generateListings(url, { listings: LISTINGS, batch: BATCH, agency: { ...AGENCY, share: AGENCY_SHARE }, log });
    }
    server = await startServer(url, args.port ? Number(args.port) : await freePort());
    stopRuntime = startBenchRuntime(url);
    // What is measured: the generated listings, or under --reuse those the database holds.
    const listings = await db().$count(properties);
    const samples: Sample[] = await db()
      .select({
        id: properties.id,
        listingType: properties.listingType,
        title: properties.title,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(publicListing(new Date()))
      .orderBy(sql`random()`)
      .limit(DISTINCT_PAGES);
    const sample = (index: number) => samples[index % samples.length]!;
    const baseUrl = server.baseUrl;
    const only = args.only?.split(",").map((word) => word.trim().toLowerCase());
    const selected = (name: string) => !only || only.some((word) => name.toLowerCase().includes(word));
    // The pages rendered every time, by a server without the visitor page cache.
    if (selected("page, no cache")) uncached = await startServer(url, await freePort(), { PAGE_CACHE: "off" });
    const [agency] = await db().select({ id: users.id, email: users.email }).from(users).where(eq(users.email, AGENCY.email));
    if (!agency && selected("ownerProperties")) throw new Error(`${AGENCY.email} is missing: the database was generated before the agency existed`);
    const agencyCookie = agency ? await signIn(baseUrl, AGENCY) : "";
    const getProperty = runFunction("getProperty", null);
    const ownerProperties = runFunction("ownerProperties", agency ? { ...agency, isAdmin: false } : null);

    // A search over HTTP, and its floor: the service's own queries straight to PostgreSQL (no HTTP, no JSON).
    const search = (name: string, payload: (index: number) => SearchPayload): Scenario => ({
      name,
      http: post(baseUrl, "search", payload),
      floor: async (index) => {
        await searchListings(searchParamsSchema.parse(payload(index)));
        return 200;
      },
    });
    const scenarios: Scenario[] = [
      search("search: filter mix", inTurn(FILTER_MIX)),
      search("filter mix, first time", firstTime(FILTER_MIX)),
      search("search: keywords", inTurn(KEYWORDS)),
      search("keywords, first time", firstTime(KEYWORDS)),
      search("keywords + filters, first time", firstTime(KEYWORDS_AND_FILTERS)),
      search("keyword pages, first time", firstTime(KEYWORD_PAGES)),
      {
        name: "similar",
        http: post(baseUrl, "similar", (index) => ({ search: sample(index).id })),
        floor: async (index) => {
          await similarToListing({ search: sample(index).id });
          return 200;
        },
      },
      {
        name: "getProperty, 1 client",
        clients: 1,
        http: post(baseUrl, "getProperty", (index) => ({ PropertyID: sample(index).id })),
        floor: (index) => getProperty({ PropertyID: sample(index).id }),
      },
      {
        name: "ownerProperties, 1 client",
        clients: 1,
        http: post(baseUrl, "ownerProperties", (index) => OWNER_FILTERS[index % OWNER_FILTERS.length], { cookie: agencyCookie }),
        floor: (index) => ownerProperties(OWNER_FILTERS[index % OWNER_FILTERS.length]),
      },
      // The whole country at zoom 9 is counted once per filter set and remembered for a minute:
      // "first time" makes every request a new filter set, the repeated mix shows popular ones.
      markersScenario("map: country, first time", baseUrl, firstTime(FILTER_MIX), () => ({ ...LEBANON_BOUNDS, zoom: 9 })),
      markersScenario("map: country, repeated", baseUrl, inTurn(FILTER_MIX), () => ({ ...LEBANON_BOUNDS, zoom: 9 })),
      markersScenario("map: a town (zoom 13)", baseUrl, inTurn(FILTER_MIX), (index) => viewAround(sample(index), 13)),
      markersScenario("map: streets, pins (zoom 17)", baseUrl, inTurn(FILTER_MIX), (index) => viewAround(sample(index), 17)),
    ];

    const hotListing = (index: number) => samples[index % Math.min(HOT_LISTINGS, samples.length)]!;
    for (const cache of ["cache", "no cache"] as const) {
      const pagesBase = cache === "cache" ? baseUrl : uncached?.baseUrl;
      if (!pagesBase) continue;
      const warmUp = (addresses: string[]) => (cache === "cache" ? warmPages(pagesBase, addresses) : undefined);
      const serverPid = cache === "cache" ? server.pid : uncached?.pid;
      const listingPage = async (index: number) => {
        const listing = await findListingPage(hotListing(index).id, null);
        if (listing?.centre) {
          await findSimilarListings(
            { listingId: listing.id, listingType: listing.listingType, propertyType: listing.propertyType, ...listing.centre },
            SIMILAR_ENOUGH,
          );
        }
        return 200;
      };
      if (cache === "cache")
        // The long tail a cache must hold (issue 31): every one of DISTINCT_PAGES listing pages in turn, each visited a few times before.
        scenarios.push({
          name: `${samples.length} listing pages, cache`,
          clients: PAGE_CLIENTS,
          http: page(pagesBase, (index) => listingPath(sample(index))),
          warmUp: warmUp(samples.map((listing) => listingPath(listing))),
          floor: listingPage,
        });
      scenarios.push(
        {
          name: `listing page, ${cache}`,
          clients: PAGE_CLIENTS,
          http: page(pagesBase, (index) => listingPath(hotListing(index))),
          warmUp: warmUp(Array.from({ length: Math.min(HOT_LISTINGS, samples.length) }, (_, index) => listingPath(hotListing(index)))),
          // What the page's loader reads for a visitor: the listing, then its twelve nearest similar.
          floor: listingPage,
          serverPid,
        },
        {
          name: `/rent page, ${cache}`,
          clients: PAGE_CLIENTS,
          http: page(pagesBase, (index) => RENT_PAGES[index % RENT_PAGES.length]!),
          warmUp: warmUp(RENT_PAGES),
          serverPid,
          floor: async (index) => {
            await searchListings(parseSearchUrl(new URL(RENT_PAGES[index % RENT_PAGES.length]!, baseUrl).searchParams, "Rental"));
            return 200;
          },
        },
        {
          name: `home page, ${cache}`,
          clients: PAGE_CLIENTS,
          http: page(pagesBase, () => "/"),
          warmUp: warmUp(["/"]),
          serverPid,
          floor: async () => {
            await Promise.all([featuredListings(), newestListings(), districtCounts()]);
            return 200;
          },
        },
      );
    }

    const lines: string[] = [];
    const loads: number[] = [];
    const ms = (value: number) => value.toFixed(1).padStart(7);
    for (const scenario of scenarios.filter((candidate) => selected(candidate.name))) {
      log(`measuring ${scenario.name}`);
      const floor = summary(await load(scenario.floor, scenario.clients));
      // An endpoint not built yet still gets its floor, for comparison later.
      if ((await scenario.http(0)) === 501) {
        lines.push(
          `${scenario.name.padEnd(NAME_WIDTH)} ${"not built (501)".padStart(39)} │ ${ms(floor.p50)} ${ms(floor.p95)} ${ms(floor.p99)} ${floor.rps.toFixed(0).padStart(7)} │`,
        );
        continue;
      }
      await scenario.warmUp?.();
      const http = await load(scenario.http, scenario.clients, scenario.serverPid ?? server.pid);
      const result = summary(http);
      const hits = pageCacheHits ? ` cache hits: ${Math.round((100 * pageCacheHits) / http.latencies.length)}%` : "";
      const statuses = [...http.statuses].map(([status, count]) => `${status}×${count}`).join(" ");
      const cpu = http.cpu ? `${ms(http.cpu.serverMs)} ${ms(http.cpu.postgresMs)} ${ms(http.cpu.serverMs + http.cpu.postgresMs)} │` : "";
      lines.push(
        `${scenario.name.padEnd(NAME_WIDTH)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)} ${result.rps.toFixed(0).padStart(7)} │ ${cpu} ${ms(floor.p50)} ${ms(floor.p95)} ${ms(floor.p99)} ${floor.rps.toFixed(0).padStart(7)} │ ${(result.p95 / floor.p95).toFixed(1).padStart(5)}×  ${http.errors ? `errors: ${statuses}` : ""}${hits}`,
      );
      loads.push(http.cpu?.load ?? 0);
    }
    console.log(
      `\nBeitna search benchmark: ${listings.toLocaleString("en")} listings, ${CONCURRENCY} concurrent, ${SECONDS} s each (ms); ` +
        `CPU ms per request of the server and PostgreSQL over the HTTP run; load average up to ${Math.max(0, ...loads).toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(
      `${"".padEnd(NAME_WIDTH)} ${"HTTP p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"req/s".padStart(7)} │ ${"CPU srv".padStart(7)} ${"pg".padStart(7)} ${"total".padStart(7)} │ ${"SQL p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"q/s".padStart(7)} │ p95 ratio`,
    );
    for (const line of lines) console.log(line);
  } finally {
    await stopRuntime?.();
    await server?.stop();
    await uncached?.stop();
    await database.stop();
  }
}

await main();
