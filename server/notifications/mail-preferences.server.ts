import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_DELIVERY, type MailDelivery, MAIL_PREFERENCE_KINDS, type MailPreferenceKind, type MailPreferences } from "../../domain/notifications.ts";
import { mailPreferences } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** How `userId` wants mails of `kind`: each mail (no choice stored), a daily digest, or none. */
export async function mailPreference(userId: string, kind: MailPreferenceKind): Promise<MailDelivery> {
  const [row] = await db()
    .select({ delivery: mailPreferences.delivery })
    .from(mailPreferences)
    .where(and(eq(mailPreferences.userId, userId), eq(mailPreferences.kind, kind)));
  return (row?.delivery as MailDelivery | undefined) ?? DEFAULT_DELIVERY;
}

/** Every kind's delivery, for the settings page. */
export async function allMailPreferences(userId: string): Promise<MailPreferences> {
  const rows = await db().select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  const stored = new Map(rows.map((row) => [row.kind, row.delivery as MailDelivery]));
  return Object.fromEntries(MAIL_PREFERENCE_KINDS.map((kind) => [kind, stored.get(kind) ?? DEFAULT_DELIVERY])) as MailPreferences;
}

/** Saves the given kinds' deliveries (always the session's user: never an id from a form). */
export async function setMailPreferences(userId: string, choices: Partial<MailPreferences>): Promise<void> {
  const rows = Object.entries(choices).map(([kind, delivery]) => ({ userId, kind, delivery }));
  if (!rows.length) return;
  await db().transaction(async (tx) => {
    await tx
      .insert(mailPreferences)
      .values(rows)
      .onConflictDoUpdate({ target: [mailPreferences.userId, mailPreferences.kind], set: { delivery: sql`excluded.delivery`, updatedAt: new Date() } });
  });
}
