import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { connectDatabase } from "../../server/db/client.server.ts";
import { migrateDatabase } from "../../server/db/migrate.server.ts";
import { seedReferenceData } from "../../server/db/seed/reference.server.ts";
import { parseEnv } from "../../server/env.server.ts";
import type { JobQueue } from "../../server/jobs/queue.server.ts";
import { outboxTransport } from "../../server/mail/transport.server.ts";
import { localStorage } from "../../server/media/storage.server.ts";
import { setRuntime } from "../../server/runtime.server.ts";
import { adminQuery, databaseUrl, startTestCluster } from "../../tests/support/postgres.ts";

/**
 * A benchmark's database and the app's runtime on it: `databaseUrl` when given, else a throwaway
 * embedded cluster with a database named `name`; migrated, reference data seeded, mail and files
 * in a scratch folder. `work` runs with it; everything is torn down after, whatever happens.
 */
export async function withBenchRuntime(options: { name: string; databaseUrl?: string | undefined; jobs?: JobQueue }, work: () => Promise<void>): Promise<void> {
  let cluster: Awaited<ReturnType<typeof startTestCluster>> | undefined;
  let url = options.databaseUrl;
  if (!url) {
    cluster = await startTestCluster();
    await adminQuery(cluster.adminUrl, `create database ${options.name}`);
    url = databaseUrl(cluster.adminUrl, options.name);
  }
  const handle = connectDatabase(url, 4);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
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
    jobs: options.jobs ?? { send: async () => {}, stop: async () => {} },
    mail: outboxTransport(path.join(scratch, "outbox"), "Beitna <no-reply@beitna.test>"),
    storage: localStorage(path.join(scratch, "media")),
    privateStorage: localStorage(path.join(scratch, "private")),
  });
  try {
    await migrateDatabase(handle.pool);
    await seedReferenceData(handle.db);
    await work();
  } finally {
    setRuntime(undefined);
    await handle.pool.end();
    fs.rmSync(scratch, { recursive: true, force: true });
    await cluster?.stop();
  }
}

/**
 * The database a bench loads: `databaseUrl` when given, else a new one named `name` in a throwaway
 * embedded cluster with production's 2 GB of shared buffers, so that runs compare. `stop` ends the cluster.
 */
export async function benchDatabase(name: string, databaseUrlGiven: string | undefined): Promise<{ url: string; stop(): Promise<void> }> {
  if (databaseUrlGiven) return { url: databaseUrlGiven, stop: async () => undefined };
  delete process.env.TEST_DATABASE_URL;
  const cluster = await startTestCluster({ settings: { shared_buffers: "2GB" } });
  await adminQuery(cluster.adminUrl, `create database ${name}`);
  return { url: databaseUrl(cluster.adminUrl, name), stop: () => cluster.stop() };
}
