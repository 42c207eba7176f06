import { and, sql, type SQL } from "drizzle-orm";
import {
  type MapBounds,
  type MapCell,
  type MapMarkers,
  type MapView,
  MAP_COUNTRY_ZOOM,
  mapCellDegrees,
  mergeCloseCells,
  pinsPerCellUpTo,
} from "../../domain/map-markers.ts";
import type { SearchParams } from "../../domain/search.ts";
import { properties } from "../db/schema.ts";
import { selectListingCards, toListingCards } from "../listings/listing-cards.server.ts";
import { keptPerRuntime, readDb } from "../runtime.server.ts";
import { filterSetKey } from "./count-cache.server.ts";
import { searchCondition } from "./search-listings.server.ts";

/** At most this many cells are opened into pins per answer (a phone's view holds about 80 cells). */
const MAX_PIN_CELLS = 300;
/** Cells whose centres are closer than this share of a cell's side are shown as one. */
const MERGE_WITHIN = 0.75;

/**
 * Decision 0036: every result of a search in the visible area, as clusters and price pins. The
 * listings are grouped in SQL on a grid whose cells are about 64 pixels at the zoom
 * (`floor(latitude / cell)`, `floor(longitude / cell)`), with the search's own condition
 * (`searchCondition`), read from `properties_public_map_idx` (listing type, latitude, longitude,
 * the filter columns): the view's latitudes bound the scan, the rest is tested on the entries.
 * Cells whose centres are closer than most of a cell are merged (a group straddling a grid line
 * would show as two markers on top of each other). A cell holding one listing (a few when the zoom
 * is close) is opened into its listings' pins. The view is widened to whole cells, so a cell's
 * count does not change as the map pans.
 *
 * Up to MAP_COUNTRY_ZOOM the view holds most of Lebanon, so the whole country's cells are counted
 * once per filter set and zoom and remembered for a minute; panning at that zoom costs nothing.
 */
export async function mapMarkers(params: SearchParams, view: MapView, options: { now?: Date } = {}): Promise<MapMarkers> {
  const now = options.now ?? new Date();
  const where = searchCondition(params, now);
  const cellDegrees = mapCellDegrees(view.zoom);
  const area = wholeCells(view, cellDegrees);
  const countryWide = view.zoom <= MAP_COUNTRY_ZOOM;
  const cells = countryWide
    ? await countryCells(params, view.zoom, where, now.getTime())
    : mergeCloseCells(await cellsIn(where, cellDegrees, area), cellDegrees * MERGE_WITHIN);
  const visible = countryWide ? cells.filter((cell) => overlaps(cell.bounds, area)) : cells;
  const pinUpTo = pinsPerCellUpTo(view.zoom);
  const opened = visible.filter((cell) => cell.count <= pinUpTo).slice(0, MAX_PIN_CELLS);
  const openedSet = new Set(opened);
  return {
    clusters: visible.filter((cell) => !openedSet.has(cell)).map(({ parts: _parts, ...cluster }) => cluster),
    pins: await pinsIn(where, cellDegrees, opened, pinUpTo),
    bounds: countryWide ? extent(cells) : null,
  };
}

/** The view widened to the edges of the cells it touches. */
function wholeCells(view: MapView, cellDegrees: number): MapBounds {
  return {
    south: Math.floor(view.south / cellDegrees) * cellDegrees,
    west: Math.floor(view.west / cellDegrees) * cellDegrees,
    north: (Math.floor(view.north / cellDegrees) + 1) * cellDegrees,
    east: (Math.floor(view.east / cellDegrees) + 1) * cellDegrees,
  };
}

const overlaps = (a: MapBounds, b: MapBounds) => a.south <= b.north && a.north >= b.south && a.west <= b.east && a.east >= b.west;

function extent(cells: MapCell[]): MapBounds | null {
  if (cells.length === 0) return null;
  return {
    south: Math.min(...cells.map((cell) => cell.bounds.south)),
    west: Math.min(...cells.map((cell) => cell.bounds.west)),
    north: Math.max(...cells.map((cell) => cell.bounds.north)),
    east: Math.max(...cells.map((cell) => cell.bounds.east)),
  };
}

