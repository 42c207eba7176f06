import { describe, expect, it } from "vitest";
import { callFunction } from "../support/api.ts";
import { withEnv, withLimitsOn } from "../support/env.ts";
import { startApi } from "../support/http.ts";

const api = await startApi();

describe("API conventions", () => {
  it("an enumerating function is rate-limited per address: 429 with Retry-After, in the envelope", async () => {
    await withLimitsOn(async () => {
      const statuses: number[] = [];
      const probe = (attempt: number) => callFunction(api.url, "checkEmail", { email: `probe-${attempt}@example.com` });
      for (let attempt = 0; attempt < 20; attempt++) statuses.push((await probe(attempt)).status);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const last = await probe(20);
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await last.json()).error.code).toBe("rate_limited");
    });
  });

  it("answers no CORS to other origins unless they are configured", async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/api/functions/search`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
    expect((await preflight("https://elsewhere.example")).headers.get("access-control-allow-origin")).toBeNull();
    const crossSite = await callFunction(api.url, "search", {}, { origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe("cross_site_request");

    await withEnv({ API_CORS_ORIGINS: ["https://partner.example"] }, async () => {
      const allowed = await preflight("https://partner.example");
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://partner.example");
      const call = await callFunction(api.url, "search", {}, { origin: "https://partner.example" });
      expect(call.status).toBe(200);
      expect(call.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    });
  });

  it("a native app's call (no Origin header) is accepted", async () => {
    expect((await callFunction(api.url, "exchangeRate", {})).status).toBe(200);
  });
});
