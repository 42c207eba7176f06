import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = NodePgDatabase<typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export function connectDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
