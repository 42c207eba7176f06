import { beforeAll, describe, expect, it } from "vitest";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { db } from "../../server/runtime.server.ts";
import { callExample, callFunction, createExampleFixture, exampleSession, expireSessions, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

const api = await startApi();
// Some functions mail (invitetenant, leaseStartNotify, inspectionStartNotify, inviteUser): they need the queue.
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const ownerSession = () => sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const otherSession = () => sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const stale = await createUser(db());
const asStale = await sessionHeaders(api.url, stale.email, stale.password);
await expireSessions(stale.id);

const needingUser = API_FUNCTIONS.filter((fn) => fn.access !== "anyone");

describe("functions that need a user", () => {
  it.each(needingUser.map((fn) => [fn.name, fn] as const))(
    "%s: no session 401, an expired one 209, another user's never sees the owner's data; an admin's function refuses any other user 403",
    async (_name, fn) => {
      const anonymous = await callExample(api.url, fn);
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe("sign_in_required");

      const expired = await callExample(api.url, fn, { ...asStale, "accept-language": "en" });
      expect(expired.status).toBe(401);
      expect((await expired.json()).error).toEqual({ code: 209, message: "Your Session has Expired Please Login Again." });

      // Fresh sessions: signOut's example ends the one it is called with.
      const other = await callExample(api.url, fn, await otherSession());
      const text = await other.text();
      expect(text).not.toContain(fixture.owner.email);
      expect(text).not.toContain(fixture.owner.id);

      if (fn.access === "admin") {
        // The demo owner and another user alike: only an admin's session gets through.
        expect(other.status, text).toBe(403);
        expect(JSON.parse(text).error.code).toBe("forbidden");
        const owner = await callExample(api.url, fn, await ownerSession());
        expect(owner.status).toBe(403);
        expect((await owner.json()).error.code).toBe("forbidden");
      }

      // As the example is documented: the demo admin's, the owner's, or its own account's (deleteAccount's).
      const allowed = await callExample(api.url, fn, await exampleSession(api.url, fn, fixture));
      expect(allowed.status, await allowed.clone().text()).toBe(200);
    },
  );

  it("the expired session's message follows Accept-Language", async () => {
    const response = await callFunction(api.url, "me", {}, { ...asStale, "accept-language": "ar" });
    expect((await response.json()).error.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("what each user sees is their own", () => {
  // Sessions made after the examples ran: changePassword's ends every session of the owner's.
  let asOwner: { authorization: string };
  let asOther: { authorization: string };
  beforeAll(async () => {
    asOwner = await ownerSession();
    asOther = await otherSession();
  });

  it("me answers the caller's profile", async () => {
    const mine = await (await callFunction(api.url, "me", {}, asOwner)).json();
    const theirs = await (await callFunction(api.url, "me", {}, asOther)).json();
    expect(mine.user.id).toBe(fixture.owner.id);
    expect(theirs.user.id).toBe(fixture.other.id);
  });

  it("favourites are per user: one saves, the other's list stays empty", async () => {
    expect((await callFunction(api.url, "addFavorite", { PropertyID: fixture.listing.id }, asOwner)).status).toBe(200);
    const mine = await (await callFunction(api.url, "favorites", {}, asOwner)).json();
    const theirs = await (await callFunction(api.url, "favorites", {}, asOther)).json();
    expect(mine.results.map((favorite: { PropertyID: string }) => favorite.PropertyID)).toEqual([fixture.listing.id]);
    expect(theirs.results).toEqual([]);
  });

  it("updateProfile changes only the caller's row, and refuses a phone that is not valid", async () => {
    const saved = await callFunction(api.url, "updateProfile", { first_name: "Nour", last_name: "Saad", phone: "70 111 222", country: "LB" }, asOther);
    expect((await saved.json()).user).toMatchObject({ id: fixture.other.id, last_name: "Saad", phone: "70111222" });
    expect((await (await callFunction(api.url, "me", {}, asOwner)).json()).user.last_name).toBe("Haddad");
    const refused = await callFunction(api.url, "updateProfile", { first_name: "Nour", last_name: "Saad", phone: "1", country: "LB" }, asOther);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe("invalid_payload");
  });
});
