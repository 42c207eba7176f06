import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { internationalDigits } from "../../domain/contact.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { RequestEvent, RequestThread } from "../../domain/request-views.ts";
import type { RequestKind, RequestStatus } from "../../domain/requests.ts";
import { properties, requestMessages, requests, userBlocks, users } from "../db/schema.ts";
import { markThreadRead } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { ofParticipant, sideOf } from "../conversations/conversation-stack.server.ts";
import { requestStack } from "./request-participant.server.ts";

const sender = alias(users, "sender");
const owner = alias(users, "owner");

/**
 * One request thread for one of its two people (null for anyone else), with every message; the
 * reader's notifications about it become read. The owner's phone shows only when the listing's
 * contact method offers a call or WhatsApp.
 */
export async function requestThread(userId: string, requestId: string): Promise<RequestThread | null> {
  const [row] = await db()
    .select({
      request: requests,
      listing: { id: properties.id, title: properties.title, listingType: properties.listingType, contactMethod: properties.contactMethod },
      sender: { firstName: sender.firstName, lastName: sender.lastName },
      owner: { firstName: owner.firstName, lastName: owner.lastName, phone: owner.phone, countryCode: owner.countryCode },
      blockedBy: userBlocks.ownerId,
    })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .innerJoin(sender, eq(sender.id, requests.senderId))
    .innerJoin(owner, eq(owner.id, requests.ownerId))
    .leftJoin(userBlocks, and(eq(userBlocks.ownerId, requests.ownerId), eq(userBlocks.blockedId, requests.senderId)))
    .where(ofParticipant(requestStack, userId, requestId))
    .limit(1);
  if (!row) return null;
  const side = sideOf(requestStack, row.request, userId);
  const messages = await db().select().from(requestMessages).where(eq(requestMessages.requestId, requestId)).orderBy(asc(requestMessages.id));
  await markThreadRead(db(), userId, requestId);
  const byPhone = row.listing.contactMethod.some((method) => method === "Phone call" || method === "WhatsApp");
  const person = side === "owner" ? row.sender : row.owner;
  return {
    id: row.request.id,
    kind: row.request.kind as RequestKind,
    status: row.request.status as RequestStatus,
    side,
    preferredDates: (row.request.preferredDates ?? []).map((date) => date.toISOString()),
    tourAt: row.request.tourAt?.toISOString() ?? null,
    answerBy: row.request.answerBy?.toISOString() ?? null,
    listing: { id: row.listing.id, title: row.listing.title, path: listingPath(row.listing) },
    other: {
      name: `${person.firstName} ${person.lastName}`.trim(),
      phoneDigits: side === "sender" && byPhone ? internationalDigits(row.owner.countryCode, row.owner.phone) : "",
    },
    blocked: side === "owner" && row.blockedBy !== null,
    canWrite: side === "owner" || row.blockedBy === null,
    messages: messages.map((message) => ({
      id: message.id,
      mine: message.authorId === userId,
      event: message.event as RequestEvent,
      body: message.body,
      at: message.at?.toISOString() ?? null,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
