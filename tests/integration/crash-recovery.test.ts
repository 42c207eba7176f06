import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "../../server/db/embedded-postgres.server.ts";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from "../../server/db/seed/data/demo-listings.ts";
import { startBuiltServer } from "../support/built-server.ts";
import { freePort } from "../support/postgres.ts";
import { type Running, startServer, waitHealthy } from "../support/server-process.ts";

// Decision 0041: PostgreSQL dies (kill -9 of the embedded postmaster) or an external one stops
// while people use Beitna. Meanwhile pages and the API answer 503 with Retry-After, never 500, and
// visitors get the pages a process kept; afterwards everything works again by itself, with every
// acknowledged write still there.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** One request on its own connection, so that the cluster's web processes take turns. */
function request(base: string, address: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${base}${address}`,
      {
        method: options.method ?? (payload ? "POST" : "GET"),
        agent: false,
        headers: {
          "user-agent": BROWSER,
          "accept-language": "en",
          origin: base,
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, at: Date.now() }));
      },
    );
    // A request the server never answers fails here, named, instead of holding the test to its limit.
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("no answer within 30 s")));
    outgoing.on("error", (error) => reject(new Error(`${options.method ?? (payload ? "POST" : "GET")} ${address}: ${error.message}`)));
    outgoing.end(payload);
  });
}

async function adminQuery<Row extends pg.QueryResultRow>(pgPort: number, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: `postgres://beitna:beitna-local@127.0.0.1:${pgPort}/beitna` });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until two answers in a row come from the cache: both web processes have the page. */
async function cached(base: string, address: string): Promise<void> {
  let hits = 0;
  for (let attempt = 0; attempt < 30 && hits < 4; attempt++) {
    hits = (await request(base, address)).headers["x-page-cache"] === "hit" ? hits + 1 : 0;
  }
  expect(hits, `${address} never came from the cache`).toBe(4);
}

/** What the traffic saw: every answer, and the writes the server acknowledged. */
interface Traffic {
  answers: Array<Answer & { kind: "page" | "cached page" | "api read" | "api write" }>;
  acknowledged: string[];
  stop(): Promise<void>;
}

/** Pages, API reads and (with a token) saved searches as API writes, each kind in its own loop. */
function runTraffic(base: string, token: string | undefined, cachedPage: string): Traffic {
  const traffic: Traffic = { answers: [], acknowledged: [], stop: async () => {} };
  let running = true;
  let written = 0;
  const loop = async (kind: Traffic["answers"][number]["kind"], everyMs: number, send: () => Promise<Answer | undefined>) => {
    while (running) {
      const answer = await send().catch(() => undefined);
      if (answer) traffic.answers.push({ ...answer, kind });
      await sleep(everyMs);
    }
  };
  const loops = [
    // A page the cache does not hold (the query differs every time): rendered from the database.
    loop("page", 60, () => request(base, `/rent?price_max=${1000 + (written++ % 997)}`)),
    loop("cached page", 60, () => request(base, cachedPage)),
    loop("api read", 60, () => request(base, "/api/functions/search", { body: { listing_type: "Rental" } })),
    ...(token
      ? [
          loop("api write", 250, async () => {
            // A user keeps 50 saved searches at most.
            if (traffic.acknowledged.length >= 45) return undefined;
            const answer = await request(base, "/api/functions/saveSearch", {
              body: { name: `Search ${Date.now()}`, listing_type: "Rental", query: "district=Beirut" },
              token,
            });
            if (answer.status === 200) traffic.acknowledged.push((JSON.parse(answer.body) as { result: { id: string } }).result.id);
            return answer;
          }),
        ]
      : []),
  ];
  traffic.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return traffic;
}

/** The first moment after `since` from which pages and API reads answer 200 (fresh, not stale). */
async function waitRecovered(base: string, since: number, timeoutMs: number, output: () => string): Promise<number> {
  const events = () =>
    output()
      .split("\n")
      .filter((line) => /PostgreSQL|database is|answers again|worker/.test(line) && !/"path"/.test(line))
      .join("\n")
      .slice(-6000);
  let last = "";
  while (Date.now() - since < timeoutMs) {
    const [page, read] = await Promise.all([
      request(base, `/rent?price_max=${Date.now() % 100_000}`),
      request(base, "/api/functions/search", { body: { listing_type: "Rental" } }),
      // A connection closed without an answer is a failure as a 500 is: said with what the server logged
      // (a CI run once saw one, rarely seen since: a web worker that died would say so here).
    ]).catch((error: Error) => {
      throw new Error(`${error.message} ${Date.now() - since} ms after the kill:\n${events()}`);
    });
    if (page.status === 200 && read.status === 200) return Math.max(page.at, read.at) - since;
    last = `page ${page.status}, API ${read.status} ${read.body.slice(0, 200)}`;
    await sleep(50);
  }
  throw new Error(`not recovered within ${timeoutMs} ms (last: ${last}):\n${events()}`);
}

function expectOutageAnswers(traffic: Traffic, outage: { from: number; to: number }) {
  // Never an error page or the API's "internal": the database being away is a 503 with Retry-After.
  expect(traffic.answers.filter((answer) => answer.status >= 500 && answer.status !== 503).map((answer) => `${answer.kind} ${answer.status}`)).toEqual([]);
  const unavailable = traffic.answers.filter((answer) => answer.status === 503);
  expect(unavailable.length).toBeGreaterThan(0);
  for (const answer of unavailable) expect(answer.headers["retry-after"]).toBe("5");
  const apiOutage = unavailable.find((answer) => answer.kind === "api read");
  expect(JSON.parse(apiOutage!.body)).toEqual({
    success: false,
    error: { code: "database_unavailable", message: expect.stringContaining("could not reach our database") },
  });
  const pageOutage = unavailable.find((answer) => answer.kind === "page");
  expect(pageOutage!.headers["content-type"]).toMatch(/^text\/html/);
  expect(pageOutage!.body).toContain("Beitna is briefly unavailable");
  // The visitor's page the processes kept is served during the outage, marked stale.
  const during = traffic.answers.filter((answer) => answer.kind === "cached page" && answer.at > outage.from && answer.at < outage.to);
  const stale = during.filter((answer) => answer.headers["x-page-cache"] === "stale");
  expect(stale.length).toBeGreaterThan(0);
  expect(stale[0]!.headers.warning).toBe('110 - "Response is Stale"');
  expect(stale[0]!.headers["cache-control"]).toBe("no-store");
  expect(stale[0]!.body).toContain("<h1");
  return { unavailable: unavailable.length, stale: stale.length, cachedPageOther: during.filter((answer) => answer.status === 503).length };
}

describe("a PostgreSQL crash", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-crash-"));
  fs.chmodSync(dataDir, 0o755);
  let server: Running | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("the embedded postmaster killed during traffic: 503s and stale pages meanwhile, back by itself with every write", { timeout: 360_000 }, async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: "true",
      WEB_CONCURRENCY: "2",
      AUTH_RATE_LIMIT: "false",
    });
    // Up to 3 minutes to seed the demo on a loaded machine, and as long again for the crash's walk.
    await waitHealthy(port, server, 180_000);
    const signIn = await request(base, "/api/functions/signIn", { body: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(200);
    const { token } = JSON.parse(signIn.body) as { token: string };
    await cached(base, "/rent");

    // The demo's seed has just written thousands of rows: checkpointed, as a running server's would
    // be within checkpoint_timeout, so that the crash recovery replays the traffic's writes only.
    await adminQuery(pgPort, "checkpoint");
    const traffic = runTraffic(base, token, "/rent");
    await sleep(2_000);
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    const killedAt = Date.now();
    process.kill(postmaster, "SIGKILL");
    const recoveryMs = await waitRecovered(base, killedAt, 15_000, server.output);
    await sleep(2_000);
    await traffic.stop();

    const figures = expectOutageAnswers(traffic, { from: killedAt, to: killedAt + recoveryMs });
    const writesAfter = traffic.answers.filter((answer) => answer.kind === "api write" && answer.status === 200 && answer.at > killedAt + recoveryMs).length;
    console.log(
      `postmaster kill: pages and API back after ${recoveryMs} ms; ${figures.unavailable} answers 503, ${figures.stale} stale cached pages; ${traffic.acknowledged.length} writes acknowledged (${writesAfter} after recovery)`,
    );
    expect(recoveryMs).toBeLessThan(15_000);
    expect(server.output()).toContain("the embedded PostgreSQL is running again");
    expect(server.child.exitCode).toBeNull();
    // No web process fell over with the database: each one answered through the outage.
    expect(server.output()).not.toContain("a web worker died");
    expect(writesAfter).toBeGreaterThan(0);

    // Every write acknowledged before, during and after the crash is there.
    const rows = await adminQuery<{ id: string }>(pgPort, "select id from saved_searches where id = any($1::uuid[])", [traffic.acknowledged]);
    expect(rows.map((row) => row.id).sort()).toEqual([...traffic.acknowledged].sort());

    // The job queue works again: a web process sends the mail job, the primary runs it.
    const outbox = path.join(dataDir, "outbox");
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(".json")).length : 0);
    const before = mails();
    expect((await request(base, "/api/functions/PasswordReset", { body: { Email: DEMO_OWNER_EMAIL } })).status).toBe(200);
    const deadline = Date.now() + 30_000;
    while (mails() === before && Date.now() < deadline) await sleep(250);
    expect(mails()).toBe(before + 1);

    server.child.kill("SIGTERM");
    const stopped = await Promise.race([server.exited, sleep(60_000).then(() => "still running 60 s after SIGTERM")]);
    expect(stopped, server.output().slice(-4000)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });
});

