import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionContext } from "../../app/lib/session-context.ts";
import { action as listingAction } from "../../app/routes/listing.tsx";
import { action as offersAction } from "../../app/routes/offers.tsx";
import { readRequestActor } from "../../server/auth/request-actor.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { offers } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, cookieHeaders, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

// Money checked before it moves (issue 44, decision 0077): an offer or a counter above the asking
// price or under half of it is sent only with its sender's confirmation, from the site's forms and
// from the API alike; accepting stays the thread's two people's only.

const api = await startApi();
await startTestJobsWithOutbox();
const password = "Beitna-Test1";
const owner = await createUser(db(), { email: "asking-owner@example.com", password, firstName: "Rami" });
const buyer = await createUser(db(), { email: "asking-buyer@example.com", password, firstName: "Nour" });
const stranger = await createUser(db(), { email: "asking-stranger@example.com", password, firstName: "Karim" });
const rental = () => createListing(db(), { ownerId: owner.id, status: "Approved", price: 750, listingType: "Rental", contactMethod: ["Message on Beitna"] });

/** Runs a route's action as the signed-in user's form post does. */
async function post(action: (args: never) => Promise<unknown>, address: string, user: { email: string }, fields: Record<string, string>, params = {}) {
  const headers = new Headers(await cookieHeaders(api.url, user.email, password));
  const actor = await readRequestActor(headers);
  const context = new RouterContextProvider();
  context.set(sessionContext, { state: actor.state, user: actor.user, expired: actor.expired });
  const request = new Request(`${api.url}${address}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  try {
    const answer = (await action({ request, params, context, url: new URL(request.url) } as never)) as {
      data: Record<string, unknown>;
      init: { status?: number } | null;
    };
    return { status: answer.init?.status ?? 200, data: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: {} };
    throw thrown;
  }
}

const openOffersOf = async (propertyId: string) => db().$count(offers, eq(offers.propertyId, propertyId));

describe("an amount far from the asking price", () => {
  it("the listing page's form: a $1 offer on a $750 rent is refused without the confirmation, sent with it", async () => {
    const listing = await rental();
    const unconfirmed = await post(listingAction, "/property/x", buyer, { intent: "offer", amount: "1", currency: "USD", message: "" }, { id: listing.id });
    expect(unconfirmed).toMatchObject({ status: 409, data: { error: "offers.errors.askingUnconfirmed" } });
    expect(await openOffersOf(listing.id)).toBe(0);
    const confirmed = await post(
      listingAction,
      "/property/x",
      buyer,
      { intent: "offer", amount: "1", currency: "USD", message: "", confirmed: "true" },
      { id: listing.id },
    );
    expect(confirmed.data.threadId).toEqual(expect.any(String));
    expect(await openOffersOf(listing.id)).toBe(1);
  });

  it("the API: far below or above is 409 without `confirmed`, sent with it; an amount in between needs nothing", async () => {
    const asBuyer = await sessionHeaders(api.url, buyer.email, password);
    const listing = await rental();
    const make = (body: Record<string, unknown>) => callFunction(api.url, "makeOffer", { PropertyID: listing.id, currency: "USD", ...body }, asBuyer);
    const low = await make({ amount: 1 });
    expect(low.status).toBe(409);
    expect(((await low.json()) as { error: { code: string } }).error.code).toBe("offer_far_below_asking");
    const high = await make({ amount: 7500 });
    expect(high.status).toBe(409);
    expect(((await high.json()) as { error: { code: string } }).error.code).toBe("offer_above_asking");
    expect(await openOffersOf(listing.id)).toBe(0);
    expect((await make({ amount: 7500, confirmed: true })).status).toBe(200);
    const second = await rental();
    expect((await callFunction(api.url, "makeOffer", { PropertyID: second.id, currency: "USD", amount: 375 }, asBuyer)).status).toBe(200);
  });

  it("a counter-offer far below the asking price needs the confirmation too, by the form and the API; a stranger moves nothing", async () => {
    const listing = await rental();
    const asBuyer = await sessionHeaders(api.url, buyer.email, password);
    const made = await callFunction(api.url, "makeOffer", { PropertyID: listing.id, currency: "USD", amount: 100, confirmed: true }, asBuyer);
    const { OfferID } = (await made.json()) as { OfferID: string };
    const asOwner = await sessionHeaders(api.url, owner.email, password);
    const counter = { OfferID, move: "counter", amount: 300, currency: "USD" };
    const refused = await callFunction(api.url, "answerOffer", counter, asOwner);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("offer_far_below_asking");
    const form = await post(offersAction, "/offers", owner, { offerId: OfferID, move: "counter", amount: "300", currency: "USD", message: "" });
    expect(form).toMatchObject({ status: 409, data: { error: "offers.errors.askingUnconfirmed" } });
    expect((await callFunction(api.url, "answerOffer", { ...counter, confirmed: true }, asOwner)).status).toBe(200);

    // Accepting is the two people's only: a stranger's accept, by the API or the form, changes nothing.
    const asStranger = await sessionHeaders(api.url, stranger.email, password);
    expect((await callFunction(api.url, "answerOffer", { OfferID, move: "accept" }, asStranger)).status).toBe(404);
    expect(await post(offersAction, "/offers", stranger, { offerId: OfferID, move: "accept", message: "" })).toMatchObject({ status: 404 });
    expect((await db().select({ status: offers.status }).from(offers).where(eq(offers.id, OfferID)))[0]?.status).toBe("open");
    expect((await callFunction(api.url, "answerOffer", { OfferID, move: "accept" }, asBuyer)).status).toBe(200);
  });
});
