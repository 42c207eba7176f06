import { afterEach, describe, expect, it, vi } from "vitest";
import { embeddedPostgresSettings } from "../../server/db/embedded.server.ts";
import { parseEnv, webProcessCount } from "../../server/env.server.ts";
import { pageKey, PageStore } from "../../server/http/page-cache.server.ts";

const GB = 1024 ** 3;

function storedPage(generation: number, tags: string[], lagMs = 0) {
  const body = Buffer.from("<html></html>");
  return { generation, tags, expiresAt: Date.now() + 60_000, renderedAt: Date.now(), lagMs, status: 200, headers: [], brotli: body, counts: {}, bytes: 100 };
}

describe("the visitor page cache's store (decision 0056)", () => {
  it("drops only the pages holding a moved tag", () => {
    const store = new PageStore(1024 * 1024);
    store.set("a", storedPage(0, ["listing:a", "rate"]));
    store.set("b", storedPage(0, ["listing:b", "rate"]));
    store.apply([{ generation: 1, tag: "listing:b" }]);
    expect(store.get("a")).toBeDefined();
    expect(store.get("b")).toBeUndefined();
    expect(store.generation).toBe(1);
    store.apply([{ generation: 2, tag: "rate" }]);
    expect(store.size).toBe(0);
  });

  it("refuses a page rendered before a change it shows was applied, keeps one rendered after", () => {
    const store = new PageStore(1024 * 1024);
    store.apply([{ generation: 5, tag: "listing:a" }]);
    store.set("a", storedPage(4, ["listing:a"]));
    expect(store.get("a")).toBeUndefined();
    store.set("other", storedPage(4, ["listing:b"]));
    expect(store.get("other")).toBeDefined();
    store.set("a", storedPage(5, ["listing:a"]));
    expect(store.get("a")).toBeDefined();
  });

  describe("a list (home, a search: decision 0071)", () => {
    afterEach(() => vi.useRealTimers());

    it("is served for its lag after a change it shows, counted from its render; a listing page goes at once", () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const store = new PageStore(1024 * 1024);
      store.set("/rent", storedPage(0, ["search:rental:*"], 1_000));
      store.set("/rental/a", storedPage(0, ["listing:a", "search:rental:*"]));
      vi.advanceTimersByTime(400);
      store.apply([{ generation: 1, tag: "search:rental:*" }]);
      expect(store.get("/rental/a")).toBeUndefined();
      expect(store.get("/rent")).toBeDefined();
      vi.advanceTimersByTime(599);
      expect(store.get("/rent")).toBeDefined();
      vi.advanceTimersByTime(1);
      expect(store.get("/rent")).toBeUndefined();
    });

    it("rendered before a change, is kept only for what is left of its lag; past it, not at all", () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const store = new PageStore(1024 * 1024);
      const rendered = storedPage(4, ["search:rental:metn"], 1_000);
      vi.advanceTimersByTime(300);
      store.apply([{ generation: 5, tag: "search:rental:metn" }]);
      store.set("/rent?district=Metn", rendered);
      expect(store.get("/rent?district=Metn")).toBeDefined();
      vi.advanceTimersByTime(700);
      expect(store.get("/rent?district=Metn")).toBeUndefined();
      store.set("/rent?district=Metn", rendered);
      expect(store.get("/rent?district=Metn")).toBeUndefined();
      // A list not moved since it started rendering lives its ordinary life.
      store.set("/rent?district=Metn", storedPage(5, ["search:rental:metn"], 1_000));
      vi.advanceTimersByTime(5_000);
      expect(store.get("/rent?district=Metn")).toBeDefined();
    });
  });

  it("after too many changes to read, drops everything and refuses what was rendered before", () => {
    const store = new PageStore(1024 * 1024);
    store.set("a", storedPage(0, ["listing:a"]));
    store.dropAll(2_000);
    expect(store.size).toBe(0);
    store.set("b", storedPage(10, ["listing:b"]));
    expect(store.get("b")).toBeUndefined();
    store.set("b", storedPage(2_000, ["listing:b"]));
    expect(store.get("b")).toBeDefined();
  });
});

describe("the visitor page cache's key", () => {
  it("is the language and the address, the same search written in any order being one page", () => {
    expect(pageKey("en", "/rent", "district=Metn&bedroom_min=2")).toBe(pageKey("en", "/rent", "bedroom_min=2&district=Metn"));
    expect(pageKey("ar", "/rent", "")).toBe("ar /rent");
    expect(pageKey("ar", "/rent", "")).not.toBe(pageKey("fr", "/rent", ""));
    expect(pageKey("en", "/rent", "page=2")).not.toBe(pageKey("en", "/rent", "page=3"));
  });
});

describe("processes and the embedded PostgreSQL", () => {
  it("runs one web process per core in production, one otherwise, or WEB_CONCURRENCY", () => {
    expect(webProcessCount(parseEnv({}), 8)).toBe(8);
    expect(webProcessCount(parseEnv({ NODE_ENV: "test" }), 8)).toBe(1);
    expect(webProcessCount(parseEnv({ NODE_ENV: "development" }), 8)).toBe(1);
    expect(webProcessCount(parseEnv({ WEB_CONCURRENCY: "3" }), 8)).toBe(3);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(parseEnv({ PAGE_CACHE: "off" }).PAGE_CACHE).toBe(false);
  });

  it("gives PostgreSQL a quarter of the memory for shared buffers, from 128 MB to 2 GB", () => {
    expect(embeddedPostgresSettings(0.25 * GB, 50)).toMatchObject({ shared_buffers: "128MB", max_connections: "100" });
    expect(embeddedPostgresSettings(4 * GB, 50)).toMatchObject({ shared_buffers: "1024MB", effective_cache_size: "3072MB", maintenance_work_mem: "256MB" });
    expect(embeddedPostgresSettings(24 * GB, 200)).toMatchObject({ shared_buffers: "2048MB", effective_cache_size: "18432MB", max_connections: "200" });
  });
});
