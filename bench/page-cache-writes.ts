/**
 * `npm run bench:page-cache [-- --connections 8] [--seconds 20] [--edits 10]`
 *
 * The visitor page cache under a live marketplace's writes (decision 0056): one listing page read
 * by visitors at `connections` at once, quiet, then while other listings are edited `edits` times
 * a second (straight in the database, as owners, jobs or psql write). Prints pages/s, p50/p97.5
 * and the cache's hit rate of both, and their ratio (target ≥ 0.8). Needs `npm run build`.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { DEMO_EXAMPLE_LISTING_ID, startDemoApp } from "./demo-app.ts";

const { values: args } = parseArgs({
  options: {
    connections: { type: "string", default: "8" },
    seconds: { type: "string", default: "20" },
    edits: { type: "string", default: "10" },
  },
});

const app = await startDemoApp();
const writer = new pg.Client({ connectionString: app.databaseUrl });
await writer.connect();
try {
  const listing = await fetch(`${app.baseUrl}/property/${DEMO_EXAMPLE_LISTING_ID}`, { redirect: "manual" }).then(
    (response) => new URL(response.headers.get("location") ?? "/", app.baseUrl).pathname,
  );
  const others = (
    await writer.query<{ id: string }>("select id from properties where status = 'Approved' and visible and not is_deleted and id <> $1", [
      DEMO_EXAMPLE_LISTING_ID,
    ])
  ).rows.map((row) => row.id);

  const measure = () =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `${app.baseUrl}${listing}`,
          connections: Number(args.connections),
          duration: Number(args.seconds),
          headers: { "accept-encoding": "gzip, deflate, br" },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  /** The share of 100 visits answered from the cache (autocannon reports no headers). */
  const hitRate = async () => {
    let hits = 0;
    for (let n = 0; n < 100; n++) if ((await fetch(`${app.baseUrl}${listing}`)).headers.get("x-page-cache") === "hit") hits++;
    return hits;
  };
  const report = (label: string, result: autocannon.Result, hits: number) =>
    console.log(
      `${label.padEnd(24)} ${Math.round(result.requests.average)} pages/s  p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  cache hits ${hits}%`,
    );

  // Warm: every web process has the page.
  for (let n = 0; n < 20; n++) await fetch(`${app.baseUrl}${listing}`);
  const quiet = await measure();
  report("quiet", quiet, await hitRate());

  let edits = 0;
  const editing = setInterval(
    () => {
      const id = others[edits++ % others.length];
      void writer.query("update properties set description = description || ' ' where id = $1", [id]);
    },
    1000 / Number(args.edits),
  );
  const busy = await measure();
  report(`${args.edits} edits/s of others`, busy, await hitRate());
  clearInterval(editing);
  console.log(`${edits} edits of ${others.length} other listings; the page ${listing}; ratio ${(busy.requests.average / quiet.requests.average).toFixed(2)}`);
} finally {
  await writer.end();
  await app.stop();
}
