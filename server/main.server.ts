import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { connectDatabase } from "./db/client.server.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded.server.ts";
import { migrateDatabase } from "./db/migrate.server.ts";
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD, DEMO_TENANT } from "./db/seed/data/demo-listings.ts";
import { seedDemoAtBoot } from "./db/seed/demo.server.ts";
import { seedReferenceData } from "./db/seed/reference.server.ts";
import { EnvError, parseEnv, publicUrl, type Env } from "./env.server.ts";
import { createApp } from "./http/app.server.ts";
import { ALL_JOBS } from "./jobs/all-jobs.server.ts";
import { startJobQueue } from "./jobs/queue.server.ts";
import { createLogger } from "./logger.server.ts";
import { mailTransportFor } from "./mail/transport.server.ts";
import { privateStorageFor, storageFor } from "./media/storage.server.ts";
import { setRuntime } from "./runtime.server.ts";
import { flushImpressions } from "./search/record-impressions.server.ts";
import { localSecret } from "./secret.server.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function readyLine(url: string, demo: boolean): string {
  const logins = `demo logins (password ${DEMO_PASSWORD}): ${DEMO_OWNER_EMAIL}, ${DEMO_TENANT.email}, ${DEMO_ADMIN_EMAIL}`;
  return demo ? `Beitna is ready at ${url} · ${logins}` : `Beitna is ready at ${url}`;
}

export interface StartOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
}

function readEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Boots Beitna: database, migrations, reference data, then HTTP. */
export async function start(options: StartOptions): Promise<void> {
  const env = readEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);

  let embedded: EmbeddedDatabase | undefined;
  try {
    if (!env.DATABASE_URL) {
      embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, logger });
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;
  const database = connectDatabase(databaseUrl, env.DATABASE_POOL_SIZE);
  await migrateDatabase(database.pool);
  await seedReferenceData(database.db);
  const secret = env.SESSION_SECRET ?? (await localSecret(env.DATA_DIR));
  const mail = mailTransportFor(env);
  const jobs = await startJobQueue({ url: databaseUrl, logger, jobs: ALL_JOBS, context: { mail }, schedule: true });
  setRuntime({ ...database, env, logger, secret, jobs, mail, storage: storageFor(env), privateStorage: privateStorageFor(env) });
  if (env.SEED_DEMO) await seedDemoAtBoot();

  const app = createApp(options);
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
      listening.once("error", reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: set PORT to another port.` : String(error));
    await jobs.stop();
    await database.pool.end();
    await embedded?.stop();
    process.exit(1);
  }
  logger.info({ url: publicUrl(env), database: embedded ? "embedded" : "external" }, "Beitna is listening");
  // The one line a person starting Beitna reads among the JSON logs (decision 0038).
  console.log(readyLine(publicUrl(env), env.SEED_DEMO));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop taking connections, let requests in flight finish, then close the rest.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(timer);
    await jobs.stop();
    await flushImpressions();
    await database.pool.end();
    await embedded?.stop();
    setRuntime(undefined);
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}
