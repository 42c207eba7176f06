import { z } from "zod";
import type { ListingCardData } from "./listing-card.ts";
import type { Currency } from "./listing.ts";
import { numberFormat } from "./intl.ts";
import { formatCurrency } from "./money.ts";

// The results map (decision 0036): the visible area and zoom the map asks about, and what it gets
// back, clusters counted on the server and price pins, whatever the number of results.

/** Leaflet's closest zoom with the site's tiles. */
export const MAP_MAX_ZOOM = 19;
/** From this zoom on (a few streets in view), a small group shows its listings one by one. */
export const MAP_CLOSE_ZOOM = 16;
/** How many listings a cell may hold and still show as pins: one, then a few when close. */
export const pinsPerCellUpTo = (zoom: number) => (zoom >= MAP_MAX_ZOOM ? 40 : zoom >= MAP_CLOSE_ZOOM ? 8 : 1);
/** Up to this zoom (the whole country or a large part of it in view), cells are counted country-wide. */
export const MAP_COUNTRY_ZOOM = 11;
/** A cluster covers about this many screen pixels each way. */
const CELL_PIXELS = 64;

/** The side of a grid cell at a zoom, in degrees: Web Mercator tiles are 256 pixels. */
export function mapCellDegrees(zoom: number): number {
  return (CELL_PIXELS * 360) / (256 * 2 ** zoom);
}

/** Lebanon, with a margin: the view a map starts from, and a country-wide count's area. */
export const LEBANON_BOUNDS = { south: 33.0, west: 35.0, north: 34.75, east: 36.7 };

/** The visible area the map sends (its bounds, clamped to the world) and its zoom. */
export const mapViewSchema = z
  .object({
    south: z.coerce.number().min(-90).max(90),
    west: z.coerce.number().min(-180).max(180),
    north: z.coerce.number().min(-90).max(90),
    east: z.coerce.number().min(-180).max(180),
    zoom: z.coerce.number().int().min(0).max(MAP_MAX_ZOOM),
  })
  .refine((view) => view.south <= view.north && view.west <= view.east, { message: "The area's south and west must not pass its north and east" });

export type MapView = z.output<typeof mapViewSchema>;

export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Several listings counted as one marker; clicking it zooms to `bounds` (the listings' own extent). */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  bounds: MapBounds;
}

/** One listing as a price pin with its popup. */
export interface MapPin {
  latitude: number;
  longitude: number;
  listing: ListingCardData;
}

export interface MapMarkers {
  clusters: MapCluster[];
  pins: MapPin[];
  /** The extent of every match, answered to a country-wide view (the map then frames the results). */
  bounds: MapBounds | null;
}

/**
 * A pin's price, as short as the language writes it: "$1.2K", "L£90M", "1.2 ألف $". Dollars are
 * "$" in every language (Arabic's "US$" would make a pin twice as wide).
 */
export function compactPrice(amount: number, currency: Currency, locale: string): string {
  return formatCurrency(amount, currency, locale, { currencyDisplay: "narrowSymbol", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 });
}

/** A cluster's count: "8", "1.2K", "12 ألف". */
export function compactCount(count: number, locale: string): string {
  return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(count);
}

/** Listings counted together on the server: the grid cells they fill (row `y`, column `x`, and how many each holds). */
export interface MapCell extends MapCluster {
  parts: Array<{ y: number; x: number; count: number }>;
}

/**
 * Cells whose centres lie closer than `distance` (degrees) merged into one, largest first: a group
 * of listings straddling a grid line would otherwise show as two markers on top of each other.
 * The merged cell sits at its listings' mean point and spans both extents.
 */
export function mergeCloseCells(cells: MapCell[], distance: number): MapCell[] {
  const kept: MapCell[] = [];
  for (const cell of cells.toSorted((a, b) => b.count - a.count)) {
    const near = kept.findIndex((other) => Math.hypot(other.latitude - cell.latitude, other.longitude - cell.longitude) < distance);
    if (near === -1) kept.push(cell);
    else kept[near] = merged(kept[near]!, cell);
  }
  return kept;
}

function merged(a: MapCell, b: MapCell): MapCell {
  const count = a.count + b.count;
  return {
    count,
    latitude: (a.latitude * a.count + b.latitude * b.count) / count,
    longitude: (a.longitude * a.count + b.longitude * b.count) / count,
    bounds: {
      south: Math.min(a.bounds.south, b.bounds.south),
      west: Math.min(a.bounds.west, b.bounds.west),
      north: Math.max(a.bounds.north, b.bounds.north),
      east: Math.max(a.bounds.east, b.bounds.east),
    },
    parts: [...a.parts, ...b.parts],
  };
}
