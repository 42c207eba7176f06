import { eq, inArray } from "drizzle-orm";
import { isLocale, type Locale } from "../../domain/locale.ts";
import type { MailPreferenceKind } from "../../domain/notifications.ts";
import { properties, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { MAIL_COPY } from "../mail/copy/index.ts";
import type { MailJob } from "../mail/queue-mail.server.ts";
import { notifyByMail } from "../notifications/notify-by-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";

export interface Party {
  userId: string;
  /** The thread's address for this person, from the site's root. */
  link: string;
}

export interface ConversationMail {
  propertyId: string;
  /** The preference the reader set for this kind of mail (decision 0027). */
  preference: Extract<MailPreferenceKind, "requests" | "offers">;
  kind: MailJob["kind"];
  /** What the kind needs beyond the reader's name, the link, the listing and the other person, per reader's language. */
  extra?: (locale: Locale) => Partial<MailJob["data"]> & Pick<MailJob, "calendar">;
}

/**
 * Mails people of a conversation (its two `people`) about one event, each in their language,
 * naming the other, as each chose for requests or offers (each mail, a line in the daily digest
 * whose words are the mail's first sentence, or none). `to` picks the readers: both, or one of
 * them (the other side of the event). Called after the event committed (pg-boss has its own
 * connection).
 */
export async function mailConversation(mail: ConversationMail, people: [Party, Party], to: "both" | string): Promise<void> {
  const [listing] = await db().select({ title: properties.title }).from(properties).where(eq(properties.id, mail.propertyId));
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
    const data = {
      name: reader.firstName,
      url: `${base}${party.link}`,
      listingTitle: listing?.title ?? "",
      senderName: `${other.firstName} ${other.lastName}`.trim(),
      ...extra,
    };
    await notifyByMail({
      userId: reader.id,
      kind: mail.preference,
      mail: {
        to: reader.email,
        kind: mail.kind,
        locale,
        data,
        ...(calendar ? { calendar } : {}),
      },
      digestLine: digestLine(mail.kind, locale, data),
    });
  }
}

/** A held notification's line in the daily digest: its mail's first sentence, in the reader's language. */
function digestLine(kind: MailJob["kind"], locale: Locale, data: MailJob["data"]): string {
  const { intro, subject } = MAIL_COPY[kind][locale];
  return (typeof intro === "function" ? intro(data) : intro)[0] ?? subject;
}
