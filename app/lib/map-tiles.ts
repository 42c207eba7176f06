import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import type * as Leaflet from "leaflet";
import type { Map as LeafletMap } from "leaflet";
import type { loader as rootLoader } from "~/root.tsx";

/** Leaflet and its stylesheet, fetched only when a map is about to show. */
export async function loadLeaflet() {
  const [leaflet] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  return leaflet.default;
}

/**
 * Adds the tile layer every map uses: MAP_TILE_URL and MAP_TILE_ATTRIBUTION, which the root loader
 * passes on (the CSP allows that origin). The function stays the same while they do, so it can sit
 * in an effect's dependencies without redrawing the map on every navigation.
 */
export function useAddTiles(): (L: typeof Leaflet, map: LeafletMap) => void {
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.mapTiles;
  if (!tiles) throw new Error("Maps render under the root route, whose loader carries the tile configuration");
  const { url, attribution } = tiles;
  return useCallback((L, map) => void L.tileLayer(url, { maxZoom: 19, attribution }).addTo(map), [url, attribution]);
}
