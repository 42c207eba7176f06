/**
 * `npm run bench:day -- --database-url URL [--instances 1,2] [--connections 16,64] [--seconds 30] [--writes 5]`
 *
 * A day of a live marketplace's traffic in one run (issue 31), against a database that already holds
 * the listings (`npm run bench:search -- --listings 1000000 --database-url URL` makes one) and the
 * built app (`npm run build`): visitors open search pages, listing pages and move the map, chosen
 * by a Zipf law (a few filter sets and listings are most of the visits, and a long tail is seen once:
 * 15 % of searches carry a price nobody typed before), while owners' edits reach the database at a
 * steady rate (straight in SQL, as the app, a job or psql write, so the page cache's triggers run).
 * Each connection count is measured with one Beitna instance and with several on the same database
 * (the connections share them in turn, as a load balancer would). Prints requests/s, p50/p95/p99
 * by kind, the visitor page cache's hit rate, the CPU milliseconds per request of the servers and
 * PostgreSQL, and the load average.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { listingPath } from "../domain/listing-url.ts";
import { startBuiltServer, type BuiltServer } from "../tests/support/built-server.ts";
import { freePort } from "../tests/support/postgres.ts";
import { cpuPerRequest } from "./support/process-cpu.ts";

const { values: args } = parseArgs({
  options: {
    "database-url": { type: "string" },
    instances: { type: "string", default: "1,2" },
    connections: { type: "string", default: "16,64" },
    seconds: { type: "string", default: "30" },
    writes: { type: "string", default: "5" },
  },
});
const databaseUrl = args["database-url"];
if (!databaseUrl) throw new Error("--database-url names a database with listings (see the header of bench/day-of-traffic.ts)");
const SECONDS = Number(args.seconds);
const WRITES_PER_SECOND = Number(args.writes);
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

// ------------------------------------------------------------------ what visitors ask

/** A seeded generator (mulberry32): every run asks the same things in the same order. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranks 0..n-1 drawn with probability ∝ 1 / (rank + 1)^s (Zipf). */
function zipf(n: number, s = 1.05): (draw: number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) cumulative.push((total += 1 / rank ** s));
  return (draw) => {
    const target = draw * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const DISTRICTS = ["", "Beirut", "Metn", "Baabda", "Keserwan", "Jbeil", "Aley", "Chouf", "Tripoli", "Zahle", "Saida", "Tyre", "Batroun", "Koura", "Zgharta"];
const RENT_PRICES = ["", "500", "1000", "2000"];
const SALE_PRICES = ["", "150000", "300000", "1000000"];
const BEDROOMS = ["", "1", "2", "3", "4"];
const SORTS = ["", "newest", "price_asc"];

/** Every filter set a visitor may pick, most popular first (shuffled once by the seed, then ranked by Zipf). */
function filterSets(draw: () => number): string[] {
  const sets: string[] = [];
  for (const type of ["rent", "buy"])
    for (const district of DISTRICTS)
      for (const price of type === "rent" ? RENT_PRICES : SALE_PRICES)
        for (const bedrooms of BEDROOMS)
          for (const sort of SORTS) {
            const query = new URLSearchParams();
            if (district) query.set("district", district);
            if (price) query.set("price_max", price);
            if (bedrooms) query.set("bedroom_min", bedrooms);
            if (sort) query.set("sort", sort);
            sets.push(`/${type}${query.size ? `?${query}` : ""}`);
          }
  // The plainest searches are the most asked for: shuffle within popularity, keep the bare pages first.
  return sets
    .map((set) => ({ set, key: set.split(/[?&]/).length + draw() * 2 }))
    .sort((a, b) => a.key - b.key)
    .map(({ set }) => set);
}

interface Listing {
  id: string;
  listing_type: string;
  title: string;
  latitude: number | null;
  longitude: number | null;
}

type Kind = "search page" | "search, never seen" | "listing page" | "map, a town" | "map, the country";

/** One visitor's next request: its kind and address. */
function visitorMix(listings: Listing[], seed: number): () => { kind: Kind; address: string } {
  const draw = random(seed);
  const searches = filterSets(draw);
  const searchRank = zipf(searches.length);
  const listingRank = zipf(listings.length);
  return () => {
    const roll = draw();
    if (roll < 0.34) return { kind: "search page", address: searches[searchRank(draw())]! };
    if (roll < 0.4) {
      const search = searches[searchRank(draw())]!;
      return { kind: "search, never seen", address: `${search}${search.includes("?") ? "&" : "?"}price_min=${1 + Math.floor(draw() * 400)}` };
    }
    if (roll < 0.85) return { kind: "listing page", address: listingPath(toPath(listings[listingRank(draw())]!)) };
    const listing = listings[listingRank(draw())]!;
    if (roll < 0.97 && listing.latitude !== null && listing.longitude !== null) {
      const type = listing.listing_type === "Sale" ? "Sale" : "Rental";
      const view = { south: listing.latitude - 0.03, north: listing.latitude + 0.03, west: listing.longitude - 0.06, east: listing.longitude + 0.06 };
      return { kind: "map, a town", address: `/resources/map-markers?type=${type}&${new URLSearchParams({ ...stringValues(view), zoom: "13" })}` };
    }
    const search = new URL(searches[searchRank(draw())]!, "http://x");
    const type = search.pathname === "/buy" ? "Sale" : "Rental";
    return { kind: "map, the country", address: `/resources/map-markers?type=${type}&${search.searchParams}&south=33&west=35&north=34.75&east=36.7&zoom=9` };
  };
}

const toPath = (listing: Listing) => ({ id: listing.id, listingType: listing.listing_type, title: listing.title });
const stringValues = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.toFixed(5)]));

