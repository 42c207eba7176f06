import type { Logger } from "pino";
import type { DatabaseHandle } from "./db/client.server.ts";
import type { ReplicaPool } from "./db/read-replicas.server.ts";
import type { Env } from "./env.server.ts";
import type { JobQueue } from "./jobs/queue.server.ts";
import type { MailTransport } from "./mail/transport.server.ts";
import type { FileStorage } from "./media/storage.server.ts";

/** What the running process holds: one config, one pool, one logger. */
export interface Runtime extends DatabaseHandle {
  env: Env;
  logger: Logger;
  secret: string;
  jobs: JobQueue;
  mail: MailTransport;
  storage: FileStorage;
  /** Tenancy files: never served publicly (decision 0029). */
  privateStorage: FileStorage;
  /** DATABASE_READ_URLS' replicas, for visitors' reads (decision 0062); none when unset. */
  replicas?: ReplicaPool;
}

// Kept on globalThis so a module reloaded in development (Vite's SSR loader)
// still sees the pool opened at boot.
const globalHolder = globalThis as typeof globalThis & { __beitnaRuntime?: Runtime };

export function setRuntime(runtime: Runtime | undefined): void {
  globalHolder.__beitnaRuntime = runtime;
}

export function runtime(): Runtime {
  const current = globalHolder.__beitnaRuntime;
  if (!current) throw new Error("The Beitna runtime is not started");
  return current;
}

/** Values kept per runtime (`keptPerRuntime`): a new runtime starts without them. */
const kept = new WeakMap<Runtime, Map<symbol, unknown>>();

/**
 * A value read from the running runtime's database and kept for its life (reference data, recent
 * counts): `keptPerRuntime(create)()` makes it on first use. Bound to the runtime, not the module,
 * so what one database held never answers for another (each test file runs on its own database
 * in a shared process: decision 0055).
 */
export function keptPerRuntime<Value>(create: () => Value): () => Value {
  const key = Symbol();
  return () => {
    const current = runtime();
    let values = kept.get(current);
    if (!values) kept.set(current, (values = new Map()));
    if (!values.has(key)) values.set(key, create());
    return values.get(key) as Value;
  };
}

export const db = () => runtime().db;
/**
 * Where a visitor's read goes (searches, listing pages, similar listings, the map): a replica fresh
 * enough when this request may read from one, else the primary (decision 0062). Writes,
 * transactions and the owner's own screens use `db()`.
 */
export const readDatabase = (): DatabaseHandle => runtime().replicas?.forRead() ?? runtime();
export const readDb = () => readDatabase().db;
export const storage = () => runtime().storage;
export const privateStorage = () => runtime().privateStorage;
