import { and, eq } from "drizzle-orm";
import { lockConversation } from "../conversations/conversation-stack.server.ts";
import { userBlocks } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { requestStack } from "./request-participant.server.ts";

/**
 * The owner of a request blocks (or unblocks) its sender: no new request, offer or message from
 * them to this owner. Only the owner of the thread may (its sender gets `forbidden`).
 */
export async function setSenderBlocked(ownerId: string, requestId: string, blocked: boolean): Promise<void> {
  await db().transaction(async (tx) => {
    const { row: request, side } = await lockConversation(tx, requestStack, ownerId, requestId);
    if (side !== "owner") throw new AppError("forbidden");
    if (blocked) await tx.insert(userBlocks).values({ ownerId, blockedId: request.senderId }).onConflictDoNothing();
    else await tx.delete(userBlocks).where(and(eq(userBlocks.ownerId, ownerId), eq(userBlocks.blockedId, request.senderId)));
  });
}
