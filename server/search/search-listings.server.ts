import { and, asc, desc, eq, gt, gte, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { lastSearchPage, SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, type SearchParams, priceTop, ROOMS_TOP, SIZE_TOP } from "../../domain/search.ts";
import type { SearchResult } from "../../domain/search-result.ts";
import { featureMask } from "../../domain/listing-features.ts";
import { DAY_MS } from "../../domain/days.ts";
import { PRICE_REDUCED_DAYS } from "../../domain/price-history.ts";
import { areas, districtKeywords, featuredKeywords, marketDayOf, priceBandKeywords, properties } from "../db/schema.ts";
import { type ListingCardRow, selectListingCards, toListingCards } from "../listings/listing-cards.server.ts";
import { readDb } from "../runtime.server.ts";
import { filterSetKey, knownOverCap, rememberOverCap } from "./count-cache.server.ts";
import { bucketPrefixes, featuredBuckets, featuredSpan, newestDays } from "./featured-buckets.server.ts";
import { featuredOrder, type FeaturedOrderColumns, newestFirst } from "./featured-order.server.ts";
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
 * `inDistrict` stands for the district when the count goes district by district. The results
 * map counts its clusters with it too (map-markers.server.ts).
 */
export function searchCondition(params: SearchParams, now: Date, inDistrict?: SQL): SQL | undefined {
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
    params.reduced ? gt(properties.priceReducedAt, new Date(now.getTime() - PRICE_REDUCED_DAYS * DAY_MS)) : undefined,
    params.price_min > 0 ? gte(price, params.price_min) : undefined,
    params.price_max < priceTop(params) ? lte(price, params.price_max) : undefined,
    params.size_min > 0 ? gte(properties.size, params.size_min) : undefined,
    params.size_max < SIZE_TOP ? lte(properties.size, params.size_max) : undefined,
    params.bedroom_min > 0 ? gte(properties.bedroom, params.bedroom_min) : undefined,
    params.bedroom_max < ROOMS_TOP ? lte(properties.bedroom, params.bedroom_max) : undefined,
    params.bathroom_min > 0 ? gte(properties.bathroom, params.bathroom_min) : undefined,
    params.bathroom_max < ROOMS_TOP ? lte(properties.bathroom, params.bathroom_max) : undefined,
    ...featureConditions(params),
  );
}

/**
 * Decision 0037: the features, the floor and the hours of state power, tested on the public
 * indexes' entries (they carry `feature_bits`, `floor` and `state_power_hours`), so they narrow
 * whichever index plan the other filters chose without visiting the table.
 */
function featureConditions(params: SearchParams): Array<SQL | undefined> {
  const mask = featureMask(params.features);
  return [
    mask ? sql`${properties.featureBits} & ${mask} = ${mask}` : undefined,
    params.floor_min !== undefined ? gte(properties.floor, params.floor_min) : undefined,
    params.floor_max !== undefined ? lte(properties.floor, params.floor_max) : undefined,
    params.power_hours_min !== undefined ? gte(properties.statePowerHours, params.power_hours_min) : undefined,
  ];
}

// Each order is written as its public index is declared, so it is an index scan; the id settles
// ties, so pages never overlap.

/** The columns an order reads: the table's, or the same columns of a subquery over it. */
type SortColumns = FeaturedOrderColumns & Record<"usdPriceCalculated" | "lbpPriceCalculated" | "size", AnyPgColumn>;

/** The order's columns that a subquery carries beside the card's own, for `searchOrder` over it. */
const sortColumns = {
  priority: properties.priority,
  boosted: properties.boosted,
  marketDay: marketDayOf(properties).as("market_day"),
  qualityScore: properties.qualityScore,
  marketDate: properties.marketDate,
};

