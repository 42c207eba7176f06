import { afterAll, describe, expect, it } from "vitest";
import { boostWindows } from "../../domain/boost.ts";
import { searchParamsSchema } from "../../domain/search-schema.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { listingDailyCounters, properties } from "../../server/db/schema.ts";
import { findBoostEffects } from "../../server/listings/boost-effects.server.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { searchListings } from "../../server/search/search-listings.server.ts";
import { db } from "../../server/runtime.server.ts";
import { eq } from "drizzle-orm";
import { postJson, startApi } from "../support/http.ts";
import { DAY_MS } from "../../domain/days.ts";

const api = await startApi();
afterAll(() => api.close());

const owner = await createUser(db());
const titles = Array.from({ length: 30 }, (_, index) => `Paged flat ${index + 1}`);
for (const title of titles) await createListing(db(), { ownerId: owner.id, status: "Approved", title });

describe("a page past the last one (decision 0038)", () => {
  it("serves the last page and says so, in the service and in the API's `search`", async () => {
    const found = await searchListings(searchParamsSchema.parse({ owner: owner.id, page: 9 }));
    expect(found).toMatchObject({ count: 30, page: 2 });
    expect(found.results).toHaveLength(6);

    const response = await postJson(`${api.url}/api/functions/search`, { owner: owner.id, listing_type: "Rental", page: 7 }, { origin: api.url });
    const body = (await response.json()) as { properties: { page: number; count: number; results: unknown[] } };
    expect(body.properties.page).toBe(2);
    expect(body.properties.results).toHaveLength(6);
  });

  it("keeps a page within the results as asked", async () => {
    const found = await searchListings(searchParamsSchema.parse({ owner: owner.id, page: 2 }));
    expect(found.page).toBe(2);
    const nobody = await createUser(db());
    expect(await searchListings(searchParamsSchema.parse({ owner: nobody.id, page: 3 }))).toEqual({ results: [], count: 0, page: 1 });
  });
});

describe("what a boost changed", () => {
  it("compares the impressions since the boost's day with as many days before it, for the owner only", async () => {
    const now = new Date();
    const today = beirutDay(now);
    const day = (offset: number) => new Date(Date.parse(today) + offset * DAY_MS).toISOString().slice(0, 10);
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Boosted flat" });
    // Boosted two days ago (noon in Beirut): three days since (today included), three before.
    await db()
      .update(properties)
      .set({ boostedAt: new Date(`${day(-2)}T09:00:00Z`), boosted: true })
      .where(eq(properties.id, listing.id));
    const counts: Array<[number, number]> = [
      [-6, 100],
      [-5, 4],
      [-4, 5],
      [-3, 6],
      [-2, 20],
      [-1, 30],
      [0, 10],
    ];
    await db()
      .insert(listingDailyCounters)
      .values(counts.map(([offset, impression]) => ({ propertyId: listing.id, ownerId: owner.id, day: day(offset), impression })));
    const never = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Never boosted" });

    const effects = await findBoostEffects(owner.id, [listing.id, never.id], now);
    // Day -6 is outside the window of three days before.
    expect(effects).toEqual({ [listing.id]: { boostDay: day(-2), daysAgo: 2, days: 3, before: 15, since: 60 } });

    const stranger = await createUser(db());
    expect(await findBoostEffects(stranger.id, [listing.id], now)).toEqual({});
  });

  it("compares a week at most", () => {
    expect(boostWindows("2026-11-01", "2026-11-24")).toEqual({ daysAgo: 23, days: 7, beforeFrom: "2026-10-25", sinceTo: "2026-11-07" });
    expect(boostWindows("2026-11-24", "2026-11-24")).toEqual({ daysAgo: 0, days: 1, beforeFrom: "2026-11-23", sinceTo: "2026-11-24" });
  });
});
