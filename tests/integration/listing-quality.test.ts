import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { I18nContext } from "../../app/i18n/use-translation.ts";
import { sessionContext } from "../../app/lib/session-context.ts";
import { loader as dashboardLoader } from "../../app/routes/dashboard.tsx";
import { OwnerListingCard, type DashboardListing } from "../../app/components/dashboard/owner-listing-card.tsx";
import { createI18n, loadCatalog } from "../../domain/i18n/i18n.ts";
import { FULL_DESCRIPTION, FULL_PHOTOS, listingQualitySchema } from "../../domain/listing-quality.ts";
import { signIn } from "../../server/accounts/sign-in.server.ts";
import { readRequestActor } from "../../server/auth/request-actor.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { createArea } from "../../server/db/factories/areas.server.ts";
import { areaPrices, propertyImages } from "../../server/db/schema.ts";
import { requestContext } from "../../server/http/request-context.ts";
import { findListingQualities, findListingQuality } from "../../server/listings/listing-quality.server.ts";
import { db, runtime } from "../../server/runtime.server.ts";

const DISTRICT = "Qualitytown";
const area = await createArea(db(), { district: DISTRICT, area: "Mar Mikhael", areaAr: "مار مخايل", areaFr: "Mar Mikhaël" });
// The group's figures as the nightly rollup leaves them: $10 a m² a month, on six sized listings.
await db().insert(areaPrices).values({
  district: DISTRICT,
  areaId: area.id,
  listingType: "Rental",
  propertyType: "Apartment",
  bedrooms: 2,
  listings: 6,
  median: 1_200,
  lowerQuartile: 1_000,
  upperQuartile: 1_400,
  sizedListings: 6,
  medianPerM2: 10,
  reducedListings: 0,
  trend: [],
});

const photos = (propertyId: string, sides: Array<[number, number]>) =>
  db()
    .insert(propertyImages)
    .values(
      sides.map(([width, height], position) => ({
        propertyId,
        position,
        imageKey: `photos/${propertyId}-${position}-large.webp`,
        imageLowKey: `photos/${propertyId}-${position}-low.webp`,
        width,
        height,
      })),
    );

const owner = await createUser(db());
const inArea = { ownerId: owner.id, status: "Approved" as const, district: DISTRICT, areaId: area.id, size: 120, bedroom: 2 };
// Two photos (one too small), a short description, no pin, one feature, no details; $2,700 a
// quarter on 120 m² is $7.50 a m² a month, within the area's spread.
const sparse = await createListing(db(), {
  ...inArea,
  title: "Sparse flat in Mar Mikhael",
  description: "Bright flat near the stairs.",
  special: ["Balcony"],
  price: 2_700,
  usdPriceCalculated: 2_700,
  paymentFrequency: "Quarterly",
});
await photos(sparse.id, [
  [1600, 1067],
  [900, 600],
]);
const complete = await createListing(db(), {
  ...inArea,
  title: "Complete flat in Mar Mikhael",
  description: "A".repeat(FULL_DESCRIPTION),
  special: ["Balcony", "Elevator", "Parking", "Water tank"],
  floor: 4,
  finishLevel: "Deluxe",
  statePowerHours: 8,
  latitude: 33.897,
  longitude: 35.525,
  price: 1_300,
  usdPriceCalculated: 1_300,
  paymentFrequency: "Monthly",
});
await photos(
  complete.id,
  Array.from({ length: FULL_PHOTOS }, () => [1200, 1600]),
);

