import { inArray } from "drizzle-orm";
import type { RequestSide } from "../../domain/requests.ts";
import type { ConversationStack } from "../conversations/conversation-stack.server.ts";
import { requestMessages, requests } from "../db/schema.ts";

export type RequestRow = typeof requests.$inferSelect;

/** Tour requests and messages in the conversation shell (server/conversations/): the owner answers the sender. */
export const requestStack: ConversationStack<{
  row: RequestRow;
  side: RequestSide;
  create: Pick<typeof requests.$inferInsert, "kind" | "preferredDates" | "answerBy">;
  change: Partial<Pick<typeof requests.$inferInsert, "status" | "tourAt" | "answerBy" | "lastMessageAt">>;
  message: Pick<typeof requestMessages.$inferInsert, "event" | "body" | "at">;
}> = {
  table: requests,
  columns: { id: requests.id, owner: requests.ownerId, visitor: requests.senderId, property: requests.propertyId, lastAt: requests.lastMessageAt },
  visitorOf: (request) => request.senderId,
  sides: ["owner", "sender"],
  link: (id, side) => `/requests?box=${side === "owner" ? "received" : "sent"}&thread=${id}`,
  preference: "requests",
  async create(tx, { propertyId, ownerId, visitorId, now, ...request }) {
    const [created] = await tx
      .insert(requests)
      .values({ propertyId, senderId: visitorId, ownerId, ...request, lastMessageAt: now, createdAt: now })
      .returning({ id: requests.id });
    return created!.id;
  },
  async update(tx, ids, change) {
    await tx.update(requests).set(change).where(inArray(requests.id, ids));
  },
  async append(tx, entries) {
    await tx.insert(requestMessages).values(entries.map(({ threadId, ...message }) => ({ requestId: threadId, ...message })));
  },
};
