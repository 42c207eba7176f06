import { and, count, desc, eq } from "drizzle-orm";
import type { ListingType } from "../../domain/listing.ts";
import {
  type AlertFrequency,
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

export interface SavedSearch {
  id: string;
  name: string;
  listingType: ListingType;
  query: string;
  frequency: AlertFrequency;
  createdAt: Date;
  lastAlertedAt: Date | null;
}

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  listingType: savedSearches.listingType,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
  lastAlertedAt: savedSearches.lastAlertedAt,
};

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
      .returning(columns);
    return row as SavedSearch;
  });
}

/** The user's saved searches, newest first. */
export async function listSavedSearches(userId: string): Promise<SavedSearch[]> {
  const rows = await db().select(columns).from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt));
  return rows as SavedSearch[];
}

/** Changes how often a search alerts; another user's search is not found. */
export async function setAlertFrequency(userId: string, savedSearchId: string, frequency: AlertFrequency): Promise<void> {
  await db().transaction(async (tx) => {
    const changed = await tx
      .update(savedSearches)
      .set({ frequency })
      .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    if (!changed.length) throw new AppError("not_found");
  });
}

/** Deletes a saved search and what it matched; another user's search is not found. */
export async function deleteSavedSearch(userId: string, savedSearchId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const deleted = await tx
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    if (!deleted.length) throw new AppError("not_found");
  });
}
