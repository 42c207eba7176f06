import { and, asc, gte, lt, sql } from "drizzle-orm";
import { listingPath } from "../../domain/listing-url.ts";
import { properties, publicRow } from "../db/schema.ts";
import { readDb } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

/** The sitemap protocol's ceiling per file. */
export const SITEMAP_MAX_URLS = 50_000;
// Pages are planned with room to spare: ids are random, so a page's share varies a little.
const PLANNED_PER_PAGE = 40_000;
const UUID_SPACE = 1n << 128n;

function uuidAt(value: bigint): string {
  const hex = value.toString(16).padStart(32, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * How many listing pages the sitemap has. Listing ids are random UUIDs, so page n is the n-th of
 * equal id ranges: a keyset range read through the primary key, the same whichever instance
 * answers, with no state to share. The count reads the public partial index only.
 */
export async function listingSitemapPages(): Promise<number> {
  const [row] = (await readDb().execute<{ count: number }>(sql`select count(*)::int as count from ${properties} where ${publicRow(properties)}`)).rows;
  return Math.max(1, Math.ceil((row?.count ?? 0) / PLANNED_PER_PAGE));
}

export interface SitemapListing {
  path: string;
  updatedAt: Date;
}

/** Page `page` (1-based) of `pages`: public listings whose id falls in its range, by id. */
export async function listingSitemapPage(page: number, pages: number, now = new Date()): Promise<SitemapListing[]> {
  const low = (UUID_SPACE * BigInt(page - 1)) / BigInt(pages);
  const high = (UUID_SPACE * BigInt(page)) / BigInt(pages);
  const rows = await readDb()
    .select({ id: properties.id, listingType: properties.listingType, title: properties.title, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(gte(properties.id, uuidAt(low)), page < pages ? lt(properties.id, uuidAt(high)) : undefined, publicListing(now)))
    .orderBy(asc(properties.id))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((row) => ({ path: listingPath(row), updatedAt: row.updatedAt }));
}
