import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import type { MailPreferenceKind } from "../../domain/notifications.ts";
import { mailDigestItems, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { unsubscribeUrl } from "./unsubscribe-link.server.ts";

/** A digest lists at most this many lines (the rest are on the site). */
const DIGEST_LINES = 50;

/**
 * The daily digest: one mail per user and kind with the notifications held since the last one.
 * The lines are taken and deleted in one transaction, the mails queued after it commits: a line is
 * mailed at most once.
 */
export async function sendDigests(): Promise<number> {
  const taken = await db().transaction(async (tx) => {
    const rows = await tx
      .delete(mailDigestItems)
      .where(inArray(mailDigestItems.id, sql`(select id from ${mailDigestItems} order by id limit 10000 for update skip locked)`))
      .returning();
    return rows;
  });
  const groups = new Map<string, { userId: string; kind: MailPreferenceKind; lines: string[] }>();
  for (const row of taken.sort((a, b) => a.id - b.id)) {
    const key = `${row.userId}:${row.kind}`;
    const group = groups.get(key) ?? { userId: row.userId, kind: row.kind as MailPreferenceKind, lines: [] };
    group.lines.push(row.line);
    groups.set(key, group);
  }
  const base = publicUrl(runtime().env);
  for (const group of groups.values()) {
    const [reader] = await db()
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(and(eq(users.id, group.userId), isNull(users.deletedAt)));
    if (!reader) continue;
    await queueMail({
      to: reader.email,
      kind: "notification-digest",
      locale: isLocale(reader.locale) ? reader.locale : "en",
      data: { name: reader.firstName, url: `${base}/profile/settings`, items: group.lines.slice(0, DIGEST_LINES) },
      unsubscribeUrl: unsubscribeUrl(group.userId, { kind: group.kind }),
    });
  }
  return groups.size;
}
