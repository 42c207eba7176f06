import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/postgres.ts";
import { type Running, startServer, waitHealthy } from "../support/server-process.ts";

let dataDir = "";
let pgPort = 0;
const started: Running[] = [];

beforeAll(async () => {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-process-"));
  fs.chmodSync(dataDir, 0o755);
  pgPort = await freePort();
});

afterAll(async () => {
  for (const running of started) {
    if (running.child.exitCode === null) {
      running.child.kill("SIGTERM");
      await running.exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function launch(): Promise<{ running: Running; port: number }> {
  const port = await freePort();
  // `npm start` declares no NODE_ENV (the parsed default is production).
  const running = startServer({ NODE_ENV: "", PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
  started.push(running);
  return { running, port };
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgres://beitna:beitna-local@127.0.0.1:${pgPort}/beitna` });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe("the server process", () => {
  it("keeps its data across a kill and a restart, and refuses a second server on the same data", async () => {
    const first = await launch();
    await waitHealthy(first.port, first.running);
    const page = await fetch(`http://127.0.0.1:${first.port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1");
    await query("insert into users (email, username, first_name, last_name) values ($1, $1, 'Nour', 'Saad')", ["persist@example.com"]);

    // Without SMTP, mail is written to the outbox, listed for a local newcomer.
    fs.mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, "outbox", "2026-11-22T10-00-00-000Z-abc123.json"),
      JSON.stringify({
        id: "2026-11-22T10-00-00-000Z-abc123",
        from: "Beitna",
        to: "nour@example.com",
        subject: "Confirm your email address",
        html: "",
        text: "Open http://localhost/activate?token=t1",
        sentAt: "2026-11-22T10:00:00.000Z",
      }),
    );
    const outbox = await (await fetch(`http://127.0.0.1:${first.port}/dev/outbox`)).text();
    expect(outbox).toContain("Confirm your email address");
    expect(outbox).toContain('href="http://localhost/activate?token=t1"');
    // Another machine (here through a proxy on this one, as TRUST_PROXY=loopback believes) gets nothing.
    const remote = await fetch(`http://127.0.0.1:${first.port}/dev/outbox`, { headers: { "x-forwarded-for": "192.168.1.20" } });
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain("Confirm your email address");

    const second = await launch();
    expect(await second.running.exited).toBe(1);
    expect(second.running.output()).toMatch(/Another Beitna server \(pid \d+\) is already using /);
    expect((await fetch(`http://127.0.0.1:${first.port}/healthz`)).status).toBe(200);

    first.running.child.kill("SIGKILL");
    await first.running.exited;

    const third = await launch();
    await waitHealthy(third.port, third.running);
    expect(await query("select first_name from users where email = $1", ["persist@example.com"])).toEqual([{ first_name: "Nour" }]);

    third.running.child.kill("SIGTERM");
    expect(await third.running.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });

  it("stops at boot with one clear line naming a bad variable", async () => {
    const running = startServer({ PORT: "eighty", DATA_DIR: dataDir });
    expect(await running.exited).toBe(1);
    expect(running.output().trim()).toBe("Invalid environment variable PORT: Invalid input: expected number, received NaN");
  });
});
