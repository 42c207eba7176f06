import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenIdle } from "../../server/http/idle-collection.server.ts";

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app whose `/slow` answers when told, counting the collections. */
async function appWithCollector(afterRequests: number) {
  const collections: number[] = [];
  let answerSlow = () => {};
  const app = express();
  app.use(collectWhenIdle({ idleMs: 200, afterRequests, collect: () => collections.push(Date.now()) }));
  app.get("/fast", (_req, res) => void res.send("ok"));
  app.get("/slow", (_req, res) => {
    answerSlow = () => res.send("done");
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, collections, answerSlow: () => answerSlow() };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the collection after a busy spell", () => {
  it("collects once when the process has been idle after enough requests, and not again until the next busy spell", async () => {
    const app = await appWithCollector(5);
    for (let n = 0; n < 5; n++) await fetch(`${app.base}/fast`).then((response) => response.text());
    // Polled: on a busy machine the timer may run late.
    await expect.poll(() => app.collections.length, { timeout: 5_000 }).toBe(1);
    await wait(600);
    expect(app.collections).toHaveLength(1);
  });

  it("does nothing after a few requests", async () => {
    const app = await appWithCollector(5);
    for (let n = 0; n < 4; n++) await fetch(`${app.base}/fast`).then((response) => response.text());
    await wait(600);
    expect(app.collections).toHaveLength(0);
  });

  it("never collects while a request is in flight", async () => {
    const app = await appWithCollector(2);
    await fetch(`${app.base}/fast`).then((response) => response.text());
    const slow = fetch(`${app.base}/slow`).then((response) => response.text());
    await wait(700);
    expect(app.collections).toHaveLength(0);
    app.answerSlow();
    expect(await slow).toBe("done");
    await expect.poll(() => app.collections.length, { timeout: 5_000 }).toBe(1);
  });
});
