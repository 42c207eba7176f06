import { and, eq, or } from "drizzle-orm";
import type { RequestSide } from "../../domain/requests.ts";
import type { Transaction } from "../db/client.server.ts";
import { requests } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";

export type RequestRow = typeof requests.$inferSelect;

/**
 * Locks a request thread for a write by one of its two people, and says which side they are.
 * Anyone else gets `not_found`: another person's conversation is not theirs to know about.
 */
export async function lockRequestFor(tx: Transaction, userId: string, requestId: string): Promise<{ request: RequestRow; side: RequestSide }> {
  const [request] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), or(eq(requests.ownerId, userId), eq(requests.senderId, userId))))
    .for("update")
    .limit(1);
  if (!request) throw new AppError("not_found");
  return { request, side: request.ownerId === userId ? "owner" : "sender" };
}

/** The other person of a thread, and where the thread opens for them. */
export function otherSide(request: RequestRow, side: RequestSide): { userId: string; link: string } {
  return side === "owner"
    ? { userId: request.senderId, link: `/requests?box=sent&thread=${request.id}` }
    : { userId: request.ownerId, link: `/requests?box=received&thread=${request.id}` };
}

/** A thread's two people, the owner first, each with where the thread opens for them. */
export function requestParties(request: Pick<RequestRow, "id" | "ownerId" | "senderId">): [{ userId: string; link: string }, { userId: string; link: string }] {
  return [
    { userId: request.ownerId, link: `/requests?box=received&thread=${request.id}` },
    { userId: request.senderId, link: `/requests?box=sent&thread=${request.id}` },
  ];
}
