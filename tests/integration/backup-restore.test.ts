import { toMinor } from "../../domain/money.ts";
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import type pg from "pg";
import { RestoreRefusedError, restoreBackup } from "../../server/backup/restore-backup.server.ts";
import type { FileAreas } from "../../server/backup/file-areas.server.ts";
import { readTar } from "../../server/backup/tar.server.ts";
import { writeBackup } from "../../server/backup/write-backup.server.ts";
import { connectDatabase } from "../../server/db/client.server.ts";
import { DEMO_CREDIT_PAYMENT, DEMO_OWNER_ID, DEMO_REFUND_PAYMENT } from "../../server/db/seed/data/demo-listings.ts";
import { seedDemoData } from "../../server/db/seed/demo.server.ts";
import { localStorage } from "../../server/media/storage.server.ts";
import { runtime, setRuntime } from "../../server/runtime.server.ts";
import { adminQuery, databaseUrl } from "../support/postgres.ts";

const adminUrl = inject("adminDatabaseUrl");
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDataDir(): Promise<{ dir: string; files: FileAreas }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "beitna-backup-test-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { dir, files: { media: { kind: "local", folder: path.join(dir, "media") }, private: { kind: "local", folder: path.join(dir, "private") } } };
}

/** A new, empty database (no migration applied) of the test cluster. */
async function emptyDatabase(): Promise<pg.Pool> {
  const name = `beitna_restore_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const handle = connectDatabase(databaseUrl(adminUrl, name), 2);
  cleanups.push(async () => {
    await handle.pool.end();
    await adminQuery(adminUrl, `drop database if exists ${name}`);
  });
  return handle.pool;
}

interface Summary {
  listings: number;
  users: number;
  ledger: string;
  photos: number;
}

async function summary(pool: pg.Pool): Promise<Summary> {
  const { rows } = await pool.query<Summary>(`
    select (select count(*) from properties)::int as listings, (select count(*) from users)::int as users,
      (select sum(amount_usd)::text from credit_ledger) as ledger, (select count(*) from property_images)::int as photos`);
  return rows[0]!;
}

describe("backup and restore", () => {
  it(
    "backs up the demo data and its files, restores them into an empty database and data directory, and refuses a non-empty one",
    { timeout: 180_000 },
    async () => {
      const source = await tempDataDir();
      const original = runtime();
      setRuntime({ ...original, storage: localStorage(path.join(source.dir, "media")), privateStorage: localStorage(path.join(source.dir, "private")) });
      try {
        expect(await seedDemoData()).toBeGreaterThan(0);
        await runtime().privateStorage.put("tenancies/lease-1/lease.pdf", Buffer.from("%PDF-1.7 a lease"), "application/pdf");
      } finally {
        setRuntime(original);
      }
      await original.pool.query(
        `insert into credit_ledger (user_id, amount_usd, kind, note) values ($1, 2550, 'promo', 'welcome'), ($1, -1025, 'adjustment', 'correction')`,
        [DEMO_OWNER_ID],
      );
      const before = await summary(original.pool);
      // The demo owner's bought credits, the second owner's confirmed purchase (refundPayment's example), and these two movements.
      // In cents, as the ledger keeps them (decision 0082).
      expect(before).toMatchObject({ ledger: String(toMinor(DEMO_CREDIT_PAYMENT.amountUsd) + toMinor(DEMO_REFUND_PAYMENT.amountUsd) + 1525) });
      expect(before.listings).toBeGreaterThan(100);
      const [photo] = (await original.pool.query<{ key: string }>("select image_key as key from property_images order by id limit 1")).rows;
      const photoBytes = await readFile(path.join(source.dir, "media", ...photo!.key.split("/")));

      const file = path.join(source.dir, "beitna.tar");
      const manifest = await writeBackup({ pool: original.pool, files: source.files, file });
      expect(manifest.tables.properties).toBe(before.listings);
      expect(manifest.postgresVersion).toMatch(/^1[5-9]/);
      expect(manifest.files.media).toMatchObject({ kind: "local", count: expect.any(Number) });
      expect(manifest.files.private).toEqual({ kind: "local", count: 1 });
      const names: string[] = [];
      for await (const entry of readTar(file, (name) => !name.startsWith("media/"))) names.push(entry.name);
      expect(names.at(-1)).toBe("manifest.json");
      expect(names).toContain("private/tenancies/lease-1/lease.pdf");

      const target = await tempDataDir();
      const pool = await emptyDatabase();
      await restoreBackup({ pool, files: target.files, file });

      expect(await summary(pool)).toEqual(before);
      expect(await readFile(path.join(target.dir, "media", ...photo!.key.split("/")))).toEqual(photoBytes);
      expect(await readFile(path.join(target.dir, "private", "tenancies", "lease-1", "lease.pdf"), "utf8")).toBe("%PDF-1.7 a lease");
      // The demo owner can still sign in: the same email and password hash.
      const login = (database: pg.Pool) =>
        database
          .query("select u.email, a.password from users u join auth_accounts a on a.user_id = u.id where u.id = $1 and a.password is not null", [DEMO_OWNER_ID])
          .then((result) => result.rows);
      expect(await login(pool)).toEqual(await login(original.pool));
      expect(await login(pool)).toHaveLength(1);
      // Sequences carried over: a new ledger row takes the next id instead of colliding.
      const inserted = await pool.query("insert into credit_ledger (user_id, amount_usd, kind) values ($1, 500, 'promo') returning id", [DEMO_OWNER_ID]);
      expect(inserted.rowCount).toBe(1);

      // A second restore into the now filled database and folders is refused, and changes nothing.
      const again = restoreBackup({ pool, files: (await tempDataDir()).files, file });
      await expect(again).rejects.toThrow(RestoreRefusedError);
      await expect(again).rejects.toThrow(/not empty/);
      const emptyTarget = await emptyDatabase();
      await expect(restoreBackup({ pool: emptyTarget, files: target.files, file })).rejects.toThrow(/folder .* is not empty/);
      expect((await summary(emptyTarget)).users).toBe(0);
    },
  );

  it(
    "works as the README says: npm run backup writes the file, npm run restore -- <file> fills a new database and data directory",
    { timeout: 180_000 },
    async () => {
      // The commands themselves, each in its own process with only the environment an operator sets.
      const run = promisify(execFile);
      const npm = (args: string[], env: Record<string, string>) =>
        run("npm", ["run", "--silent", ...args], {
          env: {
            PATH: process.env.PATH!,
            HOME: process.env.HOME ?? os.tmpdir(),
            LOG_LEVEL: "warn",
            SESSION_SECRET: "a-backup-operators-secret-of-at-least-32-characters",
            ...env,
          },
        });
      const source = await tempDataDir();
      const photoKey = "listings/cli-check/photo.jpg";
      await mkdir(path.join(source.dir, "media", "listings", "cli-check"), { recursive: true });
      await writeFile(path.join(source.dir, "media", ...photoKey.split("/")), "a photo's bytes");
      const before = await summary(runtime().pool);
      const file = path.join(source.dir, "by-cli.tar");
      await npm(["backup", "--", "--out", file], { DATABASE_URL: runtime().env.DATABASE_URL!, DATA_DIR: source.dir });

      const target = await tempDataDir();
      const pool = await emptyDatabase();
      const name = (await pool.query<{ name: string }>("select current_database() as name")).rows[0]!.name;
      await npm(["restore", "--", file], { DATABASE_URL: databaseUrl(adminUrl, name), DATA_DIR: target.dir });
      expect(await summary(pool)).toEqual(before);
      expect(await readFile(path.join(target.dir, "media", ...photoKey.split("/")), "utf8")).toBe("a photo's bytes");
      // Run again on the now filled database, it refuses and says why, with a failing exit code.
      const again = npm(["restore", "--", file], { DATABASE_URL: databaseUrl(adminUrl, name), DATA_DIR: (await tempDataDir()).dir });
      await expect(again).rejects.toMatchObject({ code: 1 });
    },
  );
});
