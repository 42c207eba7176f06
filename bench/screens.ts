/**
 * `npm run screens [-- --out docs/screens] [--port 3299]`
 *
 * Screenshots at phone size (390x844) in English and Arabic of home, /rent, a listing page,
 * /postlisting and /dashboard (signed in as the demo owner), taken from the built app with the demo
 * data (`npm run build` first). They are committed under docs/screens/ to show what a phone shows.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { DEMO_EXAMPLE_LISTING_ID, DEMO_OWNER_EMAIL, DEMO_PASSWORD, startDemoApp } from "./demo-app.ts";

const { values: args } = parseArgs({ options: { out: { type: "string", default: "docs/screens" }, port: { type: "string" } } });

const app = await startDemoApp(args.port ? Number(args.port) : undefined);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  fs.mkdirSync(args.out, { recursive: true });
  const screens: Array<[string, string]> = [
    ["home", "/"],
    ["rent", "/rent"],
    // Redirects to the listing's canonical address.
    ["listing", `/property/${DEMO_EXAMPLE_LISTING_ID}`],
    ["postlisting", "/postlisting"],
    ["dashboard", "/dashboard"],
  ];
  for (const locale of ["en", "ar"] as const) {
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale,
    });
    await context.addCookies([{ name: "lang", value: locale, url: app.baseUrl }]);
    const page = await context.newPage();
    for (const [name, address] of screens) {
      // The listing is seen by a visitor (its owner has no contact bar); the private pages by its owner.
      if (name === "postlisting") {
        const signIn = await page.request.post("/auth/sign-in", {
          form: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, redirectTo: "/" },
          headers: { origin: app.baseUrl },
          maxRedirects: 0,
        });
        if (signIn.status() !== 302) throw new Error(`Signing in as the demo owner: ${signIn.status()}`);
      }
      await open(page, address);
      const file = path.join(args.out, `${name}-${locale}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}

async function open(page: Page, address: string) {
  await page.goto(address, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // Lazy photos below the fold are not in a phone's first screen anyway.
  await page.evaluate(() => document.fonts.ready);
}
