import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listingKeywords } from "../../domain/listing-prices.ts";
import { SEARCH_COUNT_CAP, type SearchPayload, SEARCH_PAGE_SIZE } from "../../domain/search.ts";
import { searchParamsSchema } from "../../domain/search-schema.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { areas, listingCounterEvents, listingTotals, properties } from "../../server/db/schema.ts";
import { rollUpDay } from "../../server/insights/roll-up-daily-counters.server.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { listingTotalsColumns } from "../../server/listings/listing-totals.server.ts";
import { db } from "../../server/runtime.server.ts";
import { flushImpressions, recordImpressions } from "../../server/search/record-impressions.server.ts";
import { priceBand, priceBandsBetween } from "../../server/search/price-bands.server.ts";
import { countListings, searchListings } from "../../server/search/search-listings.server.ts";
import { postJson, startApi } from "../support/http.ts";
import { DAY_MS } from "../../domain/days.ts";

const LBP_PER_USD = 89_500;
type Area = typeof areas.$inferSelect;

/** A listing as saving would leave it: place from the area, both prices, folded keywords. */
async function listing(
  ownerId: string,
  area: Area,
  values: { usd: number; size: number; bedroom: number; bathroom: number; daysOnMarket: number; title?: string } & Partial<typeof properties.$inferInsert>,
  factory: Partial<ListingFactoryInput> = {},
) {
  const { usd, daysOnMarket, title = "Flat", ...columns } = values;
  const row = await createListing(db(), { ownerId, status: "Approved", title, ...factory });
  await db()
    .update(properties)
    .set({
      price: usd,
      usdPriceCalculated: usd,
      lbpPriceCalculated: usd * LBP_PER_USD,
      district: area.district,
      city: area.area,
      areaId: area.id,
      latitude: area.latitude,
      longitude: area.longitude,
      marketDate: new Date(Date.now() - daysOnMarket * DAY_MS),
      keywords: listingKeywords({ title, district: area.district, city: area.area, areaNames: [area.areaAr, area.districtAr, area.districtFr] }),
      ...columns,
    })
    .where(eq(properties.id, row.id));
  return row.id;
}

let owner: string;
let other: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  owner = (await createUser(db())).id;
  other = (await createUser(db())).id;
  const all = await db().select().from(areas).orderBy(areas.district, areas.area);
  const areaA = all[0]!;
  const areaB = all.find((area) => area.district !== areaA.district)!;
  Object.assign(ids, { districtA: areaA.district, areaB: String(areaB.id) });
  ids.r1 = await listing(owner, areaA, {
    title: "Sea view flat zqxalpha",
    usd: 1200,
    size: 150,
    bedroom: 2,
    bathroom: 2,
    daysOnMarket: 1,
    furnished: true,
    propertyType: "Apartment",
    propertyCategory: "Residential",
    planId: "platinum",
    priority: 3,
  });
  ids.r2 = await listing(owner, areaA, {
    title: "Studio zqxalpha",
    usd: 800,
    size: 90,
    bedroom: 1,
    bathroom: 1,
    daysOnMarket: 5,
    propertyType: "Studio",
    propertyCategory: "Residential",
    planId: "gold",
    priority: 2,
    boosted: true,
  });
  ids.r3 = await listing(owner, areaB, {
    title: "فيلا واسعة في الأشرفية zqxalpha",
    usd: 3000,
    size: 400,
    bedroom: 4,
    bathroom: 3,
    daysOnMarket: 2,
    propertyType: "Villa",
    propertyCategory: "Residential",
  });
  ids.r4 = await listing(owner, areaB, {
    title: "Office zqxalpha",
    usd: 500,
    size: 60,
    bedroom: 0,
    bathroom: 1,
    daysOnMarket: 3,
    propertyType: "Office",
    propertyCategory: "Commercial",
    boosted: true,
  });
  ids.sale = await listing(
    owner,
    areaA,
    { title: "House for sale zqxalpha", usd: 250_000, size: 200, bedroom: 3, bathroom: 2, daysOnMarket: 1 },
    { listingType: "Sale" },
  );
  // Never public: waiting, hidden, deleted, past its expiry date, rejected.
  const base = { usd: 700, size: 100, bedroom: 2, bathroom: 1, daysOnMarket: 1, title: "Hidden zqxalpha" };
  ids.pending = await listing(owner, areaA, base, { status: "Pending Approval" });
  ids.hidden = await listing(owner, areaA, base, { visible: false });
  ids.deleted = await listing(owner, areaA, { ...base, isDeleted: true });
  ids.expired = await listing(owner, areaA, base, { expiresOn: new Date(Date.now() - 60_000) });
  ids.rejected = await listing(owner, areaA, base, { status: "Rejected" });
});

