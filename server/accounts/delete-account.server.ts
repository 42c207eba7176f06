import { eq } from "drizzle-orm";
import { authAccounts, bankInformations, favorites, mailDigestItems, mailPreferences, properties, propertyStatusHistory, savedSearches, sessions, userRoles, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * "Delete my account": personal data goes, what the law and other users need
 * stays. Listings are taken down (soft-deleted, with their history); payments
 * and the credit ledger are kept for the accounting period, attached to an
 * anonymous row. One transaction.
 */
export async function deleteAccount(userId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const listings = await tx
      .update(properties)
      .set({ status: "Deleted", visible: false, isDeleted: true })
      .where(eq(properties.ownerId, userId))
      .returning({ id: properties.id, status: properties.status });
    if (listings.length) {
      await tx.insert(propertyStatusHistory).values(
        listings.map((listing) => ({ propertyId: listing.id, actorId: userId, action: "account-deleted", toStatus: "Deleted", reason: "Owner deleted the account" })),
      );
    }
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(authAccounts).where(eq(authAccounts.userId, userId));
    await tx.delete(bankInformations).where(eq(bankInformations.userId, userId));
    await tx.delete(favorites).where(eq(favorites.userId, userId));
    // Saved searches (and what they matched), mail choices and held digest lines go with the person.
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.delete(mailPreferences).where(eq(mailPreferences.userId, userId));
    await tx.delete(mailDigestItems).where(eq(mailDigestItems.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    const anonymous = `deleted-${userId}@deleted.beitna.invalid`;
    await tx
      .update(users)
      .set({
        email: anonymous,
        username: anonymous,
        name: "",
        firstName: "",
        lastName: "",
        phone: "",
        image: null,
        emailVerified: false,
        lastDashboardSearch: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}
