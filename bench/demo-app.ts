/**
 * The built app (`node server.js`) on a throwaway PostgreSQL with the demo data, for the scripts
 * that look at it in a real browser (`bench/lighthouse.ts`, `bench/screens.ts`). The demo seed
 * runs before the server listens, so the listings are there once it answers.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBuiltServer } from "../tests/support/built-server.ts";
import { adminQuery, databaseUrl, freePort, startTestCluster } from "../tests/support/postgres.ts";
export { DEMO_ADMIN_EMAIL, DEMO_EXAMPLE_LISTING_ID, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from "../server/db/seed/data/demo-listings.ts";

export interface DemoApp {
  baseUrl: string;
  /** The server's primary process. */
  pid: number;
  /** Its database, for a bench that writes as owners and jobs do. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The demo seed takes a minute or more on a busy shared machine: waited for up to 10 minutes. */
export async function startDemoApp(port?: number, env: Record<string, string> = {}): Promise<DemoApp> {
  const baseUrl = `http://localhost:${port ?? (await freePort())}`;
  const cluster = await startTestCluster();
  const name = `beitna_demo_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(cluster.adminUrl, `create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-demo-app-"));
  const url = databaseUrl(cluster.adminUrl, name);
  const server = await startBuiltServer({ baseUrl, databaseUrl: url, dataDir, env: { SEED_DEMO: "true", ...env }, readyWithinMs: 600_000 });
  return {
    baseUrl,
    pid: server.pid,
    databaseUrl: url,
    async stop() {
      await server.stop();
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
