import { and, eq } from "drizzle-orm";
import { favorites, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { db } from "../runtime.server.ts";

/**
 * Saves a public listing to the user's favourites; saving it again changes nothing. A listing that
 * is not public cannot be saved (`not_found`, as its page says to a visitor).
 */
export async function saveFavorite(userId: string, propertyId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), publicListing(new Date())))
      .for("share")
      .limit(1);
    if (!listing) throw new AppError("not_found");
    await tx.insert(favorites).values({ userId, propertyId }).onConflictDoNothing();
  });
}

/** Removes a favourite, public or not any more; removing it twice changes nothing. */
export async function removeFavorite(userId: string, propertyId: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)));
  });
}
