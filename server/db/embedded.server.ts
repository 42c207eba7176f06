import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "./embedded-postgres.server.ts";
import type { Logger } from "pino";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirectoryInUseError extends Error {}

export function embeddedDatabaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/beitna`;
}

const USER = "beitna";
// Only reachable on loopback; the password guards against other local users.
const PASSWORD = "beitna-local";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readPid(file: string): Promise<number | undefined> {
  const text = await fs.readFile(file, "utf8").catch(() => undefined);
  const pid = Number.parseInt(text?.split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * Claims `dataDir` for this process. A second server on the same directory is
 * refused with a clear message instead of fighting over the cluster; a
 * PostgreSQL left running by a server that was killed is shut down cleanly.
 */
async function claimDataDirectory(dataDir: string, clusterDir: string, logger: Logger): Promise<string> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.pid");
  const owner = await readPid(lockFile);
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new DataDirectoryInUseError(
      `Another Beitna server (pid ${owner}) is already using ${path.resolve(dataDir)}. Stop it first, or set DATA_DIR or DATABASE_URL.`,
    );
  }
  await fs.writeFile(lockFile, `${process.pid}\n`);

  await stopLeftoverPostmaster(clusterDir, logger);
  return lockFile;
}

/**
 * Stops a postmaster still running on `clusterDir` (a previous server was killed). One that died
 * leaves only its postmaster.pid, which PostgreSQL itself sees through at start.
 */
async function stopLeftoverPostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const orphan = await readPid(path.join(clusterDir, "postmaster.pid"));
  if (orphan && orphan !== process.pid && isAlive(orphan)) {
    logger.warn({ pid: orphan }, "stopping the embedded PostgreSQL left by a previous server");
    process.kill(orphan, "SIGINT");
    if (!(await waitForExit(orphan, 30_000))) {
      throw new DataDirectoryInUseError(`The embedded PostgreSQL (pid ${orphan}) in ${clusterDir} did not stop.`);
    }
  }
}

const MB = 1024 * 1024;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const megabytes = (bytes: number) => `${Math.floor(bytes / MB)}MB`;

/**
 * The embedded PostgreSQL's memory, sized for the machine instead of PostgreSQL's defaults (128 MB
 * of shared buffers): a quarter of the memory for shared buffers (128 MB to 2 GB), the planner told
 * that the operating system caches most of the rest, room for index builds and for every web
 * process's pool.
 */
export function embeddedPostgresSettings(totalMemory: number, connections: number): Record<string, string> {
  return {
    shared_buffers: megabytes(clamp(totalMemory / 4, 128 * MB, 2048 * MB)),
    effective_cache_size: megabytes(clamp((totalMemory * 3) / 4, 512 * MB, 48 * 1024 * MB)),
    maintenance_work_mem: megabytes(clamp(totalMemory / 16, 64 * MB, 1024 * MB)),
    work_mem: megabytes(clamp(totalMemory / 512, 4 * MB, 64 * MB)),
    max_connections: String(Math.max(100, connections)),
  };
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /** Connections the server may open at most (its processes' pools and the job queue); 100 by default. */
  connections?: number;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(options.dataDir, "postgres");
  const lockFile = await claimDataDirectory(options.dataDir, clusterDir, options.logger);
  const log = options.logger.child({ component: "embedded-postgres" });
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      ...["listen_addresses=127.0.0.1", "unix_socket_directories="],
      ...Object.entries(embeddedPostgresSettings(os.totalmem(), options.connections ?? 100)).map(([name, value]) => `${name}=${value}`),
    ].flatMap((setting) => ["-c", setting]),
    onLog: (message) => log.debug(String(message).trim()),
    onError: (error) => log.error({ err: error }, "embedded PostgreSQL error"),
  });

  const initialised = await fs
    .access(path.join(clusterDir, "PG_VERSION"))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    log.info({ clusterDir }, "creating the embedded PostgreSQL cluster");
    await postgres.initialise();
  }
  // embedded-postgres exits the process on SIGTERM/SIGINT by itself; the
  // server's own shutdown (main.server.ts) finishes requests first, then
  // stops the cluster.
  exitHook.unhookEvent("SIGTERM");
  exitHook.unhookEvent("SIGINT");
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} (is the port taken? set EMBEDDED_PG_PORT): ${String(error ?? "exited early")}`,
      { cause: error },
    );
  }

  const client = postgres.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'beitna'");
  if (exists.rowCount === 0) await client.query("create database beitna");
  await client.end();

  const watchdog = watchPostmaster({ clusterDir, postgres, logger: log });
  return {
    url: embeddedDatabaseUrl(options.port),
    async stop() {
      const running = await watchdog.stop();
      // embedded-postgres waits for the exit of the process it started: one that died never exits again.
      if (running) await postgres.stop();
      await fs.rm(lockFile, { force: true });
    },
  };
}

const WATCH_INTERVAL_MS = 500;
const RESTART_BACKOFF_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * The watchdog (decision 0041): when the postmaster dies (killed, out of memory), starts it again;
 * PostgreSQL replays its write-ahead log, so every committed write is still there. The processes'
 * pools reconnect by themselves. A start refused while the dead postmaster's backends still hold
 * the shared memory is tried again, ever less often.
 */
function watchPostmaster(options: { clusterDir: string; postgres: EmbeddedPostgres; logger: Logger }) {
  const { clusterDir, postgres, logger } = options;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let postmaster: number | undefined;
  const readPostmaster = async () => (postmaster = await readPid(path.join(clusterDir, "postmaster.pid")));

  const restart = async () => {
    const diedAt = Date.now();
    logger.error({ pid: postmaster }, "the embedded PostgreSQL died: restarting it");
    for (let attempt = 0; !stopping; attempt++) {
      try {
        await stopLeftoverPostmaster(clusterDir, logger);
        await postgres.start();
        await readPostmaster();
        logger.warn({ pid: postmaster, attempt: attempt + 1, downMs: Date.now() - diedAt }, "the embedded PostgreSQL is running again");
        return;
      } catch (error) {
        const waitMs = RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]!;
        logger.warn({ err: error, attempt: attempt + 1, retryInMs: waitMs }, "the embedded PostgreSQL did not start again yet");
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  };

  const ready = readPostmaster();
  const timer = setInterval(() => {
    if (stopping || restarting || postmaster === undefined || isAlive(postmaster)) return;
    restarting = restart().finally(() => (restarting = undefined));
  }, WATCH_INTERVAL_MS);
  timer.unref();

  return {
    /** Stops watching; answers whether the postmaster is running (so it still needs stopping). */
    async stop(): Promise<boolean> {
      stopping = true;
      clearInterval(timer);
      await ready;
      await restarting;
      return postmaster !== undefined && isAlive(postmaster);
    },
  };
}
