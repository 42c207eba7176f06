import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAcceptedOffer, createOpenOffer } from "../../server/db/factories/conversations.server.ts";
import { type CreatedUser, createUser, type UserFactoryInput } from "../../server/db/factories/users.server.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { properties, propertyImages } from "../../server/db/schema.ts";
import { successSchema } from "../../server/api/define-function.server.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { db } from "../../server/runtime.server.ts";
import { postJson, startApi } from "../support/http.ts";
import { cookieHeaders } from "../support/api.ts";

const api = await startApi();

/** A user signed in over HTTP, as a browser or an app does, with their session cookie. */
async function signedIn(input: UserFactoryInput = {}): Promise<CreatedUser & { cookie: string }> {
  const user = await createUser(db(), input);
  return { ...user, ...(await cookieHeaders(api.url, user.email, user.password)) };
}

async function call(name: string, body: unknown, as?: { cookie: string }) {
  const response = await postJson(`${api.url}/api/functions/${name}`, body, as ? { cookie: as.cookie, origin: api.url } : {});
  return { status: response.status, body: await response.json() };
}

const functionNamed = (name: string) => API_FUNCTIONS.find((fn) => fn.name === name)!;

describe("getProperty", () => {
  it("answers a public listing under the spec's names, with the owner's card and only the contact the listing allows", async () => {
    const owner = await createUser(db(), { firstName: "Maya", lastName: "Frem", phone: "71123456" });
    const listing = await createListing(db(), {
      ownerId: owner.id,
      status: "Approved",
      title: "Loft in Gemmayzeh",
      contactMethod: ["WhatsApp"],
      district: "Beirut",
      city: "Gemmayzeh",
      views: 7,
    });
    await db().insert(propertyImages).values({
      propertyId: listing.id,
      position: 0,
      imageKey: "photos/a-large.webp",
      imageLowKey: "photos/a-low.webp",
      placeholder: "",
      width: 1600,
      height: 1200,
    });

    const { status, body } = await call("getProperty", { PropertyID: listing.id });
    expect(status).toBe(200);
    expect(successSchema(functionNamed("getProperty").output).safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      success: true,
      property: {
        id: listing.id,
        path: `/rental/${listing.id}/loft-in-gemmayzeh`,
        listing_type: "Rental",
        title: "Loft in Gemmayzeh",
        Status: "Approved",
        district: "Beirut",
        city: "Gemmayzeh",
        images: [`${api.url}/media/photos/a-large.webp`],
        images_low: [`${api.url}/media/photos/a-low.webp`],
        counters: null,
        owner: { id: owner.id, name: "Maya Frem", phone: "+96171123456" },
      },
    });
    expect(body.property.owner).not.toHaveProperty("email");

    await db()
      .update(properties)
      .set({ contactMethod: ["Message on Beitna"] })
      .where(eq(properties.id, listing.id));
    expect((await call("getProperty", { PropertyID: listing.id })).body.property.owner.phone).toBeNull();
  });

  it("gives a public listing's counters to its owner and admins only", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const admin = await signedIn({ admin: true });
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", views: 7 });
    const counters = async (as?: { cookie: string }) => (await call("getProperty", { PropertyID: listing.id }, as)).body.property.counters;
    expect(await counters(owner)).toMatchObject({ views: 7, impression: 0 });
    expect(await counters(admin)).toMatchObject({ views: 7 });
    expect(await counters(stranger)).toBeNull();
    expect(await counters()).toBeNull();
  });

  it("answers a listing that is not public only to its owner and admins; a deleted one to nobody", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const admin = await signedIn({ admin: true });
    const pending = await createListing(db(), { ownerId: owner.id, title: "Waiting flat" });

    const notFound = await call("getProperty", { PropertyID: pending.id });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({ success: false, error: { code: expect.anything() } });
    expect((await call("getProperty", { PropertyID: pending.id }, stranger)).status).toBe(404);
    expect((await call("getProperty", { PropertyID: pending.id }, owner)).body).toMatchObject({
      property: { id: pending.id, Status: "Pending Approval", visible: false, counters: { views: 0 } },
    });
    expect((await call("getProperty", { PropertyID: pending.id }, admin)).body).toMatchObject({ property: { counters: { views: 0 } } });

    await applyListingTransition({ propertyId: pending.id, actor: { kind: "user", userId: owner.id, isAdmin: false }, action: { type: "permanentDelete" } });
    expect((await call("getProperty", { PropertyID: pending.id }, owner)).status).toBe(404);
    expect((await call("getProperty", { PropertyID: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await call("getProperty", { PropertyID: "nope" })).status).toBe(400);
  });

  it("has examples that fit its schemas", () => {
    for (const name of ["getProperty", "ownerProperties"]) {
      const fn = functionNamed(name);
      expect(fn.input.safeParse(fn.example.input).success, name).toBe(true);
      expect(fn.output.safeParse(fn.example.output).success, name).toBe(true);
    }
  });
});

