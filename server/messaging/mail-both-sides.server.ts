import { eq, inArray } from "drizzle-orm";
import { isLocale, type Locale } from "../../domain/locale.ts";
import { properties, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { type MailJob, queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";

export interface Party {
  userId: string;
  /** The thread's address for this person, from the site's root. */
  link: string;
}

/**
 * Mails both people of a conversation about the same event, each in their language, naming the
 * other. Called after the event committed (pg-boss has its own connection). `extra` adds what
 * the kind needs, per reader.
 */
export async function mailBothSides(
  propertyId: string,
  parties: [Party, Party],
  kind: MailJob["kind"],
  extra: (locale: Locale) => Partial<MailJob["data"]> & Pick<MailJob, "calendar">,
): Promise<void> {
  const [listing] = await db().select({ title: properties.title }).from(properties).where(eq(properties.id, propertyId));
  const people = await db()
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, parties.map((party) => party.userId)));
  const base = publicUrl(runtime().env);
  for (const [index, party] of parties.entries()) {
    const reader = people.find((person) => person.id === party.userId);
    const other = people.find((person) => person.id === parties[1 - index]!.userId);
    if (!reader || reader.deletedAt || !other) continue;
    const locale = isLocale(reader.locale) ? reader.locale : "en";
    const { calendar, ...data } = extra(locale);
    await queueMail({
      to: reader.email,
      kind,
      locale,
      data: { name: reader.firstName, url: `${base}${party.link}`, listingTitle: listing?.title ?? "", senderName: `${other.firstName} ${other.lastName}`.trim(), ...data },
      ...(calendar ? { calendar } : {}),
    });
  }
}
