import { desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Box } from "../../domain/conversations.ts";
import { properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import type { ConversationStack, ConversationTypes } from "./conversation-stack.server.ts";

/** The user's threads of one box: received as the listing's owner, or sent. */
export function inBox<T extends ConversationTypes>(stack: ConversationStack<T>, userId: string, box: Box): SQL {
  return eq(box === "received" ? stack.columns.owner : stack.columns.visitor, userId);
}

/** The listings the user's threads of one box are about, for the filter. */
export async function conversationListings<T extends ConversationTypes>(
  stack: ConversationStack<T>,
  userId: string,
  box: Box,
): Promise<Array<{ id: string; title: string }>> {
  const ids = db()
    .selectDistinct({ id: stack.columns.property })
    .from(stack.table)
    .where(inBox(stack, userId, box));
  return db().select({ id: properties.id, title: properties.title }).from(properties).where(inArray(properties.id, ids)).orderBy(properties.title).limit(200);
}

/**
 * The box `/requests` and `/offers` open on without one asked: the one holding the user's newest
 * thread, so a sender who has only sent lands on Sent, not on an empty Received.
 */
export async function openingBox<T extends ConversationTypes>(stack: ConversationStack<T>, userId: string): Promise<Box> {
  const { owner, visitor, lastAt } = stack.columns;
  const [newest] = await db()
    .select({ visitor })
    .from(stack.table)
    .where(or(eq(owner, userId), eq(visitor, userId)))
    .orderBy(desc(lastAt))
    .limit(1);
  return newest?.visitor === userId ? "sent" : "received";
}
