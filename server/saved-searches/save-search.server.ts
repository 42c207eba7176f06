import { count, eq } from "drizzle-orm";
import {
  SAVED_SEARCH_MAX,
  type SaveSearchInput,
  saveSearchSchema,
  savedSearchCriteria,
  savedSearchParams,
  savedSearchQuery,
} from "../../domain/saved-searches.ts";
import { savedSearches } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { type SavedSearch, savedSearchColumns } from "./saved-search.server.ts";

/**
 * Saves the search a results page shows, named. The query string is parsed as the page parses it
 * and stored without its page and order, with its filters as columns for the alert job's join.
 */
export async function saveSearch(userId: string, input: SaveSearchInput): Promise<SavedSearch> {
  const parsed = saveSearchSchema.parse(input);
  const params = savedSearchParams(parsed.listing_type, parsed.query.replace(/^\?/, ""));
  return db().transaction(async (tx) => {
    const [owned] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((owned?.n ?? 0) >= SAVED_SEARCH_MAX) throw new AppError("saved_search_limit");
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: parsed.name, frequency: parsed.frequency, query: savedSearchQuery(params), ...savedSearchCriteria(params) })
      .returning(savedSearchColumns);
    return row as SavedSearch;
  });
}