describe("ownerProperties", () => {
  it("needs a session", async () => {
    expect((await call("ownerProperties", {})).status).toBe(401);
  });

  it("answers only the caller's listings, never permanently deleted ones, with every filter", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const make = (input: Omit<ListingFactoryInput, "ownerId">) => createListing(db(), { ownerId: owner.id, ...input });
    const flat = await make({
      title: "Sunny flat in Hamra",
      status: "Approved",
      planId: "gold",
      district: "Beirut",
      city: "Hamra",
      usdPriceCalculated: 900,
      lbpPriceCalculated: 80_550_000,
      furnished: true,
      bedroom: 2,
      bathroom: 1,
      size: 110,
      keywords: ["sunny", "flat", "hamra"],
    });
    const villa = await make({
      listingType: "Sale",
      title: "Villa in Broummana",
      status: "Expired",
      reference: "REF-77",
      district: "Metn",
      city: "Broummana",
      propertyType: "Villa",
      usdPriceCalculated: 450_000,
      lbpPriceCalculated: 40_275_000_000,
      bedroom: 5,
      bathroom: 4,
      size: 400,
      keywords: ["villa", "broummana", "pool"],
    });
    const office = await make({
      title: "Office in Jounieh",
      status: "Rejected",
      district: "Keserwan",
      city: "Jounieh",
      propertyType: "Office",
      propertyCategory: "Commercial",
      usdPriceCalculated: 1500,
      lbpPriceCalculated: 134_250_000,
      bedroom: 0,
      bathroom: 1,
      size: 60,
      keywords: ["office", "jounieh"],
    });
    const gone = await make({ title: "Gone flat" });
    await applyListingTransition({ propertyId: gone.id, actor: { kind: "user", userId: owner.id, isAdmin: false }, action: { type: "permanentDelete" } });
    const theirs = await createListing(db(), { ownerId: other.id, title: "Someone else's flat in Hamra", district: "Beirut" });

    const ids = async (filters: Record<string, unknown>) => {
      const { status, body } = await call("ownerProperties", filters, owner);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.count).toBe(body.results.length);
      return body.results.map((item: { id: string }) => item.id).sort();
    };
    expect(await ids({})).toEqual([flat.id, villa.id, office.id].sort());
    expect(await ids({ q: "hamra" })).toEqual([flat.id]);
    expect(await ids({ q: "ref-77" })).toEqual([villa.id]);
    expect(await ids({ listing_type: "Sale" })).toEqual([villa.id]);
    expect(await ids({ status: "Rejected" })).toEqual([office.id]);
    expect(await ids({ plan: "gold" })).toEqual([flat.id]);
    expect(await ids({ visible: true })).toEqual([flat.id]);
    expect(await ids({ visible: false })).toEqual([villa.id, office.id].sort());
    expect(await ids({ district: "Metn" })).toEqual([villa.id]);
    expect(await ids({ city: "Jounieh" })).toEqual([office.id]);
    expect(await ids({ property_type: "Villa" })).toEqual([villa.id]);
    expect(await ids({ property_category: "Commercial" })).toEqual([office.id]);
    expect(await ids({ furnished: true })).toEqual([flat.id]);
    expect(await ids({ keywords: "Pool Villa" })).toEqual([villa.id]);
    expect(await ids({ keywords: ["office"] })).toEqual([office.id]);
    expect(await ids({ price_min: 1000, price_max: 2000 })).toEqual([office.id]);
    expect(await ids({ currency: "LBP", price_max: 100_000_000 })).toEqual([flat.id]);
    expect(await ids({ size_min: 100, size_max: 200 })).toEqual([flat.id]);
    expect(await ids({ bedroom_min: 1, bedroom_max: 3 })).toEqual([flat.id]);
    expect(await ids({ bathroom_min: 2 })).toEqual([villa.id]);
    expect(await ids({ district: "Beirut", furnished: true, bedroom_min: 2, price_max: 1000 })).toEqual([flat.id]);

    const { body } = await call("ownerProperties", { q: "hamra" }, other);
    expect(body).toMatchObject({ count: 1, results: [{ id: theirs.id }] });
    expect((await call("ownerProperties", { status: "Deleted_Permanent" }, owner)).status).toBe(400);
    expect((await call("ownerProperties", { owner: other.id }, owner)).status).toBe(400);
  });

  it("sorts, windows by limit and skip, and counts every match", async () => {
    const owner = await signedIn();
    for (let index = 0; index < 25; index++) {
      await createListing(db(), {
        ownerId: owner.id,
        title: `Flat ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        usdPriceCalculated: 1000 - index * 10,
      });
    }
    const titles = async (filters: Record<string, unknown>) => {
      const { status, body } = await call("ownerProperties", filters, owner);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(successSchema(functionNamed("ownerProperties").output).safeParse(body).success).toBe(true);
      expect(body.count).toBe(25);
      return body.results.map((item: { title: string }) => item.title);
    };
    const first = await titles({});
    expect(first).toHaveLength(20);
    expect(first[0]).toBe("Flat 24");
    expect(await titles({ skip: 20 })).toEqual(["Flat 4", "Flat 3", "Flat 2", "Flat 1", "Flat 0"]);
    expect(await titles({ limit: 3, skip: 1 })).toEqual(["Flat 23", "Flat 22", "Flat 21"]);
    expect(await titles({ sort: "price_desc", limit: 2 })).toEqual(["Flat 0", "Flat 1"]);
    expect(await titles({ sort: "price_asc", limit: 1 })).toEqual(["Flat 24"]);
    expect((await call("ownerProperties", { limit: 101 }, owner)).status).toBe(400);
    expect((await call("ownerProperties", { limit: 0 }, owner)).status).toBe(400);
  });
});

describe("markListingTaken", () => {
  it("the owner of an accepted offer's listing marks it taken; the buyer is refused, anyone else told it does not exist", async () => {
    const owner = await signedIn();
    const buyer = await signedIn();
    const stranger = await signedIn();
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", visible: true });
    const open = await createOpenOffer(db(), { propertyId: listing.id, ownerId: owner.id, buyerId: buyer.id });
    expect((await call("markListingTaken", { OfferID: open.id }, owner)).body.error.code).toBe("offer_not_accepted");

    const accepted = await createAcceptedOffer(db(), { propertyId: listing.id, ownerId: owner.id, buyerId: stranger.id });
    expect((await call("markListingTaken", { OfferID: accepted.id }, stranger)).status).toBe(403);
    expect((await call("markListingTaken", { OfferID: accepted.id }, buyer)).status).toBe(404);
    expect((await call("markListingTaken", { OfferID: accepted.id })).status).toBe(401);
    expect((await db().select({ status: properties.status }).from(properties).where(eq(properties.id, listing.id)))[0]?.status).toBe("Approved");

    expect(await call("markListingTaken", { OfferID: accepted.id }, owner)).toEqual({ status: 200, body: { success: true, result: "success" } });
    // A taken home keeps its page (decision 0046): getProperty answers it with its state.
    const taken = await call("getProperty", { PropertyID: listing.id });
    expect(taken.status).toBe(200);
    expect(taken.body.property.taken).not.toBeNull();
  });
});
