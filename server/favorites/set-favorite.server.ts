import { and, eq } from "drizzle-orm";
import { favorites } from "../db/schema.ts";
import { lockPublicListing } from "../search/public-listing.server.ts";
import { db } from "../runtime.server.ts";

/**
 * Saves a public listing to the user's favourites; saving it again changes nothing. A listing that
 * is not public cannot be saved (`not_found`, as its page says to a visitor).
 */
export async function saveFavorite(userId: string, propertyId: string): Promise<void> {
  await db().transaction(async (tx) => {
    await lockPublicListing(tx, propertyId);
    await tx.insert(favorites).values({ userId, propertyId }).onConflictDoNothing();
  });
}

/** Removes a favourite, public or not any more; removing it twice changes nothing. */
export async function removeFavorite(userId: string, propertyId: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)));
  });
}
