import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featureMask } from "../../domain/listing-features.ts";
import { listingFormSchema } from "../../domain/listing-form.ts";
import { parseSearchUrl, type SearchPayload, searchParamsSchema } from "../../domain/search-schema.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { areas, properties } from "../../server/db/schema.ts";
import { inReadersLanguage } from "../../server/listings/listing-form-options.server.ts";
import { createListingForOwner } from "../../server/listings/save-listing.server.ts";
import { db } from "../../server/runtime.server.ts";
import { withAreaOfDistrict } from "../../server/search/area-in-district.server.ts";
import { searchListings } from "../../server/search/search-listings.server.ts";
import { callFunction } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { DAY_MS } from "../../domain/days.ts";

// Issue 19, decision 0037: the features that decide a rental here are saved from the form as
// typed, searched as bits on the public indexes, and an area outside the chosen district is ignored.

const WORD = "zqxfeatures";
type Area = typeof areas.$inferSelect;
let achrafieh: Area;
let tyre: Area;
const ids: Record<string, string> = {};
let api: Awaited<ReturnType<typeof startApi>>;

async function postAndApprove(area: Area, fields: Record<string, unknown>) {
  const owner = await createUser(db());
  const input = listingFormSchema.parse({
    listingType: "Rental",
    title: `Flat ${WORD}`,
    propertyType: "Apartment",
    propertyCategory: "Residential",
    unit: "USD",
    paymentFrequency: "Monthly",
    bedroom: "2",
    bathroom: "1",
    size: "110",
    contactMethod: ["WhatsApp"],
    areaId: String(area.id),
    ...fields,
  });
  const id = await createListingForOwner(owner.id, input);
  await db()
    .update(properties)
    .set({ status: "Approved", visible: true, marketDate: new Date(), expiresOn: new Date(Date.now() + 30 * DAY_MS) })
    .where(eq(properties.id, id));
  return id;
}

beforeAll(async () => {
  const place = async (name: string) => (await db().select().from(areas).where(eq(areas.area, name)))[0]!;
  achrafieh = await place("Achrafieh");
  tyre = await place("Tyre");
  ids.solar = await postAndApprove(achrafieh, {
    price: "1,250",
    floor: "3",
    statePowerHours: "12",
    special: ["Solar panels", "Generator subscription", "Elevator"],
  });
  ids.sea = await postAndApprove(achrafieh, { price: "١٬٨٠٠", floor: "0", statePowerHours: "4", special: ["Sea view", "Parking"] });
  ids.plain = await postAndApprove(tyre, { price: "۹۰۰", special: [] });
  api = await startApi();
});

afterAll(async () => {
  await api.close();
});

const found = async (payload: SearchPayload) =>
  (await searchListings(searchParamsSchema.parse({ search: WORD, ...payload }))).results.map((card) => card.id).toSorted();

describe("the features of a listing", () => {
  it("are saved from the form as typed: prices in any digits, the floor, the hours of state power, the bits", async () => {
    const rows = await db()
      .select()
      .from(properties)
      .where(inArray(properties.id, Object.values(ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids.solar!)).toMatchObject({
      price: 1250,
      floor: 3,
      statePowerHours: 12,
      featureBits: featureMask(["solar_panels", "generator", "elevator"]),
    });
    expect(byId.get(ids.sea!)).toMatchObject({ price: 1800, floor: 0, statePowerHours: 4, featureBits: featureMask(["sea_view", "parking"]) });
    expect(byId.get(ids.plain!)).toMatchObject({ price: 900, floor: null, statePowerHours: null, featureBits: 0 });
  });

  it("narrow the search: every feature named, the floor range, at least so many hours of state power", async () => {
    expect(await found({})).toEqual(Object.values(ids).toSorted());
    expect(await found({ features: ["solar_panels"] })).toEqual([ids.solar]);
    expect(await found({ features: ["solar_panels", "sea_view"] })).toEqual([]);
    expect(await found({ features: ["parking", "sea_view"] })).toEqual([ids.sea]);
    expect(await found({ floor_min: 1 })).toEqual([ids.solar]);
    expect(await found({ floor_max: 0 })).toEqual([ids.sea]);
    expect(await found({ power_hours_min: 8 })).toEqual([ids.solar]);
    // The typed price filter reads Arabic-Indic digits as the form does.
    expect(await found(parseSearchUrl(new URLSearchParams(`search=${WORD}&price_min=١٠٠٠`), "Rental"))).toEqual([ids.solar, ids.sea].toSorted());
  });

  it("are searchable and shown through the API", async () => {
    const response = await callFunction(api.url, "search", { listing_type: "Rental", search: [WORD], features: ["generator"], power_hours_min: 10 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { properties: { results: Array<{ id: string }> } };
    expect(body.properties.results.map((card) => card.id)).toEqual([ids.solar]);
    const refused = await callFunction(api.url, "search", { listing_type: "Rental", features: ["jacuzzi"] });
    expect(refused.status).toBe(400);
    const page = await callFunction(api.url, "getProperty", { PropertyID: ids.solar });
    expect(await page.json()).toMatchObject({ property: { floor: 3, state_power_hours: 12, special: ["Solar panels", "Generator subscription", "Elevator"] } });
  });
});

describe("the Area filter", () => {
  it("ignores an area outside the chosen district (a form sent before scripts narrowed the list)", async () => {
    const mixed = parseSearchUrl(new URLSearchParams(`search=${WORD}&district=Beirut&area=${tyre.id}`), "Rental");
    const scoped = await withAreaOfDistrict(mixed);
    expect(scoped.area).toBeUndefined();
    expect(await found(scoped)).toEqual([ids.solar, ids.sea].toSorted());
    const inside = await withAreaOfDistrict(parseSearchUrl(new URLSearchParams(`district=Beirut&area=${achrafieh.id}`), "Rental"));
    expect(inside.area).toBe(achrafieh.id);
    // Through the API as well.
    const response = await callFunction(api.url, "search", { listing_type: "Rental", search: [WORD], district: "Tyre", area: achrafieh.id });
    const body = (await response.json()) as { properties: { results: Array<{ id: string }> } };
    expect(body.properties.results.map((card) => card.id)).toEqual([ids.plain]);
  });
});

describe("place names", () => {
  it("are given in the reader's language on cards and pages", async () => {
    const cards = [
      { city: "Achrafieh", district: "Beirut" },
      { city: "Tyre", district: "Tyre" },
      { city: "Nowhere", district: "Atlantis" },
    ];
    expect(await inReadersLanguage(cards, "ar")).toEqual([
      { city: "الأشرفية", district: "بيروت" },
      { city: tyre.areaAr, district: tyre.districtAr },
      { city: "Nowhere", district: "Atlantis" },
    ]);
    expect(await inReadersLanguage(cards, "fr")).toEqual([
      { city: "Achrafieh", district: "Beyrouth" },
      { city: "Tyr", district: "Tyr" },
      { city: "Nowhere", district: "Atlantis" },
    ]);
    expect(await inReadersLanguage(cards, "en")).toEqual(cards);
  });
});