/** The cells of the listings matching `where`, within `area` when given. */
async function cellsIn(where: SQL | undefined, cellDegrees: number, area?: MapBounds): Promise<MapCell[]> {
  // The cell's size is written into the statement: the grouping and the selection must be the same expression.
  const size = sql.raw(String(cellDegrees));
  const inArea = area
    ? sql`${properties.latitude} between ${area.south} and ${area.north} and ${properties.longitude} between ${area.west} and ${area.east}`
    : sql`${properties.latitude} is not null`;
  const { rows } = await readDb().execute<{
    y: number;
    x: number;
    count: number;
    latitude: number;
    longitude: number;
    south: number;
    west: number;
    north: number;
    east: number;
  }>(sql`
    select floor(${properties.latitude} / ${size})::int as y, floor(${properties.longitude} / ${size})::int as x,
      count(*)::int as count, avg(${properties.latitude}) as latitude, avg(${properties.longitude}) as longitude,
      min(${properties.latitude}) as south, min(${properties.longitude}) as west, max(${properties.latitude}) as north, max(${properties.longitude}) as east
    from ${properties}
    where ${and(where, inArea)}
    group by y, x`);
  return rows.map(({ y, x, count, latitude, longitude, ...bounds }) => ({ count, latitude, longitude, bounds, parts: [{ y, x, count }] }));
}

const COUNTRY_CELLS_MS = 60_000;
const MAX_COUNTRY_CELL_SETS = 200;
/** Filter set and zoom → the country's cells and when they expire. Oldest first. */
const countryCellSetsKept = keptPerRuntime(() => new Map<string, { expires: number; cells: MapCell[] }>());

async function countryCells(params: SearchParams, zoom: number, where: SQL | undefined, now: number): Promise<MapCell[]> {
  const countryCellSets = countryCellSetsKept();
  const key = `${zoom}:${filterSetKey(params)}`;
  const known = countryCellSets.get(key);
  if (known && known.expires > now) return known.cells;
  const cellDegrees = mapCellDegrees(zoom);
  const cells = mergeCloseCells(await cellsIn(where, cellDegrees), cellDegrees * MERGE_WITHIN);
  countryCellSets.delete(key);
  countryCellSets.set(key, { expires: now + COUNTRY_CELLS_MS, cells });
  if (countryCellSets.size > MAX_COUNTRY_CELL_SETS) countryCellSets.delete(countryCellSets.keys().next().value!);
  return cells;
}

/**
 * The listings of the cells to open, as pins: one statement, each grid cell's listings read in a
 * lateral subquery, by a latitude range of the map index (a hair wider than the cell, for
 * rounding) and the cell's exact row and column.
 */
async function pinsIn(where: SQL | undefined, cellDegrees: number, cells: MapCell[], perCell: number) {
  const parts = cells.flatMap((cell) => cell.parts);
  if (parts.length === 0) return [];
  const size = sql.raw(String(cellDegrees));
  const inCell = selectListingCards(readDb(), { latitude: properties.latitude, longitude: properties.longitude })
    .where(
      and(
        where,
        sql`${properties.latitude} between (cell.y - 0.01) * ${size} and (cell.y + 1.01) * ${size}`,
        sql`${properties.longitude} between (cell.x - 0.01) * ${size} and (cell.x + 1.01) * ${size}`,
        sql`floor(${properties.latitude} / ${size}) = cell.y and floor(${properties.longitude} / ${size}) = cell.x`,
      ),
    )
    .limit(perCell)
    .as("listing");
  const column = (name: "y" | "x") => sql.param(parts.map((part) => part[name]));
  const rows = await readDb()
    .select({ listing: inCell._.selectedFields })
    .from(sql`unnest(${column("y")}::int[], ${column("x")}::int[]) as cell(y, x)`)
    .crossJoinLateral(inCell);
  const cards = await toListingCards(rows.map(({ listing: { latitude: _latitude, longitude: _longitude, ...card } }) => card));
  return rows.map(({ listing: { latitude, longitude } }, index) => ({ latitude: latitude ?? 0, longitude: longitude ?? 0, listing: cards[index]! }));
}