describe("an external DATABASE_URL", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-external-"));
  fs.chmodSync(dir, 0o777);
  let cluster: EmbeddedPostgres | undefined;
  let stopServer: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stopServer?.();
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stopped and started again: 503s meanwhile, then Beitna reconnects by itself", { timeout: 180_000 }, async () => {
    const pgPort = await freePort();
    cluster = new EmbeddedPostgres({
      databaseDir: path.join(dir, "cluster"),
      port: pgPort,
      user: "beitna",
      password: "beitna-test",
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      postgresFlags: ["-c", "unix_socket_directories=", "-c", "fsync=off"],
      onLog: () => {},
      onError: () => {},
    });
    await cluster.initialise();
    await cluster.start();
    await cluster.createDatabase("beitna");
    const base = `http://127.0.0.1:${await freePort()}`;
    const server = await startBuiltServer({
      baseUrl: base,
      databaseUrl: `postgres://beitna:beitna-test@127.0.0.1:${pgPort}/beitna`,
      dataDir: path.join(dir, "data"),
      env: { HOST: "127.0.0.1", WEB_CONCURRENCY: "2" },
    });
    stopServer = () => server.stop();
    await cached(base, "/rent");

    const traffic = runTraffic(base, undefined, "/rent");
    await sleep(1_000);
    const stoppedAt = Date.now();
    await cluster.stop();
    await sleep(3_000);
    expect((await request(base, "/healthz")).status).toBe(503);
    const startedAt = Date.now();
    await cluster.start();
    const recoveryMs = await waitRecovered(base, startedAt, 15_000, server.output);
    await sleep(1_000);
    await traffic.stop();

    const figures = expectOutageAnswers(traffic, { from: stoppedAt, to: startedAt });
    console.log(
      `external database stopped for ${startedAt - stoppedAt} ms: pages and API back ${recoveryMs} ms after it started; ${figures.unavailable} answers 503, ${figures.stale} stale cached pages`,
    );
    expect(recoveryMs).toBeLessThan(15_000);
    expect((await request(base, "/healthz")).status).toBe(200);
  });
});
