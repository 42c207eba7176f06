import { fillPlaceholders, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../server/db/factories/users.server.ts";
import { properties, similarKind } from "../../server/db/schema.ts";
import { LISTING_TYPES } from "../../domain/listing.ts";
import { PROPERTY_TYPES } from "../../domain/listing.ts";
import { findSimilarListings, nearestOfKind, nearestOfKindStatement } from "../../server/search/similar-listings.server.ts";
import { db, runtime } from "../../server/runtime.server.ts";
import { postJson, startApi } from "../support/http.ts";
import { listingAt, north, type Point } from "../support/places.ts";

const api = await startApi();
const owner = await createUser(db());
const publicListing = { ownerId: owner.id, status: "Approved" as const };

// Far from Lebanon: nothing else is ever near these points.
const CENTRE: Point = { latitude: -40, longitude: -120 };
const DISTANCES = [2, 5, 8, 14, 25, 45, 90, 140, 160];

const subject = await listingAt(db(), CENTRE, { ...publicListing, title: "The listing itself" });
const byDistance = new Map<string, number>();
for (const km of DISTANCES) {
  const listing = await listingAt(db(), north(CENTRE, km), { ...publicListing, title: `Flat at ${km} km` });
  byDistance.set(listing.id, km);
}
// Near, but not similar: another property type, another listing type, not public.
await listingAt(db(), north(CENTRE, 1), { ...publicListing, propertyType: "Villa" });
await listingAt(db(), north(CENTRE, 1), { ...publicListing, listingType: "Sale" });
await listingAt(db(), north(CENTRE, 1), { ownerId: owner.id });
await listingAt(db(), north(CENTRE, 1), { ...publicListing, expiresOn: new Date("2020-01-01") });

const query = (centre: Point, listingId = subject.id) => ({ listingId, listingType: "Rental" as const, propertyType: "Apartment", ...centre });

describe("similar listings", () => {
  it("come nearest first, widening to 150 km when fewer than 12 are near, never past it", async () => {
    const found = await findSimilarListings(query(CENTRE));
    expect(found.radiusKm).toBe(150);
    expect(found.results.map((listing) => byDistance.get(listing.id))).toEqual([2, 5, 8, 14, 25, 45, 90, 140]);
    expect(found.results[0]!.distanceKm).toBeCloseTo(2, 1);
  });

  it("stop at the first step that holds 12", async () => {
    const centre: Point = { latitude: -40, longitude: -110 };
    const near = [2, 5, 8, 14];
    for (const km of near) await listingAt(db(), north(centre, km), publicListing);
    // 4 within 17 km; 8 more at 20 km make 12 within 22 km, so the 25 km one is never reached.
    for (let index = 0; index < 8; index += 1) await listingAt(db(), north(centre, 20), publicListing);
    await listingAt(db(), north(centre, 25), publicListing);
    const found = await findSimilarListings(query(centre, "00000000-0000-4000-8000-000000000000"));
    expect(found.radiusKm).toBe(22);
    expect(found.results).toHaveLength(12);
    expect(found.results.map((listing) => Math.round(listing.distanceKm))).toEqual([2, 5, 8, 14, 20, 20, 20, 20, 20, 20, 20, 20]);
  });

  it("never return more than 210", async () => {
    const centre: Point = { latitude: -40, longitude: -100 };
    await db()
      .insert(properties)
      .values(
        Array.from({ length: 215 }, (_, index) => ({
          ownerId: owner.id,
          title: `Crowded flat ${index}`,
          propertyType: "Apartment",
          price: 500,
          size: 80,
          status: "Approved",
          visible: true,
          ...north(centre, 0.5 + index / 1000),
        })),
      );
    const found = await findSimilarListings(query(centre, "00000000-0000-4000-8000-000000000000"));
    expect(found.radiusKm).toBe(3);
    expect(found.results).toHaveLength(210);
  });

  it("is one scan of the partial GiST index, where other kinds rank after every listing of this kind", async () => {
    const centre: Point = { latitude: -40, longitude: -90 };
    // Twenty of other kinds nearer than the one that matches.
    for (let index = 0; index < 10; index += 1) {
      await listingAt(db(), north(centre, 1), { ...publicListing, propertyType: "Villa" });
      await listingAt(db(), north(centre, 1), { ...publicListing, listingType: "Sale" });
    }
    const match = await listingAt(db(), north(centre, 2), publicListing);
    const nobody = "00000000-0000-4000-8000-000000000000";
    const scanned = await nearestOfKind(query(centre, nobody), 12);
    expect(scanned[0]!.id).toBe(match.id);
    expect(scanned).toHaveLength(12);

    const { sql: text, params } = nearestOfKindStatement(12).getQuery();
    const values = fillPlaceholders(params, query(centre, nobody));
    const client = await runtime().pool.connect();
    let plan: string;
    try {
      // So few rows would be read whole and sorted; the plan at scale is the index scan. The
      // statement is prepared, so the plan that matters is the generic one, which is forced here.
      await client.query("analyze properties; set enable_seqscan = off; set enable_bitmapscan = off; set plan_cache_mode = force_generic_plan");
      await client.query(`prepare nearest_plan as ${text}`);
      const literals = values.map((value) => client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value)));
      const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) execute nearest_plan(${literals.join(", ")})`);
      plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    } finally {
      await client.query("deallocate nearest_plan; reset enable_seqscan; reset enable_bitmapscan; reset plan_cache_mode");
      client.release();
    }
    expect(plan).toContain("Index Scan using properties_public_similar_idx");
    expect(plan).not.toMatch(/Sort|Rows Removed by Filter/);
    expect((await findSimilarListings(query(centre, nobody))).results.map((listing) => listing.id)).toEqual([match.id]);
  });

  it("keeps every two kinds' codes more than 150 km apart, so kinds never mix in the scan", async () => {
    const kinds = LISTING_TYPES.flatMap((listingType) => PROPERTY_TYPES.map((propertyType) => ({ listingType, propertyType })));
    const codes = await Promise.all(
      kinds.map(async (kind) => {
        const { rows } = await db().execute<{ code: number }>(
          sql`select ${similarKind({ listingType: sql`${kind.listingType}::text`, propertyType: sql`${kind.propertyType}::text` })} as code`,
        );
        return Number(rows[0]!.code);
      }),
    );
    const sorted = codes.toSorted((a, b) => a - b);
    const gaps = sorted.slice(1).map((code, index) => code - sorted[index]!);
    expect(Math.min(...gaps)).toBeGreaterThan(150_001);
  });
});

describe("POST /api/functions/similar", () => {
  const call = (body: unknown) => postJson(`${api.url}/api/functions/similar`, body, { origin: api.url });

  it("answers the spec's shape, around the listing or a given point", async () => {
    const response = await call({ search: subject.id });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; properties: { results: Array<{ id: string; path: string }>; count: number } };
    expect(body.success).toBe(true);
    expect(body.properties.count).toBe(8);
    expect(body.properties.results[0]!.id).toBe([...byDistance].find(([, km]) => km === 2)![0]);
    expect(body.properties.results[0]!.path).toMatch(/^\/rental\/[0-9a-f-]{36}\/flat-at-2-km$/);

    const far = (await (await call({ search: subject.id, geocode: north(CENTRE, 160), sort: "nearest", listing_type: "Rental" })).json()) as {
      properties: { results: Array<{ id: string }> };
    };
    expect(byDistance.get(far.properties.results[0]!.id)).toBe(160);
  });

  it("refuses a malformed payload with 400, and an unknown listing with 404", async () => {
    for (const body of [
      {},
      { search: "12" },
      { search: subject.id, geocode: { latitude: "north" } },
      { search: subject.id, sort: "random" },
      "{not json",
      [],
    ]) {
      const response = await call(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
    expect((await call({ search: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
  });
});
