import type { Transaction } from "../db/client.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { openConversationOn, type ContactableListing } from "./conversation-rules.server.ts";
import { conversationParties, mailNews, type ConversationNews, type ConversationStack, type ConversationTypes } from "./conversation-stack.server.ts";

/** A new thread the kind's own rule allowed: its fields, its first message, and the owner's news. */
export interface ConversationOpening<T extends ConversationTypes> extends ConversationNews {
  thread: T["create"];
  message: T["message"];
}

/**
 * A visitor opens a conversation on a public listing, for every kind: the checks every new
 * conversation passes (`openConversationOn`: the listing, blocks, the daily limit), the kind's own
 * (`rule`), the thread and its first message, and the owner's notification, in one transaction;
 * then the owner's mail.
 */
export async function openConversation<T extends ConversationTypes>(
  stack: ConversationStack<T>,
  visitorId: string,
  propertyId: string,
  now: Date,
  rule: (tx: Transaction, listing: ContactableListing) => Promise<ConversationOpening<T>>,
): Promise<{ id: string }> {
  const { id, parties, mail } = await db().transaction(async (tx) => {
    const listing = await openConversationOn(tx, visitorId, propertyId, now);
    const opening = await rule(tx, listing);
    const id = await stack.create(tx, { propertyId, ownerId: listing.ownerId, visitorId, now, ...opening.thread });
    await stack.append(tx, [{ threadId: id, authorId: visitorId, createdAt: now, ...opening.message }]);
    const parties = conversationParties(stack, { id, ownerId: listing.ownerId, visitorId });
    await notify(tx, { userId: listing.ownerId, ...opening.notice, subjectId: id, propertyId, link: parties[0].link });
    return { id, parties, mail: opening.mail };
  });
  await mailNews(stack, { propertyId, parties }, mail, parties[0].userId);
  return { id };
}
