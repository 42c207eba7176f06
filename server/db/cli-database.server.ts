import pg from "pg";
import type { Logger } from "pino";
import type { Env } from "../env.server.ts";
import { connectDatabase, type DatabaseHandle } from "./client.server.ts";
import { embeddedDatabaseUrl, startEmbeddedPostgres } from "./embedded.server.ts";
import { migrateDatabase } from "./migrate.server.ts";
import { seedReferenceData } from "./seed/reference.server.ts";

/**
 * The database for a command-line task: DATABASE_URL, else the embedded
 * cluster of a server that is running, else the embedded cluster started
 * just for the task. Migrations and reference data are brought up to date
 * first (a no-op when they are).
 */
export async function openCliDatabase(env: Env, logger: Logger): Promise<DatabaseHandle & { close(): Promise<void> }> {
  const database = await connectForCli(env, logger);
  await migrateDatabase(database.pool);
  await seedReferenceData(database.db);
  return database;
}

async function connectForCli(env: Env, logger: Logger): Promise<DatabaseHandle & { close(): Promise<void> }> {
  if (env.DATABASE_URL) {
    const handle = connectDatabase(env.DATABASE_URL, 2);
    return { ...handle, close: () => handle.pool.end() };
  }
  const runningUrl = embeddedDatabaseUrl(env.EMBEDDED_PG_PORT);
  const probe = new pg.Client({ connectionString: runningUrl, connectionTimeoutMillis: 1_000 });
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  if (running) {
    const handle = connectDatabase(runningUrl, 2);
    return { ...handle, close: () => handle.pool.end() };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, logger });
  const handle = connectDatabase(embedded.url, 2);
  return {
    ...handle,
    async close() {
      await handle.pool.end();
      await embedded.stop();
    },
  };
}
