import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "../../server/db/embedded-postgres.server.ts";
import pg from "pg";

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface TestCluster {
  /** A superuser URL to the `postgres` database of the cluster. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL the tests run against: TEST_DATABASE_URL when set (any
 * PostgreSQL 15+ where the user may create databases), else a throwaway
 * embedded cluster in a temporary folder.
 */
export async function startTestCluster(options: { settings?: Record<string, string> } = {}): Promise<TestCluster> {
  if (process.env.TEST_DATABASE_URL) {
    return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "beitna-test-pg-"));
  await fs.chmod(dir, 0o777);
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dir, "cluster"),
    port,
    user: "beitna",
    password: "beitna-test",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    // Throwaway data: durability is not worth the time.
    // `settings` adds or overrides (the benchmark gives it production's shared buffers).
    postgresFlags: Object.entries({
      fsync: "off",
      synchronous_commit: "off",
      full_page_writes: "off",
      unix_socket_directories: "",
      ...options.settings,
    }).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  return {
    adminUrl: `postgres://beitna:beitna-test@127.0.0.1:${port}/postgres`,
    async stop() {
      await cluster.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
