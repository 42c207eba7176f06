import { and, eq, gt, lte, sql } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { listingReminders, properties, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { notifyListingOwner } from "../notifications/notifications.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { applyListingTransition } from "./apply-transition.server.ts";
import { DAY_MS } from "../../domain/days.ts";

const REMINDER_DAYS = 3;
const BATCH = 500;

type Reminder = "expiring" | "expired";

/**
 * Records the reminder and queues its mail in one transaction: a reminder
 * already recorded (by this run or another instance's) is not sent again.
 */
async function remind(listing: { id: string; title: string; expiresOn: Date; ownerId: string }, kind: Reminder): Promise<void> {
  await db().transaction(async (tx) => {
    const [recorded] = await tx
      .insert(listingReminders)
      .values({ propertyId: listing.id, kind, expiresOn: listing.expiresOn })
      .onConflictDoNothing()
      .returning({ propertyId: listingReminders.propertyId });
    if (!recorded) return;
    if (kind === "expiring") await notifyListingOwner(tx, listing.id, "listing_expiring", { on: listing.expiresOn.toISOString() });
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, listing.ownerId));
    if (!owner || owner.deletedAt) return;
    await queueMail({
      to: owner.email,
      kind: kind === "expiring" ? "listing-expiring" : "listing-expired",
      locale: isLocale(owner.locale) ? owner.locale : "en",
      data: { name: owner.firstName, url: `${publicUrl(runtime().env)}/dashboard`, listingTitle: listing.title },
    });
  });
}

/** The scheduled job: reminds owners 3 days before expiry, then expires and tells them. */
export async function expireListings(now = new Date()): Promise<{ reminded: number; expired: number }> {
  const soon = new Date(now.getTime() + REMINDER_DAYS * DAY_MS);
  const columns = { id: properties.id, title: properties.title, expiresOn: properties.expiresOn, ownerId: properties.ownerId };

  const expiring = await db()
    .select(columns)
    .from(properties)
    .where(and(eq(properties.status, "Approved"), gt(properties.expiresOn, now), lte(properties.expiresOn, soon)))
    .limit(BATCH);
  for (const listing of expiring) await remind({ ...listing, expiresOn: listing.expiresOn! }, "expiring");

  const due = await db()
    .select(columns)
    .from(properties)
    .where(and(eq(properties.status, "Approved"), lte(properties.expiresOn, now)))
    .orderBy(sql`${properties.expiresOn}`)
    .limit(BATCH);
  let expired = 0;
  for (const listing of due) {
    try {
      await applyListingTransition({ propertyId: listing.id, actor: { kind: "system" }, action: { type: "expire" }, now });
      expired += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Another instance got there first (then the mail is still owed), or
      // the owner changed the listing meanwhile (then it is not).
      const [current] = await db().select({ status: properties.status }).from(properties).where(eq(properties.id, listing.id));
      if (current?.status !== "Expired") continue;
    }
    await remind({ ...listing, expiresOn: listing.expiresOn! }, "expired");
  }
  return { reminded: expiring.length, expired };
}
