import { readFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { FILE_AREA_NAMES, type FileAreas, listBucket, localFiles } from "./file-areas.server.ts";
import { type BackupManifest, BACKUP_FORMAT, MANIFEST_NAME, publicTables, quoted, tableChunkName } from "./manifest.server.ts";
import { createTar } from "./tar.server.ts";

const ROWS_PER_CHUNK = 2_000;

/**
 * Writes a backup of the database and the files to `file` (decision 0049): every table of the
 * public schema as JSON lines, read in one repeatable-read snapshot, then the local media and
 * private files (or the bucket's listing). The manifest goes last: a backup without one is
 * incomplete.
 */
export async function writeBackup(options: { pool: pg.Pool; files: FileAreas; file: string }): Promise<BackupManifest> {
  const tar = await createTar(options.file);
  const client = await options.pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const manifest = await dumpDatabase(client, (name, body) => tar.add(name, body));
    // The files after the rows, still inside the snapshot: a photo deleted meanwhile may be missing.
    for (const area of FILE_AREA_NAMES) {
      const source = options.files[area];
      if (source.kind === "local") {
        let count = 0;
        for await (const { key, body } of localFiles(source.folder)) {
          await tar.add(`${area}/${key}`, body);
          count++;
        }
        manifest.files[area] = { kind: "local", count };
      } else {
        manifest.files[area] = { kind: "s3", bucket: source.bucket, objects: await listBucket(source) };
      }
    }
    await client.query("commit");
    await tar.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    return manifest;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    await tar.abort();
    throw error;
  } finally {
    client.release();
  }
}

async function dumpDatabase(client: pg.PoolClient, add: (name: string, body: Buffer) => Promise<void>): Promise<BackupManifest> {
  const appVersion = (JSON.parse(await readFile(path.resolve(process.cwd(), "package.json"), "utf8")) as { version: string }).version;
  const [server] = (await client.query<{ server_version: string }>("show server_version")).rows;
  const [migrations] = (
    await client.query<{ count: number; last: string | null }>("select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations")
  ).rows;
  const sequences = (
    await client.query<{ name: string; value: string | null }>(
      "select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'",
    )
  ).rows;

  const tables: Record<string, number> = {};
  for (const { name, columns } of await publicTables(client)) {
    await client.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from (select ${columns.map(quoted).join(", ")} from public.${quoted(name)}) t`,
    );
    let rows = 0;
    for (let chunk = 0; ; chunk++) {
      const batch = (await client.query<{ row: string }>(`fetch ${ROWS_PER_CHUNK} from backup_rows`)).rows;
      if (batch.length === 0) break;
      await add(tableChunkName(name, chunk), Buffer.from(batch.map((row) => row.row).join("\n")));
      rows += batch.length;
    }
    await client.query("close backup_rows");
    tables[name] = rows;
  }

  return {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    appVersion,
    postgresVersion: server?.server_version ?? "unknown",
    migrations: { count: migrations?.count ?? 0, last: migrations?.last ?? null },
    tables,
    sequences: Object.fromEntries(sequences.map((sequence) => [sequence.name, sequence.value])),
    files: {},
  };
}
