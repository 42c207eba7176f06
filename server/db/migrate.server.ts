import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

// An arbitrary constant: the advisory lock that serialises migrations and the
// reference seed when several instances start at once.
export const SCHEMA_LOCK_ID = 727_100_001;

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** Runs `work` on one connection while holding the schema lock. */
export async function withSchemaLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SCHEMA_LOCK_ID]);
    try {
      return await work(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [SCHEMA_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  await withSchemaLock(pool, (client) => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER }));
}
