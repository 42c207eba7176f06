import { eq } from "drizzle-orm";
import { requestMessages, requests } from "../db/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailConversation } from "./conversation-mail.server.ts";
import { refuseBlocked } from "./conversation-rules.server.ts";
import { lockRequestFor, otherSide, requestParties } from "./request-participant.server.ts";

/**
 * A message in a request thread, from either side. The owner's first answer to a message marks it
 * replied; a sender the owner blocked writes no more. The other side is notified and mailed.
 */
export async function replyToRequest(userId: string, requestId: string, message: string, now = new Date()): Promise<void> {
  const { request, other } = await db().transaction(async (tx) => {
    const { request, side } = await lockRequestFor(tx, userId, requestId);
    if (side === "sender") await refuseBlocked(tx, request.ownerId, userId);
    await tx.insert(requestMessages).values({ requestId, authorId: userId, body: message, createdAt: now });
    const replied = side === "owner" && request.kind === "message" && request.status === "pending";
    await tx
      .update(requests)
      .set({ lastMessageAt: now, ...(replied ? { status: "replied" } : {}) })
      .where(eq(requests.id, requestId));
    const other = otherSide(request, side);
    await notify(tx, { userId: other.userId, kind: "message", subjectId: requestId, propertyId: request.propertyId, link: other.link });
    return { request, other };
  });
  await mailConversation(
    {
      propertyId: request.propertyId,
      preference: "requests",
      kind: "new-message",
      extra: () => ({ detail: message }),
    },
    requestParties(request),
    other.userId,
  );
}
