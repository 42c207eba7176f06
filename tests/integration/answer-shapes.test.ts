import { describe, expect, it } from "vitest";
import { listingCardSchema } from "../../domain/listing-card.ts";
import { listingPageSchema } from "../../domain/listing-page.ts";
import { searchParamsSchema } from "../../domain/search-schema.ts";
import { searchResultSchema, similarAnswerSchema, similarResultSchema } from "../../domain/search-result.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { propertyImages } from "../../server/db/schema.ts";
import { findListingPage } from "../../server/listings/find-listing-page.server.ts";
import { db } from "../../server/runtime.server.ts";
import { searchListings } from "../../server/search/search-listings.server.ts";
import { findSimilarListings } from "../../server/search/similar-listings.server.ts";
import { postJson, startApi } from "../support/http.ts";
import { north, type Point } from "../support/places.ts";

// The answer schemas (domain/) against real answers, in their JSON form: every field the server
// sends must be declared (the objects are strict) and have the declared type. The listings fill
// every optional field on one side and leave it empty on the other, so both branches of each
// nullable field are met.

const api = await startApi();
const owner = await createUser(db(), { phone: "71123456" });
// Far from Lebanon: no other file's listings are near (each file has its own database anyway).
const CENTRE: Point = { latitude: -30, longitude: 60 };

async function placed(point: Point, input: Omit<ListingFactoryInput, "ownerId">, photos = 0) {
  const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", ...point, ...input });
  for (let position = 0; position < photos; position += 1) {
    const key = `listings/${listing.id}/${position}`;
    await db()
      .insert(propertyImages)
      .values({
        propertyId: listing.id,
        position,
        imageKey: `${key}-large.webp`,
        imageLowKey: `${key}-low.webp`,
        placeholder: "data:image/webp;base64,UklGRg==",
        width: 1600,
        height: 1200,
      });
  }
  return listing;
}

const full = await placed(
  CENTRE,
  {
    title: "Furnished flat with every detail",
    price: 1200,
    usdPriceCalculated: 1200,
    lbpPriceCalculated: 107_400_000,
    paymentFrequency: "Monthly",
    downPayment: 3600,
    feesMonthly: 75.5,
    finishLevel: "Deluxe",
    furnished: true,
    special: ["Sea view", "Parking"],
    paymentMethod: ["Cash", "Bank transfer"],
    contactMethod: ["WhatsApp", "Message on Beitna"],
    moveInDate: "2026-09-01",
    planId: "gold",
    propertyCategory: "Residential",
    size: 132.5,
  },
  2,
);
const bare = await placed(north(CENTRE, 2), { title: "Bare flat" });
await placed(north(CENTRE, 4), { title: "Priced in pounds", unit: "LBP", price: 90_000_000, lbpPriceCalculated: 90_000_000, usdPriceCalculated: 1005.59 }, 1);
const pending = await createListing(db(), { ownerId: owner.id, title: "Waiting flat" });

/** What crosses the API: the answer as JSON, read back. */
const json = (answer: unknown): unknown => JSON.parse(JSON.stringify(answer));

describe("the answer schemas match the real answers", () => {
  it("a search page: cards with and without a photo and converted prices", async () => {
    const found = await searchListings(searchParamsSchema.parse({ owner: owner.id }));
    expect(found.results.map((card) => card.title).toSorted()).toEqual(["Bare flat", "Furnished flat with every detail", "Priced in pounds"]);
    expect(searchResultSchema.parse(json(found))).toEqual(found);

    const response = await postJson(`${api.url}/api/functions/search`, { owner: owner.id, listing_type: "Rental" }, { origin: api.url });
    const body = (await response.json()) as { properties: unknown };
    expect(searchResultSchema.parse(body.properties)).toEqual(found);
  });

  it("similar listings, from the service and from the `similar` function", async () => {
    const found = await findSimilarListings({ listingId: full.id, listingType: "Rental", propertyType: "Apartment", ...CENTRE });
    expect(found.results.map((listing) => listing.title)).toEqual(["Bare flat", "Priced in pounds"]);
    expect(similarResultSchema.parse(json(found))).toEqual(found);

    const response = await postJson(`${api.url}/api/functions/similar`, { search: full.id }, { origin: api.url });
    const body = (await response.json()) as { properties: unknown };
    expect(similarAnswerSchema.parse(body.properties)).toEqual({ results: found.results, count: 2 });
  });

  it("a listing page, as a visitor sees a public one and as its owner sees one waiting for approval", async () => {
    const detailed = (await findListingPage(full.id, null))!;
    expect(detailed.photos).toHaveLength(2);
    expect(detailed.owner.phoneDigits).toBe("96171123456");
    expect(listingPageSchema.parse(json(detailed))).toEqual(detailed);

    const plain = (await findListingPage(bare.id, null))!;
    expect(plain).toMatchObject({ photos: [], moveInDate: null, usdPrice: null, owner: { phoneDigits: "" } });
    expect(listingPageSchema.parse(json(plain))).toEqual(plain);

    const waiting = (await findListingPage(pending.id, { id: owner.id, isAdmin: false }))!;
    expect(waiting).toMatchObject({ isPublic: false, isOwner: true, marker: null, centre: null });
    expect(listingPageSchema.parse(json(waiting))).toEqual(waiting);
  });

  it("refuse an answer with a field they do not declare, without one they do, or of another type", async () => {
    const [card] = (await searchListings(searchParamsSchema.parse({ owner: owner.id }))).results;
    expect(listingCardSchema.safeParse({ ...card, views: 3 }).success).toBe(false);
    const { district: _district, ...withoutDistrict } = card!;
    expect(listingCardSchema.safeParse(withoutDistrict).success).toBe(false);
    expect(listingCardSchema.safeParse({ ...card, size: String(card!.size) }).success).toBe(false);

    const page = (await findListingPage(full.id, null))!;
    // The Date the owner's row holds is not what the page sends.
    expect(listingPageSchema.safeParse({ ...page, owner: { ...page.owner, memberSince: new Date(page.owner.memberSince) } }).success).toBe(false);
    expect(listingPageSchema.safeParse({ ...page, moveInDate: "1 September" }).success).toBe(false);
  });
});
