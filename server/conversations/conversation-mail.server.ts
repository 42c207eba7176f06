import { eq, inArray } from "drizzle-orm";
import { isLocale, type Locale } from "../../domain/locale.ts";
import type { MailPreferenceKind } from "../../domain/notifications.ts";
import { properties, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import type { MailData, MailKind } from "../mail/mail-kinds.server.ts";
import type { MailJob, MailJobWithout } from "../mail/queue-mail.server.ts";
import { mailSummary } from "../mail/render-mail.server.ts";
import { notifyByMail } from "../notifications/notify-by-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";

export interface Party {
  userId: string;
  /** The thread's address for this person, from the site's root. */
  link: string;
}

/** What every conversation mail names: the reader, the link, the listing and the other person. */
type Named = "name" | "url" | "listingTitle" | "senderName";

/** The kinds of mail that name the listing and the other person. */
type ConversationKind = { [K in MailKind]: Named extends keyof MailData<K> ? K : never }[MailKind];

/** One kind of conversation mail, and what it needs beyond the reader's name, the link, the listing and the other person, per reader's language. */
export type ConversationMail = {
  [K in ConversationKind]: { kind: K; extra?: (locale: Locale) => Omit<MailData<K>, Named> & Pick<MailJob, "calendar"> };
}[ConversationKind];

/**
 * Mails people of a conversation (its two `people`) about one event, each in their language,
 * naming the other, as each chose for requests or offers (`preference`, decision 0027: each mail,
 * a line in the daily digest whose words are the mail's first sentence, or none). `to` picks the
 * readers: both, or one of them (the other side of the event). Called after the event committed
 * (pg-boss has its own connection).
 */
export async function mailConversation(
  about: { propertyId: string; preference: Extract<MailPreferenceKind, "requests" | "offers"> },
  mail: ConversationMail,
  people: [Party, Party],
  to: "both" | string,
): Promise<void> {
  const [listing] = await db().select({ title: properties.title }).from(properties).where(eq(properties.id, about.propertyId));
  const rows = await db()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((party) => party.userId),
      ),
    );
  const base = publicUrl(runtime().env);
  for (const [index, party] of people.entries()) {
    if (to !== "both" && to !== party.userId) continue;
    const reader = rows.find((person) => person.id === party.userId);
    const other = rows.find((person) => person.id === people[1 - index]!.userId);
    if (!reader || reader.deletedAt || !other) continue;
    const locale = isLocale(reader.locale) ? reader.locale : "en";
    const { calendar, ...extra } = mail.extra?.(locale) ?? {};
    // The compiler cannot follow the kind into its data: `extra` is typed by the kind above.
    const data = {
      name: reader.firstName,
      url: `${base}${party.link}`,
      listingTitle: listing?.title ?? "",
      senderName: `${other.firstName} ${other.lastName}`.trim(),
      ...extra,
    } as MailData<typeof mail.kind>;
    await notifyByMail({
      userId: reader.id,
      kind: about.preference,
      mail: { to: reader.email, kind: mail.kind, locale, data, ...(calendar ? { calendar } : {}) } as MailJobWithout<"unsubscribeUrl">,
      // A held notification's line in the daily digest: its mail's first sentence.
      digestLine: mailSummary(mail.kind, locale, data),
    });
  }
}
