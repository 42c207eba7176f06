import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run the built app (`node server.js`) against a throwaway
// PostgreSQL; tests/e2e/global-setup.ts starts both.
const port = Number(process.env.E2E_PORT ?? 3107);

// Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless)
// when it is there: the same Blink and V8 without the full browser around them, it took half the CPU
// of /usr/bin/chromium for the same pages and the whole suite passed on it (decision 0055, amended).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry, and a test that needs it is reported as flaky by name (npm test counts them). The
  // search specs' lost submits that brought it were a 21 s search, not flakiness (decision 0033's
  // amendment): a failure that repeats fails both tries.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace by default: recording one for every test (to keep a failure's) cost a fifth of the
    // run's CPU, screencast included (issue 27), and a failure is named by its printed error and its
    // error-context.md (the page's accessibility tree). Rerun a failing spec with `--trace on`.
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      // The machine has no network but loopback: Chromium must not try.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
});
