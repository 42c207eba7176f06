import { eq } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { properties, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";

/**
 * Tells a listing's owner, in their language, what moderation decided. Called
 * right after the decision commits (pg-boss has its own connection, so the
 * mail is never queued for a decision that rolled back).
 */
export async function mailListingOwner(
  propertyId: string,
  decision: { kind: "listing-approved" } | { kind: "listing-rejected" | "listing-changes-rejected"; reason: string },
): Promise<void> {
  const [row] = await db()
    .select({ title: properties.title, email: users.email, firstName: users.firstName, locale: users.locale, deletedAt: users.deletedAt })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId));
  if (!row || row.deletedAt) return;
  const base = publicUrl(runtime().env);
  const about = { name: row.firstName, listingTitle: row.title };
  await queueMail({
    to: row.email,
    locale: isLocale(row.locale) ? row.locale : "en",
    ...(decision.kind !== "listing-approved"
      ? { kind: decision.kind, data: { ...about, url: `${base}/editlisting/${propertyId}`, reason: decision.reason } }
      : { kind: decision.kind, data: { ...about, url: `${base}/dashboard` } }),
  });
}
