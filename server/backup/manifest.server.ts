import type pg from "pg";

export const BACKUP_FORMAT = "beitna-backup/1";
export const MANIFEST_NAME = "manifest.json";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  appVersion: string;
  postgresVersion: string;
  /** drizzle.__drizzle_migrations: how many were applied, and the last one's timestamp. */
  migrations: { count: number; last: string | null };
  /** Rows per table of the public schema. */
  tables: Record<string, number>;
  /** Each sequence's last value (null when never used). */
  sequences: Record<string, string | null>;
  files: Partial<Record<"media" | "private", { kind: "local"; count: number } | { kind: "s3"; bucket: string; objects: Array<{ key: string; size: number }> }>>;
}

export const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** `tables/<table>/<chunk>.ndjson`: JSON lines, one row each. */
export const tableChunkName = (table: string, chunk: number) => `tables/${table}/${String(chunk).padStart(6, "0")}.ndjson`;
export const tableOfChunk = (name: string) => /^tables\/([^/]+)\/\d+\.ndjson$/.exec(name)?.[1];

/** The public schema's plain tables with their writable columns (generated ones are computed again). */
export async function publicTables(client: pg.ClientBase): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
    group by c.relname
    order by c.relname`);
  return rows;
}
