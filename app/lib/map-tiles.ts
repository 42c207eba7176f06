import type * as Leaflet from "leaflet";
import type { Map as LeafletMap } from "leaflet";

/**
 * The map tiles every map uses (allowed by the CSP). One place, so that it can become
 * configuration (a tile provider with a key, or a self-hosted tile server).
 */
export const MAP_TILES = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap",
  maxZoom: 19,
} as const;

/** Leaflet and its stylesheet, fetched only when a map is about to show. */
export async function loadLeaflet() {
  const [leaflet] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  return leaflet.default;
}

/** The tile layer of every map. */
export function addTiles(L: typeof Leaflet, map: LeafletMap): void {
  L.tileLayer(MAP_TILES.url, { maxZoom: MAP_TILES.maxZoom, attribution: MAP_TILES.attribution }).addTo(map);
}
