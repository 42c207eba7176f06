import { describe, expect, it } from "vitest";
import { embeddedPostgresSettings } from "../../server/db/embedded.server.ts";
import { parseEnv, webProcessCount } from "../../server/env.server.ts";
import { pageKey } from "../../server/http/page-cache.server.ts";

const GB = 1024 ** 3;

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