async function dashboardAs(user: { email: string; password: string }) {
  const { cookies } = await signIn({ email: user.email, password: user.password }, { clientAddress: "192.0.2.41", headers: new Headers() });
  const actor = await readRequestActor(new Headers({ cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") }));
  const context = new RouterContextProvider();
  context.set(sessionContext, { state: actor.state, user: actor.user, expired: actor.expired });
  context.set(requestContext, { requestId: "test", cspNonce: "", locale: "en", clientAddress: "192.0.2.41" });
  const url = new URL("http://localhost/dashboard");
  return dashboardLoader({ request: new Request(url), url, params: {}, context } as never);
}

/** A dashboard card as the page renders it, in English, as text. */
async function cardText(listing: DashboardListing): Promise<string> {
  await loadCatalog("en");
  const router = createMemoryRouter([{ path: "/", element: createElement(OwnerListingCard, { listing }) }]);
  const html = renderToString(createElement(I18nContext.Provider, { value: createI18n("en") }, createElement(RouterProvider, { router })));
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the quality score on the owner's dashboard (decision 0068)", () => {
  it("shows a sparse listing's score and its two best tips, and a complete listing's 100", async () => {
    const page = await dashboardAs(owner);
    const byTitle = (title: string) => page.listings.find((listing) => listing.title === title)!;

    // 6 photos to add: 6 × 45 / 8 = 33.75; one small of two: 1.9; 272 characters: 18.1; the pin 10;
    // 3 features: 6.75; 3 details: 6. The price is within its spread: 76.5 missing, 77 rounded.
    const sparseQuality = byTitle(sparse.title).quality!;
    expect(listingQualitySchema.parse(sparseQuality)).toEqual(sparseQuality);
    expect(sparseQuality.score).toBe(23);
    expect(sparseQuality.tips.slice(0, 2)).toEqual([
      { code: "morePhotos", count: 6, points: 34 },
      { code: "longerDescription", characters: FULL_DESCRIPTION - "Bright flat near the stairs.".length, points: 18 },
    ]);
    expect(byTitle(complete.title).quality).toEqual({ score: 100, tips: [] });

    const sparseCard = await cardText(byTitle(sparse.title));
    expect(sparseCard).toContain("Listing quality 23/100");
    expect(sparseCard).toContain("Add 6 more photos, at least 1200 px on their longer side. +34 points");
    expect(sparseCard).toContain("Write 272 more characters in the description. +18 points");
    // Only the top two.
    expect(sparseCard).not.toContain("Place the pin on the map.");
    const completeCard = await cardText(byTitle(complete.title));
    expect(completeCard).toContain("Listing quality 100/100");
    expect(completeCard).toContain("Complete: nothing more to add.");
  });

  it("reads a page in one statement, judges the price per m² against its area, and answers only the owner's listings", async () => {
    // $5,000 a month on 120 m² is $41.67 a m²: over twice the area's $10.
    const dear = await createListing(db(), { ...inArea, title: "Dear flat", price: 5_000, usdPriceCalculated: 5_000, paymentFrequency: "Monthly" });
    const other = await createUser(db());
    const theirs = await createListing(db(), { ...inArea, ownerId: other.id, title: "Someone else's flat" });
    const statements = vi.spyOn(runtime().pool, "query");
    const qualities = await findListingQualities(owner.id, [sparse.id, complete.id, dear.id, theirs.id]);
    expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
    expect([...qualities.keys()].sort()).toEqual([sparse.id, complete.id, dear.id].sort());
    expect(qualities.get(dear.id)!.tips).toContainEqual({ code: "checkPrice", direction: "above", points: 10 });

    const edited = await findListingQuality(owner.id, complete.id);
    expect(edited).toMatchObject({
      quality: { score: 100, tips: [] },
      areaPerM2: { areaId: area.id, listingType: "Rental", propertyType: "Apartment", bedrooms: 2, medianPerM2: 10, lbpPerUsd: expect.any(Number) },
    });
    expect(await findListingQuality(other.id, complete.id)).toBeNull();
    // Without a figure for its group (three bedrooms), the price is left out and the rest scaled.
    const unjudged = await createListing(db(), { ...inArea, bedroom: 3, title: "Unjudged flat", price: 99_000, usdPriceCalculated: 99_000 });
    expect((await findListingQuality(owner.id, unjudged.id))!.areaPerM2).toBeNull();
    expect((await findListingQuality(owner.id, unjudged.id))!.quality.tips.map((tip) => tip.code)).not.toContain("checkPrice");
  });
});
