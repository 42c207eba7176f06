import cluster from "node:cluster";
import type { Server } from "node:http";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { watchDatabase } from "./db/availability.server.ts";
import { connectDatabase } from "./db/client.server.ts";
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded.server.ts";
import { migrateDatabase } from "./db/migrate.server.ts";
import { connectReplicas } from "./db/read-replicas.server.ts";
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD, DEMO_TENANT } from "./db/seed/data/demo-listings.ts";
import { seedDemoAtBoot } from "./db/seed/demo.server.ts";
import { seedReferenceData } from "./db/seed/reference.server.ts";
import { EnvError, parseEnv, publicUrl, webProcessCount, type Env } from "./env.server.ts";
import { createApp } from "./http/app.server.ts";
import { ALL_JOBS } from "./jobs/all-jobs.server.ts";
import { startJobQueue } from "./jobs/queue.server.ts";
import { cdnPurgeConfig, startCdnPurger } from "./http/cdn-purge.server.ts";
import { createLogger } from "./logger.server.ts";
import { reportMissingKeys } from "./i18n/translate.server.ts";
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

const KEEP_ALIVE_MS = 65_000;

/** Listens on PORT (shared by a cluster's workers); exits with one clear line when it cannot. */
async function listen(app: ReturnType<typeof createApp>, env: Env): Promise<Server> {
  try {
    return await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
      // An idle connection is kept longer than a client or a load balancer keeps it (undici 4 s,
      // common balancers 60 s): with Node's 5 s, a client that reused a connection as the server
      // closed it got "other side closed" (a CI run of the phone-app day's first call after a pause).
      listening.keepAliveTimeout = KEEP_ALIVE_MS;
      listening.headersTimeout = KEEP_ALIVE_MS + 1_000;
      listening.once("error", reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: set PORT to another port.` : String(error));
    throw error;
  }
}

/** Stops taking connections, lets requests in flight finish, then closes the rest. */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(timer);
}

function onceStopped(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).then(() => process.exit(0));
  };
  process.once("SIGTERM", () => handler("SIGTERM"));
  process.once("SIGINT", () => handler("SIGINT"));
}

/**
 * A cluster's web worker: the primary already started the database, migrated it and runs the
 * jobs; the worker serves HTTP with its own pool and only sends jobs.
 */
async function startWebWorker(options: StartOptions, env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT).child({ worker: cluster.worker?.id });
  if (env.NODE_ENV === "production") reportMissingKeys();
  const databaseUrl = env.DATABASE_URL ?? embeddedDatabaseUrl(env.EMBEDDED_PG_PORT);
  const database = connectDatabase(databaseUrl, env.DATABASE_POOL_SIZE);
  watchDatabase(database.pool, logger);
  const secret = env.SESSION_SECRET ?? (await localSecret(env.DATA_DIR));
  const mail = mailTransportFor(env);
  const jobs = await startJobQueue({ url: databaseUrl, logger, jobs: ALL_JOBS, context: { mail }, work: false });
  const replicas = await connectReplicas(env.DATABASE_READ_URLS, database.pool, env.DATABASE_POOL_SIZE, logger);
  setRuntime({ ...database, env, logger, secret, jobs, mail, storage: storageFor(env), privateStorage: privateStorageFor(env), replicas });
  const server = await listen(createApp(options), env).catch(() => process.exit(1));
  onceStopped(async () => {
    await closeServer(server);
    await jobs.stop();
    await flushImpressions();
    await replicas?.stop();
    await database.pool.end();
    setRuntime(undefined);
  });
}

/**
 * Forks the web workers and replaces one that dies. A worker that exits before it ever listened
 * (the port is taken) stops the whole server rather than failing again and again.
 */
function forkWebWorkers(count: number, logger: Logger, stopAll: (code: number) => void): { listening: Promise<void>; stop(): Promise<void> } {
  let stopping = false;
  const listened = new Set<number>();
  const listening = new Promise<void>((resolve) =>
    cluster.on("listening", (worker) => {
      listened.add(worker.id);
      if (listened.size === count) resolve();
    }),
  );
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker.id)) {
      stopAll(1);
      return;
    }
    logger.error({ worker: worker.id, code, signal }, "a web worker died; starting another");
    cluster.fork();
  });
  // `gc` for the collection after a busy spell (server/http/idle-collection.server.ts).
  cluster.setupPrimary({ execArgv: [...process.execArgv, "--expose-gc"] });
  for (let index = 0; index < count; index++) cluster.fork();
  return {
    listening,
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once("exit", () => resolve());
              worker.process.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}

/**
 * Boots Beitna: database, migrations, reference data, the jobs, then HTTP: in this process, or in
 * one worker per core (WEB_CONCURRENCY) sharing the port while this one runs the jobs.
 */
export async function start(options: StartOptions): Promise<void> {
  const env = readEnvOrExit();
  if (cluster.isWorker) return startWebWorker(options, env);
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
  if (env.NODE_ENV === "production") reportMissingKeys();

  const processes = options.vite ? 1 : webProcessCount(env);
  let embedded: EmbeddedDatabase | undefined;
  try {
    if (!env.DATABASE_URL) {
      // Each web process's pool, this one's, and the job queue's.
      const connections = (processes + 1) * env.DATABASE_POOL_SIZE + 20;
      embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, logger, connections });
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;
  const database = connectDatabase(databaseUrl, env.DATABASE_POOL_SIZE);
  watchDatabase(database.pool, logger);
  await migrateDatabase(database.pool);
  await seedReferenceData(database.db);
  const secret = env.SESSION_SECRET ?? (await localSecret(env.DATA_DIR));
  const mail = mailTransportFor(env);
  const jobs = await startJobQueue({ url: databaseUrl, logger, jobs: ALL_JOBS, context: { mail }, schedule: true });
  // Only a process that serves pages reads from the replicas (with web workers, each has its own).
  const replicas = processes > 1 ? undefined : await connectReplicas(env.DATABASE_READ_URLS, database.pool, env.DATABASE_POOL_SIZE, logger);
  setRuntime({ ...database, env, logger, secret, jobs, mail, storage: storageFor(env), privateStorage: privateStorageFor(env), replicas });
  await jobs.run();
  if (env.SEED_DEMO) await seedDemoAtBoot();
  const cdn = cdnPurgeConfig(env);
  const purger = cdn ? startCdnPurger(cdn, logger) : undefined;

  const stopDatabase = async () => {
    await purger?.stop();
    await jobs.stop();
    await flushImpressions();
    await replicas?.stop();
    await database.pool.end();
    await embedded?.stop();
    setRuntime(undefined);
  };
  if (processes > 1) {
    const workers = forkWebWorkers(
      processes,
      logger,
      (code) =>
        void workers
          .stop()
          .then(stopDatabase)
          .then(() => process.exit(code)),
    );
    void workers.listening.then(() => {
      logger.info({ url: publicUrl(env), database: embedded ? "embedded" : "external", processes }, "Beitna is listening");
      console.log(readyLine(publicUrl(env), env.SEED_DEMO));
    });
    onceStopped(async (signal) => {
      logger.info({ signal }, "shutting down");
      await workers.stop();
      await stopDatabase();
      logger.info("stopped");
    });
    return;
  }

  let server: Server;
  try {
    server = await listen(createApp(options), env);
  } catch {
    await stopDatabase();
    process.exit(1);
  }
  logger.info({ url: publicUrl(env), database: embedded ? "embedded" : "external" }, "Beitna is listening");
  // The one line a person starting Beitna reads among the JSON logs (decision 0038).
  console.log(readyLine(publicUrl(env), env.SEED_DEMO));
  onceStopped(async (signal) => {
    logger.info({ signal }, "shutting down");
    await closeServer(server);
    await stopDatabase();
    logger.info("stopped");
  });
}
