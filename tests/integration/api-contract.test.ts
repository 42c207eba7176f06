import { describe, expect, it } from "vitest";
import { type ApiFunction, successSchema } from "../../server/api/define-function.server.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { callExample, callFunction, createExampleFixture, exampleSession } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

const api = await startApi();
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
/**
 * The session an example is documented for, fresh per call (signOut's example ends its own): none,
 * the demo owner's, the demo admin's, or the account of its own a function names (`exampleCaller`:
 * deleteAccount's closes it, so the owner stays for every later example).
 */
const sessionFor = (fn: ApiFunction) => exampleSession(api.url, fn, fixture);

describe("every function of the registry", () => {
  it.each(API_FUNCTIONS.map((fn) => [fn.name, fn] as const))("%s answers its documented example as its schema says", async (_name, fn) => {
    // The documented example answer fits the schema too, so the reference never shows a wrong shape.
    expect(successSchema(fn.output).safeParse({ success: true, ...fn.example.output }).error?.issues ?? []).toEqual([]);
    const response = await callExample(api.url, fn, await sessionFor(fn));
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(successSchema(fn.output).safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it("names with spaces are reachable with and without them", async () => {
    const spaced = API_FUNCTIONS.filter((fn) => fn.name.includes(" "));
    for (const fn of spaced) {
      for (const name of [fn.name, fn.name.replace(/\s+/g, "")]) {
        const response = await callExample(api.url, fn, await sessionFor(fn), name);
        expect(response.status, name).toBe(200);
      }
    }
  });

  it("an unknown function answers the envelope with 404, in the caller's language", async () => {
    const response = await callFunction(api.url, "noSuchFunction", {}, { "accept-language": "fr" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: { code: "unknown_function", message: "Cette fonction n’existe pas." } });
  });

  it("a body over the limit is 413 and malformed JSON 400, both in the envelope", async () => {
    const big = await callFunction(api.url, "search", JSON.stringify({ search: "x".repeat(70_000) }));
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
    const broken = await callFunction(api.url, "search", "{not json");
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe("invalid_payload");
  });

  it.each([
    { area: 99_999_999_999 },
    { bedroom_min: -1 },
    { size_min: 2_147_483_648 },
    { page: 0 },
    { features: ["no-such-feature"] },
    // A NUL answered 500 in the district and the words (PostgreSQL refuses it in text: issue 26).
    { district: "Beirut\u0000" },
    { search: "sea\u0000view" },
  ])("search answers 400 in the envelope, naming the field, to an out-of-range filter %j", async (filter) => {
    const response = await callFunction(api.url, "search", { listing_type: "Rental", ...filter }, { "accept-language": "fr" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: { code: "invalid_payload", message: expect.any(String) } });
    expect(body.error.detail).toContain(Object.keys(filter)[0]);
  });

  it("search takes sort: null (an app written for the old backend) as the default order", async () => {
    const response = await callFunction(api.url, "search", { listing_type: "Rental", sort: null });
    expect(response.status).toBe(200);
    expect((await response.json()).properties.results.map((card: { id: string }) => card.id)).toContain(fixture.listing.id);
  });
});
