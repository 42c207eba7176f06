import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, type SearchParams, priceTop, ROOMS_TOP, SIZE_TOP } from "../../domain/search.ts";
import type { SearchResult } from "../../domain/search-result.ts";
import { areas, districtKeywords, priceBandKeywords, properties } from "../db/schema.ts";
import { type ListingCardRow, selectListingCards, toListingCards } from "../listings/listing-cards.server.ts";
import { db } from "../runtime.server.ts";
import { filterSetKey, knownOverCap, rememberOverCap } from "./count-cache.server.ts";
import { priceBandsBetween } from "./price-bands.server.ts";
import { publicListing } from "./public-listing.server.ts";

/**
 * Every word must be one of the listing's. With a district, the words are matched as that
 * district's ("Metn:sea", migration 0011), which reads that district's part of each word's list
 * instead of the whole list and needs no separate district test.
 */
function keywordCondition(words: string[], district: SQL | string | undefined): SQL | undefined {
  if (!words.length) return undefined;
  if (district === undefined) return holdsEveryWord(properties.keywords, words);
  return sql`${districtKeywords(properties)} @> listing_keyword_tokens(${sql.param(words)}::text[], ${district})`;
}

/** A word list (the table's column, or a subquery's) holding every word. */
export function holdsEveryWord(keywords: AnyPgColumn, words: string[]): SQL {
  return sql`${keywords} @> ${sql.param(words)}::text[]`;
}

/**
 * The filters of a search as one condition (a filter at its open-ended default adds nothing).
 * `inDistrict` stands for the district when the count goes district by district.
 */
function searchCondition(params: SearchParams, now: Date, inDistrict?: SQL): SQL | undefined {
  const price = params.currency === "LBP" ? properties.lbpPriceCalculated : properties.usdPriceCalculated;
  const district = inDistrict ?? params.district;
  // The district's tokens imply it; counting district by district keeps it so that each step can
  // be bounded by a district index too (a narrow price range in a district).
  const districtTest = inDistrict ?? (params.search.length ? undefined : params.district);
  return and(
    publicListing(now),
    eq(properties.listingType, params.listing_type),
    params.owner ? eq(properties.ownerId, params.owner) : undefined,
    keywordCondition(params.search, district),
    districtTest !== undefined ? eq(properties.district, districtTest) : undefined,
    params.area ? eq(properties.areaId, params.area) : undefined,
    params.property_type ? eq(properties.propertyType, params.property_type) : undefined,
    params.property_category ? eq(properties.propertyCategory, params.property_category) : undefined,
    params.furnished !== undefined ? eq(properties.furnished, params.furnished) : undefined,
    params.price_min > 0 ? gte(price, params.price_min) : undefined,
    params.price_max < priceTop(params) ? lte(price, params.price_max) : undefined,
    params.size_min > 0 ? gte(properties.size, params.size_min) : undefined,
    params.size_max < SIZE_TOP ? lte(properties.size, params.size_max) : undefined,
    params.bedroom_min > 0 ? gte(properties.bedroom, params.bedroom_min) : undefined,
    params.bedroom_max < ROOMS_TOP ? lte(properties.bedroom, params.bedroom_max) : undefined,
    params.bathroom_min > 0 ? gte(properties.bathroom, params.bathroom_min) : undefined,
    params.bathroom_max < ROOMS_TOP ? lte(properties.bathroom, params.bathroom_max) : undefined,
  );
}

// Written exactly as the public indexes are declared (drizzle writes `desc nulls last`), so each
// order is an index scan; the id settles ties, so pages never overlap.
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/** The columns an order reads: the table's, or the same columns of a subquery over it. */
type SortColumns = Record<"priority" | "boosted" | "marketDate" | "id" | "usdPriceCalculated" | "lbpPriceCalculated" | "size", AnyPgColumn>;