// ------------------------------------------------------------------ the run

interface Result {
  latencies: Map<Kind, number[]>;
  pages: number;
  hits: number;
  /** Answers other than 200 by status (0: no answer). */
  errors: Map<number, number>;
}

async function visitors(bases: string[], connections: number, listings: Listing[], until: number, result?: Result): Promise<void> {
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      const base = bases[connection % bases.length]!;
      const next = visitorMix(listings, 1 + connection);
      while (performance.now() < until) {
        const { kind, address } = next();
        const started = performance.now();
        let status = 0;
        let hit = false;
        try {
          const response = await fetch(`${base}${address}`, {
            headers: { "user-agent": BROWSER, "accept-language": "en", "accept-encoding": "gzip, deflate, br" },
          });
          await response.arrayBuffer();
          status = response.status;
          hit = response.headers.get("x-page-cache") === "hit";
        } catch {
          // No answer (a refused or dropped connection) counts as an error below.
        }
        if (!result) continue;
        result.latencies.set(kind, [...(result.latencies.get(kind) ?? []), performance.now() - started]);
        if (!kind.startsWith("map")) {
          result.pages++;
          if (hit) result.hits++;
        }
        if (status !== 200) result.errors.set(status, (result.errors.get(status) ?? 0) + 1);
      }
    }),
  );
}

/** Owners' edits, straight in the database: a description touched on a public listing, WRITES_PER_SECOND times a second. */
function ownersWriting(writer: pg.Client, listings: Listing[]): { stop: () => number } {
  let writes = 0;
  const timer = setInterval(
    () => {
      const listing = listings[Math.floor(Math.random() * listings.length)]!;
      writes++;
      void writer.query("update properties set description = description || ' ' where id = $1", [listing.id]).catch(() => undefined);
    },
    1000 / Math.max(WRITES_PER_SECOND, 0.001),
  );
  return {
    stop: () => {
      clearInterval(timer);
      return writes;
    },
  };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const ms = (value: number) => value.toFixed(1).padStart(8);

async function startInstances(count: number): Promise<Array<BuiltServer & { baseUrl: string; dataDir: string }>> {
  // Instances share the uploads folder as they would share S3 (decision 0062).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-day-"));
  return Promise.all(
    Array.from({ length: count }, async () => {
      const baseUrl = `http://127.0.0.1:${await freePort()}`;
      const server = await startBuiltServer({ baseUrl, databaseUrl: databaseUrl!, dataDir, env: { HOST: "127.0.0.1" }, readyWithinMs: 300_000 });
      return { ...server, baseUrl, dataDir };
    }),
  );
}

const writer = new pg.Client({ connectionString: databaseUrl });
await writer.connect();
try {
  const listings = (
    await writer.query<Listing>(
      // Public listings only (an expired one is a 404 to a visitor, which the errors column would count).
      "select id, listing_type, title, latitude, longitude from properties where status = 'Approved' and visible and not is_deleted and expires_on > now() order by md5(id::text) limit 5000",
    )
  ).rows;
  const total = (await writer.query<{ count: string }>("select count(*) from properties")).rows[0]!.count;
  const lines: string[] = [];
  for (const instances of args.instances.split(",").map(Number)) {
    const servers = await startInstances(instances);
    try {
      for (const connections of args.connections.split(",").map(Number)) {
        const bases = servers.map((server) => server.baseUrl);
        // The morning: a warm-up of half the run fills the caches as the day would have.
        const writing = ownersWriting(writer, listings);
        await visitors(bases, connections, listings, performance.now() + (SECONDS * 1000) / 2);
        const result: Result = { latencies: new Map(), pages: 0, hits: 0, errors: new Map() };
        const cpu = cpuPerRequest(servers.map((server) => server.pid));
        const started = performance.now();
        await visitors(bases, connections, listings, started + SECONDS * 1000, result);
        const seconds = (performance.now() - started) / 1000;
        const writes = writing.stop();
        const all = [...result.latencies.values()].flat().sort((a, b) => a - b);
        const used = cpu.stop(all.length);
        lines.push(
          `${String(instances).padStart(9)} ${String(connections).padStart(11)} ${(all.length / seconds).toFixed(0).padStart(7)} ${ms(percentile(all, 50))} ${ms(percentile(all, 95))} ${ms(percentile(all, 99))} ${`${Math.round((100 * result.hits) / Math.max(result.pages, 1))}%`.padStart(6)} ${ms(used.serverMs)} ${ms(used.postgresMs)} ${used.load.toFixed(1).padStart(5)} ${String(writes).padStart(6)}  ${[...result.errors].map(([status, count]) => `${status}×${count}`).join(" ") || "none"}`,
        );
        for (const [kind, latencies] of [...result.latencies].sort(([a], [b]) => a.localeCompare(b))) {
          const sorted = latencies.sort((a, b) => a - b);
          lines.push(
            `${"".padStart(21)} ${kind.padEnd(20)} ${String(sorted.length).padStart(6)} requests  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`,
          );
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      fs.rmSync(servers[0]!.dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nA day of traffic: ${Number(total).toLocaleString("en")} listings, ${SECONDS} s measured after ${SECONDS / 2} s of warm-up, owners writing ${WRITES_PER_SECOND}/s, ${os.cpus().length} cores (ms; CPU ms per request of the servers and PostgreSQL)`,
  );
  console.log(`instances connections   req/s      p50      p95      p99   hits  CPU srv       pg  load writes  errors`);
  for (const line of lines) console.log(line);
} finally {
  await writer.end();
}
