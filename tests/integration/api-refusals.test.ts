import { describe, expect, it } from "vitest";
import { addProperty } from "../../server/api/functions/add-property.handler.server.ts";
import { compactName } from "../../server/api/define-function.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { rateLimits } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, expireSessions, sessionHeaders } from "../support/api.ts";
import { isDocumented, type ServedDocument } from "../support/documented-answers.ts";
import { startApi } from "../support/http.ts";

// The refusals issue 26 found missing from the OpenAPI document, provoked over HTTP: each answer's
// status and code must be among those the served document gives that function.

const api = await startApi();
const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as ServedDocument;
const owner = await createUser(db());
const asOwner = await sessionHeaders(api.url, owner.email, owner.password);
const pending = await createListing(db(), { ownerId: owner.id, status: "Pending Approval" });
const live = await createListing(db(), { ownerId: owner.id, status: "Approved", visible: true });

/** What `name` answers to `payload`: its status and `error.code`, which the document must give it. */
async function refusal(name: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await callFunction(api.url, name, payload, headers);
  const answer = { status: response.status, code: ((await response.json()) as { error?: { code: unknown } }).error?.code };
  const path = `/api/functions/${compactName(name)}`;
  expect(document.paths[path], path).toBeDefined();
  expect(isDocumented(document, { path, ...answer }), `${name}'s document omits ${JSON.stringify(answer)}`).toBe(true);
  return answer;
}

describe("refusals, as answered and as documented", () => {
  it("a listing that is not public is not_found (404) to getProperty, similar and Share_Property", async () => {
    expect(await refusal("getProperty", { PropertyID: pending.id })).toEqual({ status: 404, code: "not_found" });
    expect(await refusal("similar", { search: pending.id })).toEqual({ status: 404, code: "not_found" });
    expect(await refusal("Share_Property", { Email: "friend@example.com", PropertyID: pending.id })).toEqual({ status: 404, code: "not_found" });
  });

  it("getProperty of a listing public once is still not_found (404), its detail saying why it is gone", async () => {
    const deleted = await createListing(db(), { ownerId: owner.id, status: "Deleted", approvedOn: new Date() });
    const expired = await createListing(db(), { ownerId: owner.id, status: "Expired" });
    const detail = async (id: string) => {
      const response = await callFunction(api.url, "getProperty", { PropertyID: id });
      return { status: response.status, error: ((await response.json()) as { error: { code: string; detail?: string } }).error };
    };
    expect(await detail(deleted.id)).toMatchObject({ status: 404, error: { code: "not_found", detail: "deleted" } });
    expect(await detail(expired.id)).toMatchObject({ status: 404, error: { code: "not_found", detail: "expired" } });
    // Never public: nothing said of it.
    expect((await detail(pending.id)).error.detail).toBeUndefined();
  });

  it("Share_Property past a recipient's shares of the day is rate_limited (429)", async () => {
    await db().insert(rateLimits).values({ key: "share:email:busy.friend@example.com", hits: 5, windowStartedAt: new Date() });
    expect(await refusal("Share_Property", { Email: "busy.friend@example.com", PropertyID: live.id })).toEqual({ status: 429, code: "rate_limited" });
  });

  it("AddProperty for another landlord's email is forbidden (403)", async () => {
    const payload = { ...(addProperty.example.input as object), LandlordEmail: "someone.else@example.com" };
    expect(await refusal("AddProperty", payload, asOwner)).toEqual({ status: 403, code: "forbidden" });
  });

  it("a function that needs a user answers 401 without a session, and 209 with an expired one", async () => {
    expect(await refusal("me", {})).toEqual({ status: 401, code: "sign_in_required" });
    const stale = await createUser(db());
    const asStale = await sessionHeaders(api.url, stale.email, stale.password);
    await expireSessions(stale.id);
    expect(await refusal("me", {}, asStale)).toEqual({ status: 401, code: 209 });
  });

  it("a write from another site's page is cross_site_request (403), on any function", async () => {
    expect(await refusal("search", {}, { origin: "https://elsewhere.example" })).toEqual({ status: 403, code: "cross_site_request" });
  });
});
