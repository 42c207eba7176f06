import type { Transaction } from "../db/client.server.ts";
import type { NotificationKind } from "../../domain/notifications.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailNews, partiesOf, type ConversationNews, type ConversationStack, type ConversationTypes } from "./conversation-stack.server.ts";

/**
 * Threads nobody answered in time expire, for every kind: `due` picks them (locked rows another
 * instance is expiring are skipped, and each passed the kind's own rule); each gets the same new
 * state and a message from the system; both sides are notified, then mailed after it commits.
 * Answers how many expired.
 */
export async function expireConversations<T extends ConversationTypes>(
  stack: ConversationStack<T>,
  now: Date,
  due: (tx: Transaction) => Promise<Array<T["row"]>>,
  expiry: { change: T["change"]; message: T["message"]; notice: NotificationKind; mail: (row: T["row"]) => ConversationNews["mail"] },
): Promise<number> {
  const expired = await db().transaction(async (tx) => {
    const rows = await due(tx);
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    await stack.update(tx, ids, expiry.change);
    await stack.append(
      tx,
      ids.map((threadId) => ({ threadId, authorId: null, createdAt: now, ...expiry.message })),
    );
    for (const row of rows)
      for (const party of partiesOf(stack, row))
        await notify(tx, { userId: party.userId, kind: expiry.notice, subjectId: row.id, propertyId: row.propertyId, link: party.link });
    return rows;
  });
  for (const row of expired) await mailNews(stack, { propertyId: row.propertyId, parties: partiesOf(stack, row) }, expiry.mail(row), "both");
  return expired.length;
}
