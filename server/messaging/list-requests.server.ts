import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Box, ConversationPage, ConversationWindow } from "../../domain/conversations.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { RequestSummary } from "../../domain/request-views.ts";
import type { RequestKind, RequestStatus } from "../../domain/requests.ts";
import { properties, requestMessages, requests, users } from "../db/schema.ts";
import { unreadSubjects } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { inBox } from "../conversations/conversation-boxes.server.ts";
import { requestStack } from "./request-participant.server.ts";

export interface RequestFilters {
  box: Box;
  propertyId?: string | undefined;
  status?: RequestStatus | undefined;
}

const other = alias(users, "other");

/** The user's received (as owner) or sent requests, newest activity first, filtered by listing and status: one page, and how many in all. */
export async function listRequests(userId: string, filters: RequestFilters, window: ConversationWindow): Promise<ConversationPage<RequestSummary>> {
  const matching = and(
    inBox(requestStack, userId, filters.box),
    filters.propertyId ? eq(requests.propertyId, filters.propertyId) : undefined,
    filters.status ? eq(requests.status, filters.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: requests.id,
        kind: requests.kind,
        status: requests.status,
        lastMessageAt: requests.lastMessageAt,
        listingId: properties.id,
        listingTitle: properties.title,
        listingType: properties.listingType,
        otherFirst: other.firstName,
        otherLast: other.lastName,
        preview: sql<
          string | null
        >`(select ${requestMessages.body} from ${requestMessages} where ${requestMessages.requestId} = ${requests.id} and ${requestMessages.body} <> '' order by ${requestMessages.id} desc limit 1)`,
      })
      .from(requests)
      .innerJoin(properties, eq(properties.id, requests.propertyId))
      .innerJoin(other, eq(other.id, filters.box === "received" ? requests.senderId : requests.ownerId))
      .where(matching)
      .orderBy(desc(requests.lastMessageAt), desc(requests.id))
      .limit(window.limit)
      .offset(window.skip),
    db().select({ count: count() }).from(requests).where(matching),
  ]);
  const unread = await unreadSubjects(
    userId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind as RequestKind,
    status: row.status as RequestStatus,
    listing: { id: row.listingId, title: row.listingTitle, path: listingPath({ id: row.listingId, listingType: row.listingType, title: row.listingTitle }) },
    otherName: `${row.otherFirst} ${row.otherLast}`.trim(),
    preview: row.preview ?? "",
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: unread.has(row.id),
  }));
  return { items, count: total?.count ?? 0 };
}
