import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = NodePgDatabase<typeof schema>;
/** An open transaction, for use cases that must run inside their caller's. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The pool or an open transaction: what a query helper may run on. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export function connectDatabase(url: string, poolSize = 10): DatabaseHandle {
  // A database that does not answer fails a request in seconds (503, decision 0041), not after TCP's minutes.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