function searchOrder(params: SearchParams, columns: SortColumns = properties): SQL[] {
  const price = params.currency === "LBP" ? columns.lbpPriceCalculated : columns.usdPriceCalculated;
  switch (params.sort) {
    case "featured":
      return [newestFirst(columns.priority), newestFirst(columns.boosted), newestFirst(columns.marketDate), asc(columns.id)];
    case "newest":
      return [newestFirst(columns.marketDate), asc(columns.id)];
    case "price_asc":
      return [asc(price), asc(columns.id)];
    // The price index read backwards (calculated prices are set on every save, never null).
    case "price_desc":
      return [desc(price), desc(columns.id)];
    case "size":
      return [desc(columns.size), desc(columns.id)];
  }
}

/**
 * SPEC.md §7 "search": one page of public listings and how many match. The pages, the JSON API,
 * the home page and the benchmark all call this one function. The count stops at
 * SEARCH_COUNT_CAP + 1, which means "more than SEARCH_COUNT_CAP" (ARCHITECTURE.md "Search": an
 * exact count of half a million rows costs more than the whole rest of the request); that answer
 * is remembered for a minute (count-cache.server.ts).
 */
export async function searchListings(params: SearchParams, options: { now?: Date } = {}): Promise<SearchResult> {
  const now = options.now ?? new Date();
  const where = searchCondition(params, now);
  const filterSet = filterSetKey(params);
  const overCap = knownOverCap(filterSet, now.getTime());
  const [rows, count] = await Promise.all([pageOf(params, now, where), overCap ? SEARCH_COUNT_CAP + 1 : countUpToCap(params, now, where)]);
  if (!overCap && count > SEARCH_COUNT_CAP) rememberOverCap(filterSet, now.getTime());
  return { results: await toListingCards(rows, now), count };
}

/** How many listings match, counted as `searchListings` counts them, without reading the page. */
export async function countListings(params: SearchParams, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const filterSet = filterSetKey(params);
  if (knownOverCap(filterSet, now.getTime())) return SEARCH_COUNT_CAP + 1;
  const count = await countUpToCap(params, now, searchCondition(params, now));
  if (count > SEARCH_COUNT_CAP) rememberOverCap(filterSet, now.getTime());
  return count;
}

/**
 * The page, read the way that suits the search (ARCHITECTURE.md "Keywords"). Words in a district,
 * or words sorted by a USD price, first walk the listings that pass the other filters in the
 * page's order; when that runs out, words in a district read the district's tokens and words by
 * price read the price bands in order. Everything else is one query the planner plans.
 */
async function pageOf(params: SearchParams, now: Date, where: SQL | undefined): Promise<ListingCardRow[]> {
  // Deeper pages are rarer, and the budget would rarely hold enough matches (one row in 20 matching).
  const walkable = params.search.length > 0 && pageOffset(params) + SEARCH_PAGE_SIZE <= WALK_BUDGET / 20;
  // An owner's or an area's listings are few: the planner reads them through their own index.
  const byPriceBands =
    params.district === undefined && !params.owner && !params.area && params.currency === "USD" && (params.sort === "price_asc" || params.sort === "price_desc");
  if (!walkable || (params.district === undefined && !byPriceBands)) return page(params, where);
  // The filters but the words, shared by the walk and the bands.
  const others = searchCondition({ ...params, search: [] }, now);
  return (await pageByWalking(params, others)) ?? (byPriceBands ? pageByPriceBands(params, others) : page(params, where));
}

const pageOffset = (params: SearchParams) => (params.page - 1) * SEARCH_PAGE_SIZE;

function page(params: SearchParams, where: SQL | undefined) {
  return selectListingCards().where(where).orderBy(...searchOrder(params)).limit(SEARCH_PAGE_SIZE).offset(pageOffset(params));
}

/** How many listings, in the page's order, are read looking for the words. */
const WALK_BUDGET = 1_000;

