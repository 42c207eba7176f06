import { and, eq } from "drizzle-orm";
import type { AlertFrequency } from "../../domain/saved-searches.ts";
import { savedSearches } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";

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
