import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, publicUrl } from "../../server/env.server.ts";

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
    expect(() => parseEnv({ DATABASE_URL: "postgres://db.example/beitna", SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    const secret = "x".repeat(32);
    expect(parseEnv({ DATABASE_URL: "postgres://db.example/beitna", SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it("reads flags and trims the public URL", () => {
    const env = parseEnv({ SEED_DEMO: "false", PUBLIC_URL: "https://beitna.com/" });
    expect(env.SEED_DEMO).toBe(false);
    expect(publicUrl(env)).toBe("https://beitna.com");
  });
});
