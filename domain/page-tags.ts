import type { ListingType } from "./listing.ts";

// What a cached visitor page depends on (decision 0056): the same strings are written by the
// database triggers of migration `page_cache_tags`, so a change moves only the pages it touches,
// and are sent as the `Surrogate-Key` header, so a CDN in front can purge by them.

/** A listing's own page and any page showing it as a card. */
export const listingTag = (id: string) => `listing:${id}`;

/** An owner's public card (name, photo, number, badges), on their listings' pages. */
export const ownerTag = (id: string) => `user:${id}`;

/** Tags are words: lower case, anything else a hyphen (`Mount Lebanon` → `mount-lebanon`), as the trigger writes them. */
const word = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The search pages of a listing type in one district, or in every district (`*`). */
export const searchTag = (listingType: ListingType, district: string | undefined) =>
  `search:${word(listingType)}:${district === undefined ? "*" : word(district)}`;

/** The set of public listings and their order: what the home page's sections show. */
export const PUBLIC_SET_TAG = "listings";

/** The area price guides' figures (decision 0066), moved by each rollup: the guides and a listing page's comparison. */
export const PRICES_TAG = "prices";

/** The exchange rate, behind every price shown in the other currency. */
export const RATE_TAG = "rate";
