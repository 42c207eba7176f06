import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_TABLE } from "../../domain/errors.ts";
import type { ApiFunction } from "../../server/api/define-function.server.ts";
import { failureCodes } from "../../server/api/openapi.server.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { callFunction, createExampleFixture, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

const api = await startApi();
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const ownerSession = () => sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const adminSession = () => sessionHeaders(api.url, fixture.admin.email, fixture.admin.password);

/** Payloads near the documented one: its fields dropped, retyped, nested or joined by strangers. */
function malformedPayloads(example: unknown): fc.Arbitrary<unknown> {
  const fields = example && typeof example === "object" ? Object.keys(example) : [];
  const anyValue = fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false });
  const nearExample = fields.length
    ? fc.dictionary(
        fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })),
        fc.oneof(anyValue, fc.string({ maxLength: 300 }), fc.double(), fc.integer()),
        { maxKeys: fields.length + 2 },
      )
    : fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 4 });
  const oneFieldWrong = fields.length
    ? fc.tuple(fc.constantFrom(...fields), anyValue).map(([field, value]) => ({ ...(example as object), [field]: value }))
    : anyValue;
  return fc.oneof(anyValue, nearExample, oneFieldWrong);
}

const RUNS_PER_FUNCTION = 120;

/** The statuses its OpenAPI operation documents: 200 and those of every code it can fail with. */
const documentedStatuses = (fn: ApiFunction) => new Set([200, ...failureCodes(fn).map((code) => ERROR_TABLE[code].status)]);

describe("malformed payloads thrown at every function", () => {
  it.each(API_FUNCTIONS.map((fn) => [fn.name, fn] as const))("%s answers each with the envelope, never a 500 or a stack", async (_name, fn) => {
    // A session of its own: a payload that reaches signOut ends it, then the rest answers 209. An
    // admin's function gets the admin's, so the payloads reach its schema and handler.
    const headers = fn.access === "anyone" ? {} : fn.access === "admin" ? await adminSession() : await ownerSession();
    await fc.assert(
      fc.asyncProperty(malformedPayloads(fn.example.input), async (payload) => {
        const body = JSON.stringify(payload) ?? "";
        const response = await callFunction(api.url, fn.name, body, headers);
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        expect([...documentedStatuses(fn)], `${fn.name} answered ${response.status}, which its document omits: ${text}`).toContain(response.status);
        expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/);
        const answer = JSON.parse(text) as { success: boolean; error?: { code: unknown; message: unknown } };
        if (response.status >= 400) {
          expect(answer.success).toBe(false);
          expect(typeof answer.error?.message).toBe("string");
          expect(["string", "number"]).toContain(typeof answer.error?.code);
        } else expect(answer.success).toBe(true);
      }),
      { numRuns: RUNS_PER_FUNCTION },
    );
  });

  it("raw bodies that are not JSON objects get 400, never a 500", async () => {
    const headers = await ownerSession();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...API_FUNCTIONS), fc.string({ maxLength: 200 }), async (fn, raw) => {
        const response = await callFunction(api.url, fn.name, raw, headers);
        expect(response.status).toBeLessThan(500);
        expect([...documentedStatuses(fn)]).toContain(response.status);
        await response.body?.cancel();
      }),
      { numRuns: 300 },
    );
  });
});
