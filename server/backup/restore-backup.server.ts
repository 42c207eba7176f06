import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { migrateDatabase } from "../db/migrate.server.ts";
import { FILE_AREA_NAMES, type FileAreaName, type FileAreas } from "./file-areas.server.ts";
import { type BackupManifest, BACKUP_FORMAT, MANIFEST_NAME, publicTables, quoted, tableOfChunk } from "./manifest.server.ts";
import { readTar } from "./tar.server.ts";

export class RestoreRefusedError extends Error {}

/**
 * Restores a backup made by writeBackup into an empty database and empty file folders (decision
 * 0049). The schema comes from the committed migrations, so the backup must have been made at the
 * same migration; the rows go in within one transaction, triggers and foreign-key checks off
 * (session_replication_role needs a superuser, which the embedded cluster's user is).
 */
export async function restoreBackup(options: { pool: pg.Pool; files: FileAreas; file: string }): Promise<BackupManifest> {
  const manifest = await readManifest(options.file);
  await migrateDatabase(options.pool);
  const client = await options.pool.connect();
  const createdFolders: string[] = [];
  try {
    await refuseNonEmptyTarget(client, options.files, manifest);
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    const tables = new Map((await publicTables(client)).map((table) => [table.name, table.columns]));
    // The reference data a started server or CLI seeded: the backup brings its own.
    await client.query(`truncate ${[...tables.keys()].map((name) => `public.${quoted(name)}`).join(", ")}`);

    for await (const entry of readTar(options.file)) {
      const table = tableOfChunk(entry.name);
      if (table) {
        const columns = tables.get(table);
        if (!columns) throw new RestoreRefusedError(`The backup has a table this version does not know: ${table}.`);
        const list = columns.map(quoted).join(", ");
        await client.query(
          `insert into public.${quoted(table)} (${list}) overriding system value
           select ${list} from json_populate_recordset(null::public.${quoted(table)}, $1::json)`,
          [`[${entry.body.toString("utf8").split("\n").join(",")}]`],
        );
        continue;
      }
      const area = FILE_AREA_NAMES.find((name) => entry.name.startsWith(`${name}/`));
      const target = area ? options.files[area] : undefined;
      if (area && target?.kind === "local") {
        const file = path.join(target.folder, ...entry.name.slice(area.length + 1).split("/"));
        if (!path.resolve(file).startsWith(path.resolve(target.folder) + path.sep)) throw new RestoreRefusedError(`Unsafe path in the backup: ${entry.name}`);
        if (!createdFolders.includes(target.folder)) createdFolders.push(target.folder);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, entry.body);
      }
    }

    for (const [name, expected] of Object.entries(manifest.tables)) {
      const [{ count } = { count: -1 }] = (await client.query<{ count: number }>(`select count(*)::int as count from public.${quoted(name)}`)).rows;
      if (count !== expected) throw new Error(`Table ${name} has ${count} rows after the restore, the backup says ${expected}.`);
    }
    for (const [sequence, value] of Object.entries(manifest.sequences)) {
      if (value !== null) await client.query("select setval($1::regclass, $2::bigint, true)", [sequence, value]);
    }
    await client.query("commit");
    return manifest;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    // The folders were empty before: leave them so, for the next attempt.
    for (const folder of createdFolders) await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    client.release();
  }
}

async function readManifest(file: string): Promise<BackupManifest> {
  for await (const entry of readTar(file, (name) => name === MANIFEST_NAME)) {
    const manifest = JSON.parse(entry.body.toString("utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefusedError(`Unknown backup format ${String(manifest.format)} (expected ${BACKUP_FORMAT}).`);
    return manifest;
  }
  throw new RestoreRefusedError(`${file} has no ${MANIFEST_NAME}: it is not a Beitna backup, or the backup did not finish.`);
}

async function refuseNonEmptyTarget(client: pg.PoolClient, files: FileAreas, manifest: BackupManifest): Promise<void> {
  const [rows] = (
    await client.query<{ users: number; properties: number }>(
      "select (select count(*) from users)::int as users, (select count(*) from properties)::int as properties",
    )
  ).rows;
  if (rows && (rows.users > 0 || rows.properties > 0)) {
    throw new RestoreRefusedError(`The target database is not empty (${rows.users} users, ${rows.properties} listings): restore only into a new database.`);
  }
  const [migrations] = (
    await client.query<{ count: number; last: string | null }>("select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations")
  ).rows;
  if (migrations?.count !== manifest.migrations.count || migrations.last !== manifest.migrations.last) {
    throw new RestoreRefusedError(
      `The backup was made at migration ${manifest.migrations.count} and this version is at ${migrations?.count ?? 0}: restore it with the version that made it (${manifest.appVersion}), then upgrade.`,
    );
  }
  for (const area of FILE_AREA_NAMES satisfies readonly FileAreaName[]) {
    const target = files[area];
    if (target.kind !== "local") continue;
    const present = await readdir(target.folder).catch(() => []);
    if (present.length > 0) throw new RestoreRefusedError(`The folder ${target.folder} is not empty: restore only into an empty data directory.`);
  }
}
