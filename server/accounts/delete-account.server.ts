import { and, eq, ne } from "drizzle-orm";
import {
  authAccounts,
  bankInformations,
  favorites,
  mailDigestItems,
  mailPreferences,
  properties,
  savedSearches,
  sessions,
  userRoles,
  users,
} from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { inListingTransaction } from "../listings/apply-transition.server.ts";
import { isCurrentPassword } from "./verify-current-password.server.ts";

/**
 * The account's owner closes it (the settings page and the API's deleteAccount): the current
 * password first, then `deleteAccount`. Refusal: `current_password_wrong`, and nothing is closed.
 */
export async function deleteOwnAccount(userId: string, currentPassword: string): Promise<void> {
  if (!(await isCurrentPassword(userId, currentPassword))) throw new AppError("current_password_wrong");
  await deleteAccount(userId);
}

/**
 * "Delete my account": personal data goes, what the law and other users need
 * stays. Listings are taken down (soft-deleted, with their history); payments
 * and the credit ledger are kept for the accounting period, attached to an
 * anonymous row. One transaction; each listing goes down through the lifecycle's
 * `closeAccount`, recorded in its history like any other change.
 */
export async function deleteAccount(userId: string): Promise<void> {
  await inListingTransaction(async (tx, apply) => {
    const listings = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.ownerId, userId), ne(properties.status, "Deleted_Permanent")));
    for (const listing of listings) await apply({ propertyId: listing.id, actor: { kind: "user", userId, isAdmin: false }, action: { type: "closeAccount" } });
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
