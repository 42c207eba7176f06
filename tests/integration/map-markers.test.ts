import { beforeAll, describe, expect, it } from "vitest";
import { LEBANON_BOUNDS, type MapMarkers, type MapView, mapCellDegrees } from "../../domain/map-markers.ts";
import { type SearchPayload, searchParamsSchema } from "../../domain/search-schema.ts";
import type { ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { db } from "../../server/runtime.server.ts";
import { mapMarkers } from "../../server/search/map-markers.server.ts";
import { countListings } from "../../server/search/search-listings.server.ts";
import { type Place, pricedListingAt } from "../support/places.ts";

// Decision 0036: every result of a search on the map, clustered on the server by zoom.

const WORD = `zqmap${Date.now().toString(36)}`;
const BEIRUT: Place = { latitude: 33.888, longitude: 35.505, district: "Beirut", city: "Achrafieh" };
const TRIPOLI: Place = { latitude: 34.436, longitude: 35.849, district: "Tripoli", city: "Tripoli" };

async function listing(place: Place, values: ListingFactoryInput & { ownerId: string; title: string; usd: number }) {
  return (await pricedListingAt(db(), place, values, WORD)).id;
}

/** 30 rentals a few hundred metres apart in Beirut (every third with 3 bedrooms), 3 in Tripoli, 2 sales and 2 never shown. */
beforeAll(async () => {
  const ownerId = (await createUser(db())).id;
  for (let index = 0; index < 30; index++) {
    const place = { ...BEIRUT, latitude: BEIRUT.latitude + index * 0.0004, longitude: BEIRUT.longitude + (index % 5) * 0.0004 };
    await listing(place, { ownerId, title: `Flat ${index}`, usd: 1000 + index * 10, bedroom: index % 3 === 0 ? 3 : 1 });
  }
  for (let index = 0; index < 3; index++) {
    await listing({ ...TRIPOLI, latitude: TRIPOLI.latitude + index * 0.001 }, { ownerId, title: `Tripoli flat ${index}`, usd: 600, bedroom: 2 });
  }
  await listing(BEIRUT, { ownerId, title: "House", usd: 350_000, listingType: "Sale" });
  await listing(BEIRUT, { ownerId, title: "Villa", usd: 1_250_000, listingType: "Sale" });
  await listing(BEIRUT, { ownerId, title: "Waiting flat", usd: 900, status: "Pending Approval" });
  await listing(BEIRUT, { ownerId, title: "Hidden flat", usd: 900, visible: false });
});

const search = (payload: SearchPayload = {}) => searchParamsSchema.parse({ search: WORD, ...payload });
const country: MapView = { ...LEBANON_BOUNDS, zoom: 9 };
const total = (markers: MapMarkers) => markers.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + markers.pins.length;
const points = (markers: MapMarkers) => [...markers.clusters, ...markers.pins];

describe("map markers", () => {
  it("counts every result of the search, not a page of them, matching the search's count", async () => {
    const params = search();
    const markers = await mapMarkers(params, country);
    expect(total(markers)).toBe(33);
    expect(total(markers)).toBe(await countListings(params));
    // Far apart, Beirut and Tripoli are separate clusters; the answer frames both.
    expect(markers.clusters.map((cluster) => cluster.count).sort((a, b) => a - b)).toEqual([3, 30]);
    expect(markers.bounds).toMatchObject({ south: BEIRUT.latitude, north: TRIPOLI.latitude + 0.002 });
  });

  it("applies the search's filters and listing type", async () => {
    for (const payload of [{ bedroom_min: 3 }, { listing_type: "Sale" }, { district: "Tripoli" }, { price_max: 1100 }] satisfies SearchPayload[]) {
      const params = search(payload);
      const markers = await mapMarkers(params, country);
      expect(total(markers), JSON.stringify(payload)).toBe(await countListings(params));
      expect(total(markers), JSON.stringify(payload)).toBeGreaterThan(0);
    }
    expect(total(await mapMarkers(search({ bedroom_min: 3 }), country))).toBe(10);
    expect(total(await mapMarkers(search({ listing_type: "Sale" }), country))).toBe(2);
  });

  it("answers only the visible area, widened to whole cells", async () => {
    const zoom = 13;
    const view: MapView = { south: 34.42, west: 35.8, north: 34.45, east: 35.9, zoom };
    const markers = await mapMarkers(search(), view);
    expect(total(markers)).toBe(3);
    const cell = mapCellDegrees(zoom);
    for (const point of points(markers)) {
      expect(point.latitude).toBeGreaterThanOrEqual(view.south - cell);
      expect(point.latitude).toBeLessThanOrEqual(view.north + cell);
    }
    expect(markers.bounds).toBeNull();
    // Nothing in the sea west of Beirut.
    expect(total(await mapMarkers(search(), { south: 33.8, west: 35.2, north: 33.95, east: 35.4, zoom }))).toBe(0);
  });

  it("shows each listing as a price pin once zoomed in close", async () => {
    const markers = await mapMarkers(search(), {
      south: BEIRUT.latitude - 0.001,
      west: BEIRUT.longitude - 0.001,
      north: BEIRUT.latitude + 0.003,
      east: BEIRUT.longitude + 0.003,
      zoom: 17,
    });
    expect(markers.clusters).toEqual([]);
    expect(markers.pins.length).toBeGreaterThanOrEqual(5);
    const first = markers.pins.find((pin) => pin.listing.title === "Flat 0")!;
    expect(first).toMatchObject({ latitude: BEIRUT.latitude, longitude: BEIRUT.longitude, listing: { price: 1000, unit: "USD", listingType: "Rental" } });
    expect(first.listing.path).toMatch(/^\/rental\//);
  });

  it("opens a cell of one listing into its pin at any zoom", async () => {
    const markers = await mapMarkers(search({ listing_type: "Sale", price_min: 1_000_000 }), country);
    expect(markers.clusters).toEqual([]);
    expect(markers.pins.map((pin) => pin.listing.title)).toEqual(["Villa"]);
  });
});
