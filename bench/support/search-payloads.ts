// The search payloads the benches share (bench/search.ts at many clients, bench/one-client-searches.ts
// one at a time): the side-by-side mixes of decision 0033.
import { searchWords } from "../../domain/listing-prices.ts";
import type { SearchPayload } from "../../domain/search-schema.ts";

export const FILTER_MIX: SearchPayload[] = [
  { listing_type: "Rental", district: "Beirut", bedroom_min: 2, sort: "featured" },
  { listing_type: "Sale", property_type: "Apartment", price_min: 100000, price_max: 500000, sort: "price_asc" },
  { listing_type: "Rental", furnished: true, price_max: 1500, sort: "newest", page: 2 },
  { listing_type: "Sale", size_min: 150, bedroom_min: 3, sort: "featured" },
  { listing_type: "Rental", district: "Metn", property_category: "Residential", bathroom_min: 2, sort: "price_desc" },
];

export const KEYWORDS: SearchPayload[] = [
  { listing_type: "Rental", search: searchWords("sea view"), sort: "featured" },
  { listing_type: "Sale", search: searchWords("Achrafieh"), sort: "featured" },
  { listing_type: "Rental", search: searchWords("شقة"), sort: "featured" },
  { listing_type: "Sale", search: searchWords("villa Jounieh"), sort: "featured" },
  { listing_type: "Rental", search: searchWords("appartement Beyrouth"), sort: "featured" },
];

/**
 * Words with the filters a visitor adds to them: a district, a price range, rooms. A frequent word
 * with a district or a price range is where a plan that reads the word's whole list shows.
 */
export const KEYWORDS_AND_FILTERS: SearchPayload[] = [
  { listing_type: "Rental", search: searchWords("sea view"), district: "Metn", price_max: 1500, sort: "featured" },
  { listing_type: "Sale", search: searchWords("villa"), bedroom_min: 4, sort: "price_asc" },
  { listing_type: "Rental", search: searchWords("furnished"), district: "Beirut", sort: "newest" },
  { listing_type: "Sale", search: searchWords("شقة"), price_min: 100_000, price_max: 300_000, sort: "featured" },
  { listing_type: "Rental", search: searchWords("quiet"), district: "Keserwan", bedroom_min: 2, sort: "featured" },
];

/**
 * Words where the page, not the count, is the cost (decision 0033): two words with a listing type
 * on page 4 (95 matches: the planner walked the featured index through 8,000 rows for them), pages
 * deep in words held by tens of thousands of listings, in the featured, newest and price orders.
 */
export const KEYWORD_PAGES: SearchPayload[] = [
  { listing_type: "Rental", search: searchWords("apartment achrafieh"), sort: "featured", page: 4 },
  { listing_type: "Rental", search: searchWords("sea view"), sort: "featured", page: 30 },
  { listing_type: "Sale", search: searchWords("شقة"), sort: "newest", page: 20 },
  { listing_type: "Rental", search: searchWords("furnished"), sort: "featured", page: 45 },
  { listing_type: "Sale", search: searchWords("villa"), sort: "price_desc", page: 10 },
];
