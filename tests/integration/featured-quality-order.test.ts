import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../domain/days.ts";
import { FULL_DESCRIPTION, FULL_PHOTOS } from "../../domain/listing-quality.ts";
import { listingKeywords } from "../../domain/listing-prices.ts";
import { SEARCH_DEFAULTS } from "../../domain/search.ts";
import { searchParamsSchema } from "../../domain/search-schema.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { createArea } from "../../server/db/factories/areas.server.ts";
import { properties, propertyImages } from "../../server/db/schema.ts";
import { featuredListings } from "../../server/home/featured-listings.server.ts";
import { findListingQuality, storeAllQualityScores } from "../../server/listings/listing-quality.server.ts";
import { createListingForOwner } from "../../server/listings/save-listing.server.ts";
import { updateListingForOwner } from "../../server/listings/edit-listing.server.ts";
import { db } from "../../server/runtime.server.ts";
import { searchListings } from "../../server/search/search-listings.server.ts";
import { rentalFlatForm } from "../support/listing-form.ts";

// The featured order's tie-break (decision 0068): within a market day (UTC, the buckets' day), the
// higher quality score first; a newer day still comes first whatever its score.
const DISTRICT = "Tiebreakton";
const WORD = "zqxtiebreak";
const area = await createArea(db(), { district: DISTRICT, area: "Quality Hill" });
const owner = await createUser(db());

// Three days ago at midnight UTC: the listings' market day.
const day = new Date(Math.floor(Date.now() / DAY_MS - 3) * DAY_MS);
const at = (hours: number) => new Date(day.getTime() + hours * 3_600_000);

async function publicListing(title: string, marketDate: Date, complete: boolean, planId?: "platinum") {
  const row = await createListing(db(), {
    ownerId: owner.id,
    status: "Approved",
    planId,
    title,
    district: DISTRICT,
    city: area.area,
    areaId: area.id,
    marketDate,
    keywords: listingKeywords({ title: `${title} ${WORD}`, district: DISTRICT, city: area.area, areaNames: [] }),
    ...(complete
      ? {
          description: "A".repeat(FULL_DESCRIPTION),
          special: ["Balcony", "Elevator", "Parking", "Water tank"],
          floor: 3,
          finishLevel: "Deluxe",
          statePowerHours: 12,
          latitude: 33.9,
          longitude: 35.5,
        }
      : { description: "A flat with a view. ".repeat(8), latitude: 33.9, longitude: 35.5 }),
  });
  if (complete) {
    await db()
      .insert(propertyImages)
      .values(
        Array.from({ length: FULL_PHOTOS }, (_, position) => ({
          propertyId: row.id,
          position,
          imageKey: `photos/${row.id}-${position}.webp`,
          imageLowKey: `photos/${row.id}-${position}-low.webp`,
          width: 1600,
          height: 1200,
        })),
      );
  }
  return row.id;
}

// The sparse listing came to the market later the same day than the complete one, and a third,
// sparse too, the next day.
const completeEarly = await publicListing("Complete early", at(9), true);
const sparseLate = await publicListing("Sparse late", at(20), false);
const sparseNextDay = await publicListing("Sparse next day", at(26), false);
const expected = [sparseNextDay, completeEarly, sparseLate];

const scores = async (ids: string[]) =>
  new Map(
    (await db().select({ id: properties.id, score: properties.qualityScore }).from(properties).where(inArray(properties.id, ids))).map((row) => [
      row.id,
      row.score,
    ]),
  );

const search = async (payload: Record<string, unknown>) =>
  (await searchListings(searchParamsSchema.parse({ ...SEARCH_DEFAULTS, listing_type: "Rental", sort: "featured", ...payload }))).results.map((card) => card.id);

describe("the quality score as the featured order's tie-break (decision 0068)", () => {
  it("is stored for every listing by the pass after the roll-up, which writes only the scores that moved", async () => {
    expect(await storeAllQualityScores()).toBeGreaterThanOrEqual(3);
    const stored = await scores(expected);
    expect(stored.get(completeEarly)).toBe(100);
    expect(stored.get(sparseLate)).toBe((await findListingQuality(owner.id, sparseLate))!.quality.score);
    expect(stored.get(sparseLate)).toBeGreaterThan(0);
    expect(stored.get(sparseLate)).toBeLessThan(50);
    expect(await storeAllQualityScores()).toBe(0);
  });

  it("puts the more complete listing first within a market day, and a newer day before it, in every way a page is read", async () => {
    // The district's index, read in order.
    expect(await search({ district: DISTRICT })).toEqual(expected);
    // Words in the district: the district's listings walked in the page's order.
    expect(await search({ district: DISTRICT, search: WORD })).toEqual(expected);
    // Words anywhere: every match read and sorted (few matches), else the featured buckets.
    expect(await search({ search: WORD })).toEqual(expected);
  });

  it("orders the home page's Platinum listings the same way", async () => {
    const platinumSparse = await publicListing("Platinum sparse", at(21), false, "platinum");
    const platinumComplete = await publicListing("Platinum complete", at(8), true, "platinum");
    await storeAllQualityScores();
    const home = (await featuredListings(8)).map((card) => card.id).filter((id) => id === platinumSparse || id === platinumComplete);
    expect(home).toEqual([platinumComplete, platinumSparse]);
  });

  it("is kept by every save of a listing, photos and all", async () => {
    const id = await createListingForOwner(owner.id, await rentalFlatForm({ description: "Short." }));
    const [created] = await db().select({ score: properties.qualityScore }).from(properties).where(eq(properties.id, id));
    expect(created!.score).toBe((await findListingQuality(owner.id, id))!.quality.score);
    expect(created!.score).toBeGreaterThan(0);

    await updateListingForOwner(owner.id, id, await rentalFlatForm({ description: "B".repeat(FULL_DESCRIPTION), floor: "2", finishLevel: "Deluxe" }), []);
    const [edited] = await db().select({ score: properties.qualityScore }).from(properties).where(eq(properties.id, id));
    expect(edited!.score).toBe((await findListingQuality(owner.id, id))!.quality.score);
    expect(edited!.score).toBeGreaterThan(created!.score);
  });
});