/** `count` copies of a listing, in one statement. */
async function copies(id: string, count: number) {
  const columns = sql.raw(
    (
      await db().execute<{ name: string }>(
        sql`select quote_ident(column_name) as name from information_schema.columns where table_name = 'properties' and column_name <> 'id' and is_generated = 'NEVER'`,
      )
    ).rows
      .map((row) => row.name)
      .join(", "),
  );
  await db().execute(sql`insert into properties (${columns}) select ${columns} from properties, generate_series(1, ${count}) where id = ${id}`);
}

const search = async (payload: SearchPayload) => searchListings(searchParamsSchema.parse({ owner, ...payload }));
const found = async (payload: SearchPayload) => (await search(payload)).results.map((card) => card.id);
const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe("the search service", () => {
  it("shows only public listings of the type asked, featured first (plan priority, boosted, newest)", async () => {
    expect(await found({})).toEqual(named("r1", "r2", "r4", "r3"));
    expect(await found({ listing_type: "Sale" })).toEqual(named("sale"));
    expect((await search({})).count).toBe(4);
  });

  it("sorts by newest, price both ways (in either currency) and size", async () => {
    expect(await found({ sort: "newest" })).toEqual(named("r1", "r3", "r4", "r2"));
    expect(await found({ sort: "price_asc" })).toEqual(named("r4", "r2", "r1", "r3"));
    expect(await found({ sort: "price_desc" })).toEqual(named("r3", "r1", "r2", "r4"));
    expect(await found({ sort: "price_asc", currency: "LBP" })).toEqual(named("r4", "r2", "r1", "r3"));
    expect(await found({ sort: "size" })).toEqual(named("r3", "r1", "r2", "r4"));
  });

  it("counts a search as its results page does, without reading the page (the phone's filter sheet)", async () => {
    const payloads: SearchPayload[] = [
      {},
      { listing_type: "Sale" },
      { district: ids.districtA },
      { property_type: "Villa" },
      { bedroom_min: 2, price_max: 2000 },
      { search: "zqxalpha" },
      { search: "nothing-like-this" },
    ];
    for (const payload of payloads) {
      const params = searchParamsSchema.parse({ owner, ...payload });
      expect(await countListings(params), JSON.stringify(payload)).toBe((await searchListings(params)).count);
    }
    expect(await countListings(searchParamsSchema.parse({ owner, bedroom_min: 2, price_max: 2000 }))).toBe(1);
  });

  it("filters by district, area, type, category and furnishing", async () => {
    expect(await found({ district: ids.districtA })).toEqual(named("r1", "r2"));
    expect(await found({ area: Number(ids.areaB) })).toEqual(named("r4", "r3"));
    expect(await found({ property_type: "Villa" })).toEqual(named("r3"));
    expect(await found({ property_category: "Commercial" })).toEqual(named("r4"));
    expect(await found({ furnished: true })).toEqual(named("r1"));
    expect(await found({ furnished: false })).toEqual(named("r2", "r4", "r3"));
  });

  it("filters by price in USD or LBP, size, bedrooms and bathrooms, each bound on its own", async () => {
    expect(await found({ price_min: 600, price_max: 1500 })).toEqual(named("r1", "r2"));
    expect(await found({ currency: "LBP", price_max: 80_000_000 })).toEqual(named("r2", "r4"));
    expect(await found({ currency: "LBP", price_min: 100_000_000 })).toEqual(named("r1", "r3"));
    expect(await found({ size_min: 100 })).toEqual(named("r1", "r3"));
    expect(await found({ size_max: 100 })).toEqual(named("r2", "r4"));
    expect(await found({ bedroom_min: 2 })).toEqual(named("r1", "r3"));
    expect(await found({ bedroom_max: 1 })).toEqual(named("r2", "r4"));
    expect(await found({ bathroom_min: 2 })).toEqual(named("r1", "r3"));
    expect(await found({ bathroom_max: 1 })).toEqual(named("r2", "r4"));
    // The top values are open-ended: a 1001 m² ceiling keeps a 5000 m² listing.
    await db().update(properties).set({ size: 5000 }).where(eq(properties.id, ids.r3!));
    expect(await found({ size_max: 1001, sort: "size" })).toEqual(named("r3", "r1", "r2", "r4"));
    await db().update(properties).set({ size: 400 }).where(eq(properties.id, ids.r3!));
  });

  it("finds every word typed, in English or Arabic, whatever the case, accents or hamza", async () => {
    expect(await found({ search: ["zqxalpha"] })).toEqual(named("r1", "r2", "r4", "r3"));
    expect(await found({ search: "SEA View" as never })).toEqual(named("r1"));
    expect(await found({ search: ["sea", "studio"] })).toEqual([]);
    expect(await found({ search: ["الاشرفية"] })).toEqual(named("r3"));
    expect(await found({ search: ["الأشرفية", "فيلا"] })).toEqual(named("r3"));
  });

  it("counts words across every district, and matches words in a district by that district's list", async () => {
    // Counted district by district (each district's part of the words' lists), summed.
    expect((await search({ search: ["zqxalpha"] })).count).toBe(4);
    const inA = await search({ search: ["zqxalpha"], district: ids.districtA });
    expect(inA.results.map((card) => card.id)).toEqual(named("r1", "r2"));
    expect(inA.count).toBe(2);
    expect(await found({ search: ["zqxalpha"], district: ids.districtA, sort: "price_asc", price_max: 1000 })).toEqual(named("r2"));
    expect(await found({ search: ["sea", "view"], district: ids.districtA })).toEqual(named("r1"));
    expect(
      (await search({ search: ["sea", "view"], district: (await db().select().from(properties).where(eq(properties.id, ids.r3!)))[0]!.district })).count,
    ).toBe(0);
    // A listing moved to another district is found under its new one only.
    await db().update(properties).set({ district: "Elsewhere" }).where(eq(properties.id, ids.r2!));
    expect(await found({ search: ["zqxalpha"], district: ids.districtA })).toEqual(named("r1"));
    expect(await found({ search: ["zqxalpha"], district: "Elsewhere" })).toEqual(named("r2"));
    await db().update(properties).set({ district: ids.districtA }).where(eq(properties.id, ids.r2!));
  });

  it("pages by 24 with the total, without overlap", async () => {
    const area = (await db().select().from(areas).limit(1))[0]!;
    for (let index = 0; index < SEARCH_PAGE_SIZE + 6; index++) {
      await listing(other, area, { usd: 1000 + index, size: 80, bedroom: 1, bathroom: 1, daysOnMarket: index });
    }
    const first = await searchListings(searchParamsSchema.parse({ owner: other }));
    const second = await searchListings(searchParamsSchema.parse({ owner: other, page: 2 }));
    expect(first.count).toBe(SEARCH_PAGE_SIZE + 6);
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(second.results).toHaveLength(6);
    expect(new Set([...first.results, ...second.results].map((card) => card.id)).size).toBe(SEARCH_PAGE_SIZE + 6);
  });

  it("remembers for a minute that a filter set matches more than 1,000, and counts smaller results afresh", async () => {
    const crowd = (await createUser(db())).id;
    const area = (await db().select().from(areas).limit(1))[0]!;
    const first = await listing(crowd, area, { usd: 900, size: 80, bedroom: 1, bathroom: 1, daysOnMarket: 1 });
    await copies(first, SEARCH_COUNT_CAP);

    const now = new Date();
    const crowdSearch = (payload: SearchPayload, at = now) => searchListings(searchParamsSchema.parse({ owner: crowd, ...payload }), { now: at });
    expect((await crowdSearch({})).count).toBe(SEARCH_COUNT_CAP + 1);
    expect((await crowdSearch({ search: ["flat"] })).count).toBe(SEARCH_COUNT_CAP + 1);
    await db().execute(sql`update properties set visible = false where id in (select id from properties where owner_id = ${crowd} limit 600)`);
    // Another page or order of the same filters: still "more than 1,000", while the page is fresh.
    const later = await crowdSearch({ page: 2, sort: "newest" });
    expect(later.count).toBe(SEARCH_COUNT_CAP + 1);
    expect(later.results).toHaveLength(SEARCH_PAGE_SIZE);
    // Other filters, or a minute later: counted again.
    expect((await crowdSearch({ bedroom_min: 1 })).count).toBe(SEARCH_COUNT_CAP + 1 - 600);
    expect((await crowdSearch({ search: ["flat"], bedroom_min: 1 })).count).toBe(SEARCH_COUNT_CAP + 1 - 600);
    expect((await crowdSearch({}, new Date(now.getTime() + 61_000))).count).toBe(SEARCH_COUNT_CAP + 1 - 600);
  });

  it("pages words in a district in the right order, whether the district's first rows hold them or not", async () => {
    const walker = (await createUser(db())).id;
    const area = (await db().select().from(areas).limit(1))[0]!;
    // 1,001 flats and 2,000 cheaper lofts in one district: cheapest first, every loft comes
    // before the first flat; dearest first, the flats come first.
    await copies(await listing(walker, area, { title: "Flat", usd: 900, size: 80, bedroom: 1, bathroom: 1, daysOnMarket: 1 }), SEARCH_COUNT_CAP);
    await copies(await listing(walker, area, { title: "Loft", usd: 500, size: 80, bedroom: 1, bathroom: 1, daysOnMarket: 1 }), 1_999);
    const ids = async (payload: SearchPayload) =>
      (await searchListings(searchParamsSchema.parse({ owner: walker, district: area.district, ...payload }))).results.map((card) => card.id);
    for (const sort of ["price_asc", "price_desc"] as const) {
      for (const page of [1, 2, 3]) {
        const flats = await ids({ search: ["flat"], sort, page });
        expect(flats).toHaveLength(SEARCH_PAGE_SIZE);
        expect(flats).toEqual(await ids({ price_min: 900, sort, page }));
      }
    }
  });

  it("pages words by price band by band when the cheapest and the dearest listings hold none of them", async () => {
    const seller = (await createUser(db())).id;
    const area = (await db().select().from(areas).limit(1))[0]!;
    // 1,001 cheaper lofts and 1,001 dearer penthouses: walking the price index either way meets no
    // villa within its budget, so the page is read from the bands. The 60 villas run from $600 to
    // about $35,000, so pages cross bands. Their word is theirs alone: the search has no owner.
    const loft = { size: 80, bedroom: 1, bathroom: 1, daysOnMarket: 1 };
    await copies(await listing(seller, area, { title: "Loft", usd: 500, ...loft }), SEARCH_COUNT_CAP);
    await copies(await listing(seller, area, { title: "Penthouse", usd: 90_000, ...loft, propertyType: "Penthouse" }), SEARCH_COUNT_CAP);
    for (let index = 0; index < 60; index += 1) {
      await listing(seller, area, { title: "Villa zqxbanded", usd: Math.round(600 * 1.07 ** index), ...loft, propertyType: "Villa" });
    }
    // As autovacuum would after so many new rows.
    await db().execute(sql`analyze properties`);
    const ids = async (payload: SearchPayload) => (await searchListings(searchParamsSchema.parse(payload))).results.map((card) => card.id);
    for (const sort of ["price_asc", "price_desc"] as const) {
      for (const page of [1, 2]) {
        const villas = await ids({ search: ["zqxbanded"], sort, page });
        expect(villas).toHaveLength(SEARCH_PAGE_SIZE);
        expect(villas).toEqual(await ids({ owner: seller, property_type: "Villa", sort, page }));
      }
      const range = { price_min: 1_000, price_max: 20_000, sort };
      expect(await ids({ search: ["zqxbanded"], ...range })).toEqual(await ids({ owner: seller, property_type: "Villa", ...range }));
    }
  });

  it("works out a price's band as the database does", async () => {
    for (const usd of [0, 0.5, 1, 9.99, 10, 99.99, 100, 261_000, 999_999.99, 1_000_000, 12_345_678_901]) {
      const { rows } = await db().execute<{ band: string }>(sql`select listing_price_band(${usd}::numeric) as band`);
      expect(rows[0]!.band).toBe(`$${priceBand(usd)}`);
    }
    expect(priceBand(261_000)).toBe(62);
    expect(priceBandsBetween(150, 1_200)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 41]);
  });

  it("counts impressions in one batched write of events, not for crawlers, and adds them to the totals at the rollup", async () => {
    const impressions = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ id: properties.id, impression: listingTotalsColumns.impression })
            .from(properties)
            .leftJoin(listingTotals, eq(listingTotals.propertyId, properties.id))
            .where(eq(properties.ownerId, owner))
        ).map((row) => [row.id, row.impression]),
      );
    const before = await db().select({ updatedAt: properties.updatedAt }).from(properties).where(eq(properties.id, ids.r1!));
    recordImpressions([ids.r1!, ids.r2!], "Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile");
    recordImpressions([ids.r1!], "Mozilla/5.0 (X11) Firefox/120");
    recordImpressions([ids.r1!, ids.r2!], "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await flushImpressions();
    const events = await db()
      .select({ id: listingCounterEvents.propertyId, counter: listingCounterEvents.counter, amount: listingCounterEvents.amount })
      .from(listingCounterEvents)
      .where(inArray(listingCounterEvents.propertyId, [ids.r1!, ids.r2!, ids.r3!]));
    expect(events.sort((a, b) => b.amount - a.amount)).toEqual([
      { id: ids.r1, counter: "impression", amount: 2 },
      { id: ids.r2, counter: "impression", amount: 1 },
    ]);
    // The listing's row is left alone (decision 0034); the totals move when the rollup runs.
    expect(await db().select({ updatedAt: properties.updatedAt }).from(properties).where(eq(properties.id, ids.r1!))).toEqual(before);
    expect((await impressions())[ids.r1!]).toBe(0);
    await rollUpDay(beirutDay(new Date()));
    const counts = await impressions();
    expect(counts[ids.r1!]).toBe(2);
    expect(counts[ids.r2!]).toBe(1);
    expect(counts[ids.r3!]).toBe(0);
  });
});

describe("POST /api/functions/search", () => {
  let url: string;
  beforeAll(async () => {
    url = `${(await startApi()).url}/api/functions/search`;
  });

  it("answers the spec's shape", async () => {
    const response = await postJson(url, { page: 1, owner, search: ["zqxalpha"], sort: "price_asc", listing_type: "Rental", bedroom_min: 1 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, properties: { count: 3 } });
    expect(body.properties.results.map((card: { id: string }) => card.id)).toEqual(named("r2", "r1", "r3"));
    expect(body.properties.results[0]).toMatchObject({
      id: ids.r2,
      listingType: "Rental",
      title: "Studio zqxalpha",
      price: 800,
      unit: "USD",
      usdPrice: 800,
      bedroom: 1,
      planId: "gold",
    });
  });

  it("refuses a malformed payload with a 400, never a 500", async () => {
    for (const body of [{ page: "first" }, { sort: "cheap" }, { listing_type: 3 }, { owner: "nobody" }, [1, 2], "{not json"]) {
      const response = await postJson(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "invalid_payload" } });
    }
  });
});
