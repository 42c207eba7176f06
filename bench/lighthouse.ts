/**
 * `npm run bench:lighthouse [-- --port 3299] [--runs 1]`
 *
 * Lighthouse's mobile audit (its default: a Moto G Power-sized screen, simulated slow 4G and a 4x
 * slower CPU) on home, /rent and a listing page of the built app with the demo data (`npm run
 * build` first), in Chromium (/usr/bin/chromium or CHROMIUM_PATH). Prints the four category
 * scores per page (the median of --runs) and the metrics behind performance. Decision 0030
 * records the figures.
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_EXAMPLE_LISTING_ID, startDemoApp } from "./demo-app.ts";

const { values: args } = parseArgs({ options: { port: { type: "string" }, runs: { type: "string", default: "1" } } });
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const runs = Math.max(1, Number(args.runs));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"] as const;

const app = await startDemoApp(args.port ? Number(args.port) : undefined);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  // The listing's canonical address (the /property/:id redirect is not what visitors land on).
  const listing = await fetch(`${app.baseUrl}/property/${DEMO_EXAMPLE_LISTING_ID}`, { redirect: "manual" }).then(
    (response) => response.headers.get("location") ?? "",
  );
  const pages: Array<[string, string]> = [
    ["home", "/"],
    ["/rent", "/rent"],
    ["listing", new URL(listing, app.baseUrl).pathname],
  ];
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`page | ${CATEGORIES.join(" | ")} | FCP ms | LCP ms | TBT ms | CLS | SI ms`);
  for (const [name, path] of pages) {
    const reports: Report[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${app.baseUrl}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      reports.push(result.lhr);
    }
    const scores = CATEGORIES.map((category) => Math.round(median(reports.map((report) => (report.categories[category]?.score ?? 0) * 100))));
    const metrics = METRICS.map((metric) => median(reports.map((report) => report.audits[metric]?.numericValue ?? 0)));
    const shown = metrics.map((value, index) => (METRICS[index] === "cumulative-layout-shift" ? value.toFixed(3) : String(Math.round(value))));
    console.log(`${name} | ${scores.join(" | ")} | ${shown.join(" | ")}`);
    // What kept a category under 95, so it can be fixed.
    const last = reports.at(-1)!;
    for (const category of CATEGORIES) {
      if ((last.categories[category]?.score ?? 0) >= 0.95) continue;
      const failing = (last.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${last.audits[ref.id]?.displayValue ?? last.audits[ref.id]?.score})`);
      if (failing.length) console.log(`  ${category}: ${failing.join(", ")}`);
    }
  }
} finally {
  chrome.kill();
  await app.stop();
}