/**
 * The page of words read by walking the listings that pass the other filters (the district's,
 * with one) in the page's order (the sort's index) and testing the words on each row: a word in a
 * few percent of them gives a page within a few hundred rows, where the district's tokens would
 * read every match and sort them (45 ms for "furnished" in Beirut, newest first). Null when the
 * budget runs out first.
 */
async function pageByWalking(params: SearchParams, others: SQL | undefined): Promise<ListingCardRow[] | null> {
  const walked = selectListingCards(db(), { keywords: properties.keywords, priority: properties.priority, boosted: properties.boosted, marketDate: properties.marketDate })
    .where(others)
    .orderBy(...searchOrder(params))
    .limit(WALK_BUDGET)
    .as("walked");
  // The same order over the subquery's columns: the planner keeps its order, with no sort step.
  const rows = await db()
    .select()
    .from(walked)
    .where(holdsEveryWord(walked.keywords, params.search))
    .orderBy(...searchOrder(params, walked))
    .limit(SEARCH_PAGE_SIZE)
    .offset(pageOffset(params));
  return rows.length === SEARCH_PAGE_SIZE ? rows : null;
}

/**
 * The page of words sorted by USD price, read band by band (migration 0013): each band's matches
 * of the words (its tokens' short list) in the page's order, the bands lowest first for
 * cheapest first, and the loop stops at the first bands that fill the page. "villa" with four
 * bedrooms or more, cheapest first, read the price index through 142,000 cheaper sales (110 ms);
 * the bands hold its cheapest 24 within a few hundred rows. The walk goes first: a word frequent
 * among cheap listings would fill a page from one band's long list.
 */
async function pageByPriceBands(params: SearchParams, others: SQL | undefined): Promise<ListingCardRow[]> {
  const offset = pageOffset(params);
  const lowestFirst = priceBandsBetween(params.price_min, params.price_max < priceTop(params) ? params.price_max : undefined);
  const bands = params.sort === "price_asc" ? lowestFirst : lowestFirst.toReversed();
  const inBand = selectListingCards()
    .where(
      and(
        others,
        sql`${priceBandKeywords(properties)} @> listing_keyword_tokens(${sql.param(params.search)}::text[], '$' || bands.band)`,
      ),
    )
    .orderBy(...searchOrder(params))
    .limit(offset + SEARCH_PAGE_SIZE)
    .as("listing");
  // unnest gives the bands in the array's order and the join loops over them in it, so the rows
  // come band by band, each band in the page's order: the page's order.
  const rows = await db()
    .select({ listing: inBand._.selectedFields })
    .from(sql`unnest(${sql.param(bands)}::int[]) as bands(band)`)
    .crossJoinLateral(inBand)
    .limit(SEARCH_PAGE_SIZE)
    .offset(offset);
  return rows.map((row) => row.listing);
}

/**
 * How many listings match, up to the cap + 1. Words without a district are counted district by
 * district (those with the most areas first, as they hold the most listings) and the count stops
 * as soon as it passes the cap: a frequent phrase
 * ("sea view", 75,000 rentals at a million listings) is known to be over it from its first
 * district's list, where one whole-list bitmap took 50 ms (ARCHITECTURE.md "Keywords").
 */
async function countUpToCap(params: SearchParams, now: Date, where: SQL | undefined): Promise<number> {
  // `offset 0` keeps the loop district by district: the planner may not flatten the subquery and
  // turn the loop inside out (every listing, then each district).
  const matches = params.search.length && !params.district
    ? sql`select 1 from (select ${areas.district} as name from ${areas} group by ${areas.district} order by count(*) desc) districts,
        lateral (select 1 from ${properties} where ${searchCondition(params, now, sql`districts.name`)} offset 0) listing`
    : sql`select 1 from ${properties} where ${where}`;
  const [total] = (
    await db().execute<{ value: number }>(sql`select count(*)::int as value from (${matches} limit ${SEARCH_COUNT_CAP + 1}) matches`)
  ).rows;
  return total?.value ?? 0;
}
