import { applyConversationMove } from "../conversations/apply-conversation-move.server.ts";
import { refuseBlocked } from "../conversations/conversation-rules.server.ts";
import { requestStack } from "./request-participant.server.ts";

/**
 * A message in a request thread, from either side. The owner's first answer to a message marks it
 * replied; a sender the owner blocked writes no more. The other side is notified and mailed.
 */
export async function replyToRequest(userId: string, requestId: string, message: string, now = new Date()): Promise<void> {
  await applyConversationMove(requestStack, userId, requestId, now, async (tx, { row: request, side }) => {
    if (side === "sender") await refuseBlocked(tx, request.ownerId, userId);
    const replied = side === "owner" && request.kind === "message" && request.status === "pending";
    return {
      change: { lastMessageAt: now, ...(replied ? { status: "replied" } : {}) },
      message: { body: message },
      notice: { kind: "message" },
      mail: { kind: "new-message", to: "other", extra: () => ({ detail: message }) },
    };
  });
}
