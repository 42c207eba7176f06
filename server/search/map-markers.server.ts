import { and, sql, type SQL } from "drizzle-orm";
import { type MapBounds, type MapCluster, type MapMarkers, type MapView, MAP_COUNTRY_ZOOM, mapCellDegrees, pinsPerCellUpTo } from "../../domain/map-markers.ts";
import type { SearchParams } from "../../domain/search.ts";
import { properties } from "../db/schema.ts";
import { selectListingCards, toListingCard } from "../listings/listing-cards.server.ts";
import { db } from "../runtime.server.ts";
import { filterSetKey } from "./count-cache.server.ts";
import { searchCondition } from "./search-listings.server.ts";

/** A grid cell's listings: how many, their centre and their extent. */
type Cell = MapCluster;

/** At most this many cells are opened into pins per answer (a phone's view holds about 80 cells). */
const MAX_PIN_CELLS = 300;

/**
 * Decision 0036: every result of a search in the visible area, as clusters and price pins. The
 * listings are grouped in SQL on a grid whose cells are about 64 pixels at the zoom
 * (`floor(latitude / cell)`, `floor(longitude / cell)`), with the search's own condition
 * (`searchCondition`), read from `properties_public_map_idx` (listing type, latitude, longitude,
 * the filter columns): the view's latitudes bound the scan, the rest is tested on the entries. A
 * cell holding one listing (a few when the zoom is close) is opened into its listings' pins. The
 * view is widened to whole cells, so a cell's count does not change as the map pans.
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
  const cells = countryWide ? await countryCells(params, view.zoom, where, now.getTime()) : await cellsIn(where, cellDegrees, area);
  const visible = countryWide ? cells.filter((cell) => overlaps(cell.bounds, area)) : cells;
  const pinUpTo = pinsPerCellUpTo(view.zoom);
  const opened = visible.filter((cell) => cell.count <= pinUpTo).slice(0, MAX_PIN_CELLS);
  const openedSet = new Set(opened);
  return {
    clusters: visible.filter((cell) => !openedSet.has(cell)),
    pins: await pinsIn(where, opened, pinUpTo),
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

function extent(cells: Cell[]): MapBounds | null {
  if (cells.length === 0) return null;
  return {
    south: Math.min(...cells.map((cell) => cell.bounds.south)),
    west: Math.min(...cells.map((cell) => cell.bounds.west)),
    north: Math.max(...cells.map((cell) => cell.bounds.north)),
    east: Math.max(...cells.map((cell) => cell.bounds.east)),
  };
}

/** The cells of the listings matching `where`, within `area` when given. */
async function cellsIn(where: SQL | undefined, cellDegrees: number, area?: MapBounds): Promise<Cell[]> {
  // The cell's size is written into the statement: the grouping and the selection must be the same expression.
  const size = sql.raw(String(cellDegrees));
  const inArea = area
    ? sql`${properties.latitude} between ${area.south} and ${area.north} and ${properties.longitude} between ${area.west} and ${area.east}`
    : sql`${properties.latitude} is not null`;
  const { rows } = await db().execute<{ count: number; latitude: number; longitude: number; south: number; west: number; north: number; east: number }>(sql`
    select count(*)::int as count, avg(${properties.latitude}) as latitude, avg(${properties.longitude}) as longitude,
      min(${properties.latitude}) as south, min(${properties.longitude}) as west, max(${properties.latitude}) as north, max(${properties.longitude}) as east
    from ${properties}
    where ${and(where, inArea)}
    group by floor(${properties.latitude} / ${size}), floor(${properties.longitude} / ${size})`);
  return rows.map(({ count, latitude, longitude, ...bounds }) => ({ count, latitude, longitude, bounds }));
}

const COUNTRY_CELLS_MS = 60_000;
const MAX_COUNTRY_CELL_SETS = 200;
/** Filter set and zoom → the country's cells and when they expire. Oldest first. */
const countryCellSets = new Map<string, { expires: number; cells: Cell[] }>();

async function countryCells(params: SearchParams, zoom: number, where: SQL | undefined, now: number): Promise<Cell[]> {
  const key = `${zoom}:${filterSetKey(params)}`;
  const known = countryCellSets.get(key);
  if (known && known.expires > now) return known.cells;
  const cells = await cellsIn(where, mapCellDegrees(zoom));
  countryCellSets.delete(key);
  countryCellSets.set(key, { expires: now + COUNTRY_CELLS_MS, cells });
  if (countryCellSets.size > MAX_COUNTRY_CELL_SETS) countryCellSets.delete(countryCellSets.keys().next().value!);
  return cells;
}

/**
 * The listings of the cells to open, as pins: one statement, each cell's listings read within its
 * own extent (a latitude range of the map index) in a lateral subquery.
 */
async function pinsIn(where: SQL | undefined, cells: Cell[], perCell: number) {
  if (cells.length === 0) return [];
  const column = (side: keyof MapBounds) => sql.param(cells.map((cell) => cell.bounds[side]));
  const inCell = selectListingCards(db(), { latitude: properties.latitude, longitude: properties.longitude })
    .where(and(where, sql`${properties.latitude} between cell.south and cell.north and ${properties.longitude} between cell.west and cell.east`))
    .limit(perCell)
    .as("listing");
  const rows = await db()
    .select({ listing: inCell._.selectedFields })
    .from(sql`unnest(${column("south")}::float8[], ${column("west")}::float8[], ${column("north")}::float8[], ${column("east")}::float8[]) as cell(south, west, north, east)`)
    .crossJoinLateral(inCell);
  return rows.map(({ listing: { latitude, longitude, ...card } }) => ({ latitude: latitude ?? 0, longitude: longitude ?? 0, listing: toListingCard(card) }));
}
