import type { Transaction } from "../db/client.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { lockConversation, partiesOf, mailNews, type ConversationNews, type ConversationStack, type ConversationTypes } from "./conversation-stack.server.ts";

/** A move the kind's own rule allowed: the thread's new state, the message kept, and the news. */
export interface ConversationMove<T extends ConversationTypes> extends ConversationNews {
  change: T["change"];
  message: T["message"];
}

/**
 * One move in a thread by one of its two people, for every kind of conversation: lock the thread
 * (anyone else: `not_found`), ask the kind's rule (`rule` throws its refusal), write the new state,
 * keep the message, notify the other side, in one transaction; then the mail.
 */
export async function applyConversationMove<T extends ConversationTypes>(
  stack: ConversationStack<T>,
  userId: string,
  id: string,
  now: Date,
  rule: (tx: Transaction, thread: { row: T["row"]; side: T["side"] }) => Promise<ConversationMove<T>>,
): Promise<void> {
  const { thread, other, mail } = await db().transaction(async (tx) => {
    const thread = await lockConversation(tx, stack, userId, id);
    const move = await rule(tx, thread);
    await stack.update(tx, [id], move.change);
    await stack.append(tx, [{ threadId: id, authorId: userId, createdAt: now, ...move.message }]);
    const parties = partiesOf(stack, thread.row);
    const [owner, visitor] = parties;
    const other = thread.side === stack.sides[0] ? visitor : owner;
    await notify(tx, { userId: other.userId, ...move.notice, subjectId: id, propertyId: thread.row.propertyId, link: other.link });
    return { thread: { propertyId: thread.row.propertyId, parties }, other: other.userId, mail: move.mail };
  });
  await mailNews(stack, thread, mail, other);
}
