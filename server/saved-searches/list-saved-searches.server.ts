import { desc, eq } from "drizzle-orm";
import { savedSearches } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { type SavedSearch, savedSearchColumns } from "./saved-search.server.ts";

/** The user's saved searches, newest first. */
export async function listSavedSearches(userId: string): Promise<SavedSearch[]> {
  const rows = await db().select(savedSearchColumns).from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt));
  return rows as SavedSearch[];
}
