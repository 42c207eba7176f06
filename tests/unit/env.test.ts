import { describe, expect, it } from "vitest";
import { EnvError, mapTileOrigins, parseEnv, publicUrl } from "../../server/env.server.ts";
import { cdnPurgeConfig } from "../../server/http/cdn-purge.server.ts";

describe("parseEnv", () => {
  it("needs nothing for the local default", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: ".data", SEED_DEMO: true, NODE_ENV: "production" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicUrl(env)).toBe("http://localhost:3000");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names the bad variable in one line", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => parseEnv({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("asks for a session secret when production shares a database", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://db.example/beitna" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://db.example/beitna", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    const secret = "x".repeat(32);
    expect(parseEnv({ DATABASE_URL: "postgres://db.example/beitna", SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it("takes a CDN purge hook only with its service and token, and the provider's API unless told another", () => {
    expect(() => parseEnv({ CDN_PURGE: "fastly" })).toThrow(/CDN_PURGE_SERVICE: required with CDN_PURGE/);
    expect(() => parseEnv({ CDN_PURGE: "akamai", CDN_PURGE_SERVICE: "s", CDN_PURGE_TOKEN: "t" })).toThrow(/^Invalid environment variable CDN_PURGE: /);
    const env = parseEnv({ CDN_PURGE: "cloudflare", CDN_PURGE_SERVICE: "zone", CDN_PURGE_TOKEN: "token" });
    expect(cdnPurgeConfig(env)).toEqual({ provider: "cloudflare", service: "zone", token: "token", apiUrl: "https://api.cloudflare.com/client/v4" });
    expect(cdnPurgeConfig(parseEnv({}))).toBeNull();
  });

  it("reads the read replicas as a list, only beside their primary", () => {
    expect(parseEnv({}).DATABASE_READ_URLS).toEqual([]);
    const primary = { NODE_ENV: "test", DATABASE_URL: "postgres://db.example/beitna" };
    expect(parseEnv({ ...primary, DATABASE_READ_URLS: " postgres://r1.example/beitna, postgres://r2.example/beitna ," }).DATABASE_READ_URLS).toEqual([
      "postgres://r1.example/beitna",
      "postgres://r2.example/beitna",
    ]);
    expect(() => parseEnv({ ...primary, DATABASE_READ_URLS: "r1.example" })).toThrow(/DATABASE_READ_URLS/);
    expect(() => parseEnv({ DATABASE_READ_URLS: "postgres://r1.example/beitna" })).toThrow(/DATABASE_READ_URLS: replicas need DATABASE_URL/);
  });

  it("reads flags and trims the public URL", () => {
    const env = parseEnv({ SEED_DEMO: "false", PUBLIC_URL: "https://beitna.com/" });
    expect(env.SEED_DEMO).toBe(false);
    expect(publicUrl(env)).toBe("https://beitna.com");
  });
});

describe("map tiles", () => {
  it("defaults to OpenStreetMap's tiles and attribution", () => {
    const env = parseEnv({});
    expect(env.MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(env.MAP_TILE_ATTRIBUTION).toBe("© OpenStreetMap");
    expect(mapTileOrigins(env.MAP_TILE_URL)).toEqual(["https://tile.openstreetmap.org"]);
  });

  it("takes a provider's https template, with a key, retina tiles and Leaflet's a/b/c subdomains", () => {
    const template = "https://{s}.tiles.example.com/v1/{z}/{x}/{y}{r}.png?key=abc";
    const env = parseEnv({ MAP_TILE_URL: template, MAP_TILE_ATTRIBUTION: '© <a href="https://example.com">Example</a>' });
    expect(env.MAP_TILE_URL).toBe(template);
    expect(env.MAP_TILE_ATTRIBUTION).toBe('© <a href="https://example.com">Example</a>');
    expect(mapTileOrigins(template)).toEqual(["https://a.tiles.example.com", "https://b.tiles.example.com", "https://c.tiles.example.com"]);
  });

  it("allows plain http only for a tile server on this machine", () => {
    expect(mapTileOrigins(parseEnv({ MAP_TILE_URL: "http://127.0.0.1:8080/{z}/{x}/{y}.png" }).MAP_TILE_URL)).toEqual(["http://127.0.0.1:8080"]);
    expect(parseEnv({ MAP_TILE_URL: "http://localhost:8080/{z}/{x}/{y}.png" }).MAP_TILE_URL).toContain("localhost");
    expect(() => parseEnv({ MAP_TILE_URL: "http://tiles.example.com/{z}/{x}/{y}.png" })).toThrow(
      "Invalid environment variable MAP_TILE_URL: must use https (http only for localhost)",
    );
  });

  it.each([
    ["javascript:alert(1)//{z}/{x}/{y}", /MAP_TILE_URL: must use https/],
    ["data:image/png;base64,{z}{x}{y}", /MAP_TILE_URL: must use https/],
    ["https://tile.example.com/{z}/{x}.png", /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/],
    ["https://tile.example.com/tiles.png", /MAP_TILE_URL: must contain/],
    ["tile.example.com/{z}/{x}/{y}.png", /MAP_TILE_URL: must be a URL template/],
    ["https://tile.example.com/{z}/{x}/{y}.png?key={apikey}", /MAP_TILE_URL: \{apikey\} is not a placeholder Leaflet fills/],
    ["https://tile.example.com/{ z }/{x}/{y}.png", /MAP_TILE_URL: \{z \} is not a placeholder/],
    ["https://{z}.tile.example.com/{z}/{x}/{y}.png", /MAP_TILE_URL: only \{s\} may appear in the host/],
  ])("refuses %s with a clear boot error", (template, message) => {
    expect(() => parseEnv({ MAP_TILE_URL: template })).toThrow(EnvError);
    expect(() => parseEnv({ MAP_TILE_URL: template })).toThrow(message);
  });

  it("refuses a blank attribution", () => {
    expect(() => parseEnv({ MAP_TILE_ATTRIBUTION: "   " })).toThrow(/MAP_TILE_ATTRIBUTION/);
  });
});
