import { and, eq } from "drizzle-orm";
import { renameSavedSearchSchema } from "../../domain/saved-searches.ts";
import { savedSearches } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";

/** Gives a saved search a new name (trimmed, 1 to 80 characters); another user's search is not found. */
export async function renameSavedSearch(userId: string, savedSearchId: string, name: string): Promise<void> {
  const parsed = renameSavedSearchSchema.parse({ name });
  await db().transaction(async (tx) => {
    const changed = await tx
      .update(savedSearches)
      .set({ name: parsed.name })
      .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    if (!changed.length) throw new AppError("not_found");
  });
}
