import type pg from "pg";
import type { Logger } from "pino";

// docs/decisions/0041-surviving-a-database-crash.md: the one place that tells "PostgreSQL cannot be
// reached" from every other failure, and each process's view of whether it can be right now.

/** Socket errors, and PostgreSQL's shutting down, crashed, starting up and connection failures. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown: also what a backend says when its postmaster died
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, in recovery
  "08000",
  "08001",
  "08003",
  "08006",
]);
/** node-postgres's own errors for a connection that went away carry no code. */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Connection terminated due to connection timeout|timeout exceeded when trying to connect)/;

/** Whether `error` (or what it wraps: Drizzle's query errors, pg-boss's) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
  if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

interface Watched {
  pool: pg.Pool;
  logger: Logger;
  downSince: number | undefined;
  probe: Promise<boolean> | undefined;
}

// On globalThis for the same reason as the runtime: Vite's SSR loader may load this module twice.
const holder = globalThis as typeof globalThis & { __beitnaDatabase?: Watched };

function markUp(watched: Watched): void {
  if (watched.downSince === undefined) return;
  watched.logger.warn({ downMs: Date.now() - watched.downSince }, "the database answers again");
  watched.downSince = undefined;
}

/**
 * Follows `pool`: an idle connection the database dropped says it is down (and must not crash the
 * process: the pool forgets that client), a new connection that opens says it is back.
 */
export function watchDatabase(pool: pg.Pool, logger: Logger): void {
  const watched: Watched = { pool, logger, downSince: undefined, probe: undefined };
  holder.__beitnaDatabase = watched;
  pool.on("error", (error) => {
    if (!noteDatabaseFailure(error)) logger.warn({ err: error }, "an idle database connection failed");
  });
  pool.on("connect", () => markUp(watched));
}

/** Records `error` when it says the database is unreachable; answers whether it did. */
export function noteDatabaseFailure(error: unknown): boolean {
  if (!isDatabaseUnreachable(error)) return false;
  const watched = holder.__beitnaDatabase;
  if (watched && watched.downSince === undefined) {
    watched.downSince = Date.now();
    watched.logger.error({ err: error }, "the database is unreachable");
  }
  return true;
}

/** Whether this process last found the database unreachable. */
export function databaseDown(): boolean {
  return holder.__beitnaDatabase?.downSince !== undefined;
}

/**
 * While the database is down, whether it answers now: one `select 1` at a time for the whole
 * process, however many requests ask. The pool opens a fresh connection for it, since the crash
 * closed the old ones.
 */
export async function databaseAnswers(): Promise<boolean> {
  const watched = holder.__beitnaDatabase;
  if (!watched || watched.downSince === undefined) return true;
  watched.probe ??= watched.pool
    .query("select 1")
    .then(
      () => (markUp(watched), true),
      (error: unknown) => (noteDatabaseFailure(error), false),
    )
    .finally(() => (watched.probe = undefined));
  return watched.probe;
}
