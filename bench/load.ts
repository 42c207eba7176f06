/**
 * `npm run bench:load [-- --connections 200] [--seconds 60] [--port 3222] [--url http://… --pid <primary>]`
 *
 * Many visitors at once (autocannon, keep-alive connections each cycling through home, /rent, a
 * listing page and the search API) against the built app with the demo data (`npm run build`
 * first), or against a running server given --url and its primary's --pid. Prints the status
 * counts, time-outs (no answer in 10 s), p50/p95/p99 latency and the web workers' memory (RSS,
 * from /proc) before the run, once warmed up, and after it. Decision 0042 records the figures.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { DEMO_EXAMPLE_LISTING_ID, startDemoApp } from "./demo-app.ts";

const { values: args } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    port: { type: "string" },
    url: { type: "string" },
    pid: { type: "string" },
  },
});
const TIMEOUT_SECONDS = 10;

/** The web workers: the primary's children that run node (not the embedded PostgreSQL). */
function workerPids(primary: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
        return new RegExp(`^PPid:\\s+${primary}$`, "m").test(status) && /^Name:\s+node/m.test(status);
      } catch {
        return false;
      }
    });
}

function rssMegabytes(pids: number[]): number[] {
  return pids.map((pid) => {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return Math.round(Number(match?.[1] ?? 0) / 1024);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0);
}

const app = args.url
  ? { baseUrl: args.url.replace(/\/$/, ""), pid: Number(args.pid), stop: async () => {} }
  : await startDemoApp(args.port ? Number(args.port) : undefined);
try {
  const listing = await fetch(`${app.baseUrl}/property/${DEMO_EXAMPLE_LISTING_ID}`, { redirect: "manual" }).then(
    (response) => new URL(response.headers.get("location") ?? "/", app.baseUrl).pathname,
  );
  const searchBody = JSON.stringify({ listing_type: "Rental", page: 1, search: ["apartment"], sort: null, bedroom_min: 2 });
  const requests: autocannon.Request[] = [
    { method: "GET", path: "/" },
    { method: "GET", path: "/rent" },
    { method: "GET", path: listing },
    { method: "POST", path: "/api/functions/search", headers: { "content-type": "application/json" }, body: searchBody },
  ];
  const workers = app.pid ? workerPids(app.pid) : [];
  const run = (connections: number, duration: number, onResponse?: (status: number, ms: number) => void) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: app.baseUrl, connections, duration, timeout: TIMEOUT_SECONDS, requests, headers: { "accept-encoding": "gzip, deflate, br" } },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (onResponse) instance.on("response", (_client, status, _bytes, ms) => onResponse(status, ms));
    });

  const atStart = rssMegabytes(workers);
  await run(10, 5);
  const warmed = rssMegabytes(workers);

  const latencies: number[] = [];
  const answered = new Map<number, number>();
  const connections = Number(args.connections);
  const seconds = Number(args.seconds);
  console.log(
    `${connections} connections for ${seconds} s against ${app.baseUrl} (${workers.length} web workers): /, /rent, ${listing}, POST /api/functions/search`,
  );
  const result = await run(connections, seconds, (status, ms) => {
    latencies.push(ms);
    answered.set(status, (answered.get(status) ?? 0) + 1);
  });
  // Idle for twice IDLE_COLLECTION_MS: each worker collects after its busy spell (decision 0042).
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const after = rssMegabytes(workers);

  latencies.sort((a, b) => a - b);
  const total = latencies.length;
  const statuses = [...answered]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`answers ${total} (${Math.round(total / seconds)}/s) · ${statuses}`);
  console.log(`time-outs ${result.timeouts} · connection errors ${result.errors - result.timeouts}`);
  console.log(
    `latency p50 ${ms(percentile(latencies, 0.5))} · p95 ${ms(percentile(latencies, 0.95))} · p99 ${ms(percentile(latencies, 0.99))} · max ${ms(latencies.at(-1) ?? 0)}`,
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  if (workers.length > 0) {
    console.log(
      `workers' RSS (MB): at start ${atStart.join(" + ")}, warmed up ${warmed.join(" + ")}, after ${after.join(" + ")} (${Math.round((sum(after) / sum(warmed) - 1) * 100)}% over warmed up)`,
    );
  }
} finally {
  await app.stop();
}
