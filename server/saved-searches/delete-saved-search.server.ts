import { and, eq } from "drizzle-orm";
import { savedSearches } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";

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
