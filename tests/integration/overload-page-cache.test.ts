import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runtime } from "../../server/runtime.server.ts";
import { startBuiltServer } from "../support/built-server.ts";
import { freePort } from "../support/postgres.ts";

// The built app with one web process that works on one request at a time and queues none: while a
// slow form post holds that turn, a stored visitor page is still answered (decision 0042).
const base = `http://127.0.0.1:${await freePort()}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-overload-cache-"));
const server = await startBuiltServer({
  baseUrl: base,
  databaseUrl: runtime().env.DATABASE_URL!,
  dataDir,
  env: { HOST: "127.0.0.1", WEB_CONCURRENCY: "1", MAX_CONCURRENT_REQUESTS: "1", MAX_QUEUED_REQUESTS: "0" },
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const visit = (address: string) =>
  fetch(`${base}${address}`, { headers: { "accept-language": "en" } }).then(async (response) => ({
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    retryAfter: response.headers.get("retry-after"),
    html: await response.text(),
  }));

/**
 * A sign-up form whose body never arrives whole: its action waits for it, holding the only turn.
 * Sent again if it was answered (on a busy machine a request of the server's start may still have
 * held the turn).
 */
async function holdTheTurn(): Promise<http.ClientRequest> {
  for (let attempt = 0; attempt < 5; attempt++) {
    let answered = false;
    const request = http.request(`${base}/signup`, {
      method: "POST",
      agent: false,
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded", "content-length": "1000" },
    });
    request.on("error", () => {});
    request.on("response", (response) => {
      answered = true;
      response.resume();
    });
    request.write("email=someone%40example.com");
    // Its head is in before the visits below start.
    await new Promise((resolve) => request.once("socket", (socket) => socket.once("connect", resolve)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (!answered) return request;
    request.destroy();
  }
  throw new Error("the form was answered every time: the turn could not be held");
}

describe("a busy process", () => {
  it("answers a visitor's stored page while every turn is taken, and turns away a page it would have to render", async () => {
    expect((await visit("/")).cache).toBe("miss");
    // Stored once compressed, after the answer went out (and a first render slowed by a busy machine
    // past the render window is not stored): the next visits find it.
    await expect.poll(async () => (await visit("/")).cache, { timeout: 10_000 }).toBe("hit");

    const held = await holdTheTurn();
    await expect.poll(async () => (await visit("/buy")).status, { timeout: 10_000 }).toBe(503);
    const refused = await visit("/buy");
    expect(refused.retryAfter).toMatch(/^[123]$/);

    const stored = await visit("/");
    expect(stored.status).toBe(200);
    expect(stored.cache).toBe("hit");
    expect(stored.html).toContain("<html");

    held.destroy();
    await expect.poll(async () => (await visit("/buy")).status, { timeout: 10_000 }).toBe(200);
  });
});