function searchOrder(params: SearchParams, columns: SortColumns = properties): SQL[] {
  const price = params.currency === "LBP" ? columns.lbpPriceCalculated : columns.usdPriceCalculated;
  switch (params.sort) {
    case "featured":
      return featuredOrder(columns);
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
  const counted = overCap ? Promise.resolve(SEARCH_COUNT_CAP + 1) : countUpToCap(params, now, where);
  const [rows, count] = await Promise.all([pageOf(params, now, where, counted), counted]);
  if (!overCap && count > SEARCH_COUNT_CAP) rememberOverCap(filterSet, now.getTime());
  // Past the last page: the last page is served and named (decision 0038); the pages within cost nothing more.
  const last = lastSearchPage(count);
  if (rows.length === 0 && params.page > last) {
    const lastRows = await pageOf({ ...params, page: last }, now, where, counted);
    return { results: await toListingCards(lastRows, now), count, page: last };
  }
  return { results: await toListingCards(rows, now), count, page: params.page };
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
 * The page, read the way that suits the search (ARCHITECTURE.md "Keywords"). Words with no
 * district, owner or area are read by buckets of the page's order, whatever the page: the featured
 * and newest orders by priority, boost and market day (decision 0033), a USD price by price band
 * (decision 0019), its first ten pages walking the price index first. Words in a district
 * first walk the district's listings in the page's order, then read its tokens. Everything else is
 * one query the planner plans.
 */
async function pageOf(params: SearchParams, now: Date, where: SQL | undefined, counted: Promise<number>): Promise<ListingCardRow[]> {
  if (!params.search.length) return page(params, where);
  // The filters but the words, shared by the walk and the buckets.
  const others = searchCondition({ ...params, search: [] }, now);
  // An owner's or an area's listings are few: the planner reads them through their own index.
  const everywhere = params.district === undefined && !params.owner && !params.area;
  if (everywhere && (params.sort === "featured" || params.sort === "newest")) return pageByFeaturedBuckets(params, others, where, await counted);
  const byPriceBands = everywhere && params.currency === "USD" && (params.sort === "price_asc" || params.sort === "price_desc");
  if (!byPriceBands && params.district === undefined) return page(params, where);
  const budget = walkBudget(params);
  const walked = budget <= WALK_BUDGET_MAX ? await pageByWalking(params, others, budget) : null;
  return walked ?? (byPriceBands ? pageByPriceBands(params, others) : page(params, where));
}

const pageOffset = (params: SearchParams) => (params.page - 1) * SEARCH_PAGE_SIZE;

function page(params: SearchParams, where: SQL | undefined) {
  return selectListingCards(readDb())
    .where(where)
    .orderBy(...searchOrder(params))
    .limit(SEARCH_PAGE_SIZE)
    .offset(pageOffset(params));
}

/**
 * How many listings, in the page's order, are read looking for the words: enough for a word held
 * by one row in 20 to fill the page, 1,000 at least. The walk stops at the page's last match, so
 * the budget is spent whole only by rarer words, which then read the tokens. Past 5,000 (page 10)
 * the tokens or bands are read straight away.
 */
const walkBudget = (params: SearchParams) => Math.max(1_000, 20 * (pageOffset(params) + SEARCH_PAGE_SIZE));
const WALK_BUDGET_MAX = 5_000;

/**
 * The page of words read by walking the listings that pass the other filters (the district's,
 * with one) in the page's order (the sort's index) and testing the words on each row: a word in a
 * few percent of them gives a page within a few hundred rows, where the district's tokens would
 * read every match and sort them (45 ms for "furnished" in Beirut, newest first). Null when the
 * budget runs out first.
 */
async function pageByWalking(params: SearchParams, others: SQL | undefined, budget: number): Promise<ListingCardRow[] | null> {
  const walked = selectListingCards(readDb(), {
    keywords: properties.keywords,
    ...sortColumns,
  })
    .where(others)
    .orderBy(...searchOrder(params))
    .limit(budget)
    .as("walked");
  // The same order over the subquery's columns: the planner keeps its order, with no sort step.
  const rows = await readDb()
    .select()
    .from(walked)
    .where(holdsEveryWord(walked.keywords, params.search))
    .orderBy(...searchOrder(params, walked))
    .limit(SEARCH_PAGE_SIZE)
    .offset(pageOffset(params));
  return rows.length === SEARCH_PAGE_SIZE ? rows : null;
}

/**
 * The page of words sorted by USD price, read band by band (migration 0013): "villa" with four
 * bedrooms or more, cheapest first, read the price index through 142,000 cheaper sales (110 ms);
 * the bands hold its cheapest 24 within a few hundred rows. The walk goes first on the first ten
 * pages: a word frequent among cheap listings would fill a page from one band's long list.
 */
function pageByPriceBands(params: SearchParams, others: SQL | undefined): Promise<ListingCardRow[]> {
  const lowestFirst = priceBandsBetween(params.price_min, params.price_max < priceTop(params) ? params.price_max : undefined).map((band) => `$${band}`);
  return pageByBuckets(params, others, params.sort === "price_asc" ? lowestFirst : lowestFirst.toReversed(), (band) =>
    holdsEveryToken(priceBandKeywords(properties), params.search, band),
  );
}

/**
 * The page of words in the featured or the newest order, read bucket by bucket (decision 0033):
 * the featured order's buckets are a priority, a boost and a market day ("3+20781"); the newest
 * order reads a day's buckets of every priority and boost at once. A frequent word fills any page
 * from the first few buckets' short lists (where the planner walked the featured index through
 * thousands of rows, or read and sorted the word's whole list), a rare one costs one short read
 * per bucket (a few hundred).
 */
async function pageByFeaturedBuckets(params: SearchParams, others: SQL | undefined, where: SQL | undefined, count: number): Promise<ListingCardRow[]> {
  const span = await featuredSpan(params.listing_type);
  const tokens = featuredKeywords(properties);
  const prefixes = bucketPrefixes(span);
  const buckets = params.sort === "featured" ? featuredBuckets(span) : newestDays(span);
  const probes = buckets.length * (params.sort === "featured" ? 1 : prefixes.length);
  if (fewEnoughToSort(count, params, probes)) return pageOfEveryMatch(params, where);
  if (params.sort === "featured") return pageByBuckets(params, others, buckets, (bucket) => holdsEveryToken(tokens, params.search, bucket));
  return pageByBuckets(params, others, buckets, (day) => or(...prefixes.map((prefix) => holdsEveryToken(tokens, params.search, sql`${prefix} || ${day}`))));
}

/**
 * Whether reading every match of the words and sorting them costs less than the buckets. The
 * buckets fill a page after about (offset + 24) × probes / matches probes (the matches spread
 * over the buckets), a read of every match costs one row each: sort when matches² is at most
 * (offset + 24) × probes. The buckets span every market day from the oldest public listing's to
 * the newest's, so a rare word's probes grow with that span, not with its matches: one listing on
 * the market since 2000 made a two-word search of 26 matches 59,000 probes (21 s on a loaded
 * machine). An uncounted total (over the cap) is never few.
 */
export function fewEnoughToSort(count: number, params: SearchParams, probes: number): boolean {
  return count <= SEARCH_COUNT_CAP && count * count <= (pageOffset(params) + SEARCH_PAGE_SIZE) * probes;
}

/**
 * The page among every match of the words, sorted: `offset 0` keeps the matches a query of their
 * own, which the planner reads from the words' lists (the only order it need not keep), where
 * with the page's order and limit it may walk the order's index testing the words on each row.
 */
function pageOfEveryMatch(params: SearchParams, where: SQL | undefined): Promise<ListingCardRow[]> {
  const matches = selectListingCards(readDb(), sortColumns).where(where).offset(0).as("matches");
  return readDb()
    .select()
    .from(matches)
    .orderBy(...searchOrder(params, matches))
    .limit(SEARCH_PAGE_SIZE)
    .offset(pageOffset(params));
}

/** The listing's words scoped to a bucket (an index expression) hold every word scoped to it. */
function holdsEveryToken(scopedKeywords: SQL, words: string[], bucket: SQL): SQL {
  return sql`${scopedKeywords} @> listing_keyword_tokens(${sql.param(words)}::text[], ${bucket})`;
}

/**
 * The page read bucket by bucket, the buckets in the page's order: each bucket's matches (the
 * short list of its tokens) in the page's order, and the loop stops at the first buckets that fill
 * the page. `unnest` gives the buckets in the array's order and the join loops over them in it, so
 * the rows come bucket by bucket, each in the page's order: the page's order.
 */
async function pageByBuckets(
  params: SearchParams,
  others: SQL | undefined,
  buckets: string[],
  inBucket: (bucket: SQL) => SQL | undefined,
): Promise<ListingCardRow[]> {
  const offset = pageOffset(params);
  const listing = selectListingCards(readDb())
    .where(and(others, inBucket(sql`buckets.bucket`)))
    .orderBy(...searchOrder(params))
    .limit(offset + SEARCH_PAGE_SIZE)
    .as("listing");
  const rows = await readDb()
    .select({ listing: listing._.selectedFields })
    .from(sql`unnest(${sql.param(buckets)}::text[]) as buckets(bucket)`)
    .crossJoinLateral(listing)
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
  const matches =
    params.search.length && !params.district
      ? sql`select 1 from (select ${areas.district} as name from ${areas} group by ${areas.district} order by count(*) desc) districts,
        lateral (select 1 from ${properties} where ${searchCondition(params, now, sql`districts.name`)} offset 0) listing`
      : sql`select 1 from ${properties} where ${where}`;
  const [total] = (await readDb().execute<{ value: number }>(sql`select count(*)::int as value from (${matches} limit ${SEARCH_COUNT_CAP + 1}) matches`)).rows;
  return total?.value ?? 0;
}
