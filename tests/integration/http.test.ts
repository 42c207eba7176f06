import { Writable } from "node:stream";
import { desc, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../server/db/client.server.ts";
import { visitEvents } from "../../server/db/schema.ts";
import { db, runtime, setRuntime } from "../../server/runtime.server.ts";
import { postJson, startApi } from "../support/http.ts";

const logLines: Array<Record<string, unknown>> = [];
let base = "";

beforeAll(async () => {
  // Capture the request log of this app instance.
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  setRuntime({ ...runtime(), logger: pino({ level: "info" }, sink) });
  base = (await startApi()).url;
});

describe("health", () => {
  it("answers 200 while the database answers", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("answers 503 when the database does not", async () => {
    const healthy = runtime();
    const dead = connectDatabase("postgres://nobody:nothing@127.0.0.1:9/none", 1);
    setRuntime({ ...healthy, pool: dead.pool });
    try {
      expect((await fetch(`${base}/healthz`)).status).toBe(503);
    } finally {
      setRuntime(healthy);
      await dead.pool.end();
    }
  });
});

describe("security headers", () => {
  it("sends a Content-Security-Policy with a per-response nonce and the usual protections", async () => {
    const first = await fetch(`${base}/api/nothing-here`);
    const second = await fetch(`${base}/api/nothing-here`);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toBe(second.headers.get("content-security-policy"));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-powered-by")).toBeNull();
    expect(first.status).toBe(404);
  });
});

describe("map tiles", () => {
  it("lets images come from the configured tile server (every subdomain), not OpenStreetMap's", async () => {
    const defaults = (await fetch(`${base}/api/nothing-here`)).headers.get("content-security-policy") ?? "";
    expect(defaults).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);

    const configured = runtime();
    setRuntime({ ...configured, env: { ...configured.env, MAP_TILE_URL: "https://{s}.tiles.example.com/{z}/{x}/{y}.png?key=k" } });
    try {
      const tiled = await startApi();
      const csp = (await fetch(`${tiled.url}/api/nothing-here`)).headers.get("content-security-policy") ?? "";
      const imgSrc = csp.split(";").find((directive) => directive.trim().startsWith("img-src")) ?? "";
      expect(imgSrc.trim().split(" ")).toEqual(
        expect.arrayContaining(["https://a.tiles.example.com", "https://b.tiles.example.com", "https://c.tiles.example.com"]),
      );
      expect(imgSrc).not.toContain("openstreetmap");
      await tiled.close();
    } finally {
      setRuntime(configured);
    }
  });
});

describe("static files", () => {
  it("vary by encoding only: a flag is the same for every visitor and language, so a CDN keeps one copy", async () => {
    const flag = await fetch(`${base}/flags/LB.svg`, { headers: { cookie: "lang=ar", "accept-language": "fr" } });
    expect(flag.status).toBe(200);
    expect(flag.headers.get("content-type")).toContain("image/svg+xml");
    expect(flag.headers.get("vary")).toBe("Accept-Encoding");
    // A page still varies by who asks and in which language.
    expect((await fetch(`${base}/api/nothing-here`)).headers.get("vary")).toContain("Cookie");
  });
});

describe("request log", () => {
  it("writes one JSON line per request with id, method, path, status and duration, and no secrets", async () => {
    const response = await fetch(`${base}/api/nothing-here?token=abc`, {
      headers: { cookie: "better-auth.session_token=very-secret", "x-request-id": "test-request-0001" },
    });
    expect(response.headers.get("x-request-id")).toBe("test-request-0001");
    const line = logLines.find((entry) => (entry.req as { id?: string } | undefined)?.id === "test-request-0001");
    expect(line).toMatchObject({ msg: "request", req: { id: "test-request-0001", method: "GET", path: "/api/nothing-here" }, res: { status: 404 } });
    expect(typeof line?.durationMs).toBe("number");
    expect(JSON.stringify(logLines)).not.toContain("very-secret");
    expect(JSON.stringify(logLines)).not.toContain("token=abc");
  });
});

describe("first-party analytics", () => {
  it("stores the startup call (userAgent, page General)", async () => {
    const response = await postJson(`${base}/api/functions/IP`, { userAgent: "Mozilla/5.0 test", page: "General" });
    expect(response.status).toBe(200);
    const [event] = await db().select().from(visitEvents).where(eq(visitEvents.kind, "startup")).orderBy(desc(visitEvents.id)).limit(1);
    expect(event).toMatchObject({ kind: "startup", page: "General", userAgent: "Mozilla/5.0 test" });
  });

  it("stores page views in the visitor's language", async () => {
    const response = await postJson(`${base}/api/events`, { kind: "page_view", path: "/rent" }, { "accept-language": "fr" });
    expect(response.status).toBe(202);
    const [event] = await db().select().from(visitEvents).where(eq(visitEvents.kind, "page_view")).orderBy(desc(visitEvents.id)).limit(1);
    expect(event).toMatchObject({ path: "/rent", locale: "fr" });
  });

  it("classifies a chunk that is not on disk as missing", async () => {
    await postJson(`${base}/api/events`, { kind: "chunk_error", path: "/rent", type: "error", chunk: "/assets/route-gone-1234.js" });
    await postJson(`${base}/api/events`, { kind: "chunk_error", path: "/rent", type: "timeout" });
    const events = await db().select().from(visitEvents).where(eq(visitEvents.kind, "chunk_error")).orderBy(visitEvents.id);
    expect(events.map((event) => (event.detail as { type: string }).type)).toEqual(["missing", "timeout"]);
  });

  it("refuses malformed payloads with a 400 and a clear error, never a 500", async () => {
    // A NUL in the startup call's user agent answered 500 (PostgreSQL refuses it in text: issue 26).
    for (const body of [
      "{not json",
      { kind: "page_view", path: "no-slash" },
      { kind: "mystery" },
      { userAgent: 5 },
      { userAgent: "Mozilla/5.0\u0000", page: "General" },
    ]) {
      const url = typeof body === "object" && "userAgent" in body ? `${base}/api/functions/IP` : `${base}/api/events`;
      const response = await postJson(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const json = (await response.json()) as { success: boolean; error: { code: string; message: string } };
      expect(json.success).toBe(false);
      expect(json.error.code).toBe("invalid_payload");
      expect(json.error.message.length).toBeGreaterThan(0);
    }
  });
});

describe("cross-site request forgery", () => {
  it("refuses a state-changing request from another site", async () => {
    const response = await postJson(`${base}/api/events`, { kind: "page_view", path: "/" }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    const sameSite = await postJson(`${base}/api/events`, { kind: "page_view", path: "/" }, { origin: base });
    expect(sameSite.status).toBe(202);
  });
});
