/**
 * The map tiles every map uses (allowed by the CSP). One place, so that it can become
 * configuration (a tile provider with a key, or a self-hosted tile server).
 */
export const MAP_TILES = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap",
  maxZoom: 19,
} as const;
