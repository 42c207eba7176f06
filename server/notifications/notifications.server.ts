import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NotificationItem, NotificationKind, NotificationParams } from "../../domain/notifications.ts";
import type { Executor } from "../db/client.server.ts";
import { notifications, properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** The record it is about: an offer, a request, a payment, a rent charge, an issue, a listing. */
  subjectId: string;
  propertyId: string | null;
  link: string;
  params?: NotificationParams;
}

/** Tells a user what happened, inside the transaction of the change that caused it. */
export async function notify(executor: Executor, notification: NewNotification): Promise<void> {
  await executor.insert(notifications).values({ ...notification, params: notification.params ?? {} });
}

/** How many notifications the user has not read (the bell's badge: the partial index on unread rows). */
export async function unreadCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

export interface NotificationPage {
  items: NotificationItem[];
  /** Every notification the user has, read or not. */
  count: number;
  unread: number;
}

/** A page of the user's notifications, newest first, with the listing's title as it is now. */
export async function listNotifications(userId: string, page: { limit: number; skip: number }): Promise<NotificationPage> {
  const [rows, [total], unread] = await Promise.all([
    db()
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: properties.title,
        params: notifications.params,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .leftJoin(properties, eq(properties.id, notifications.propertyId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.skip),
    db().select({ count: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(userId),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      title: row.title ?? "",
      params: row.params,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    count: total?.count ?? 0,
    unread,
  };
}

/** Marks the user's notifications read: the ones named, or all of them. Someone else's ids change nothing. */
export async function markNotificationsRead(userId: string, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const marked = await db()
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, [...ids]) : undefined))
    .returning({ id: notifications.id });
  return marked.length;
}

/** Opens one of the user's notifications: marks it read and answers where it leads (null for anyone else's). */
export async function openNotification(userId: string, id: number): Promise<string | null> {
  const [row] = await db()
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ link: notifications.link });
  return row?.link ?? null;
}

/** The user has seen a thread: its notifications are read. */
export async function markThreadRead(executor: Executor, userId: string, subjectId: string): Promise<void> {
  await executor
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.subjectId, subjectId), isNull(notifications.readAt)));
}

/** Of these threads, the ones with something the user has not read. */
export async function unreadSubjects(userId: string, subjectIds: string[]): Promise<Set<string>> {
  if (!subjectIds.length) return new Set();
  const rows = await db()
    .selectDistinct({ subjectId: notifications.subjectId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.subjectId, subjectIds), isNull(notifications.readAt)));
  return new Set(rows.map((row) => row.subjectId));
}

/** Tells a listing's owner what happened to it (approved, rejected, about to expire). */
export async function notifyListingOwner(
  executor: Executor,
  propertyId: string,
  kind: "listing_approved" | "listing_rejected" | "listing_changes_rejected" | "listing_expiring",
  params: NotificationParams = {},
): Promise<void> {
  const [listing] = await executor.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, propertyId));
  if (!listing) return;
  const link = kind === "listing_rejected" || kind === "listing_changes_rejected" ? `/editlisting/${propertyId}` : "/dashboard";
  await notify(executor, { userId: listing.ownerId, kind, subjectId: propertyId, propertyId, link, params });
}
