import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { NOTIFICATION_KINDS, type NotificationKind, type UnreadCounts } from "../../domain/notifications.ts";
import type { Executor } from "../db/client.server.ts";
import { notifications } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** Tells a user about something new in a thread (`subjectId`), inside the caller's transaction. */
export async function notify(executor: Executor, userId: string, kind: NotificationKind, subjectId: string, link: string): Promise<void> {
  await executor.insert(notifications).values({ userId, kind, subjectId, link });
}

/** The user's unread notifications per kind, for the bell. */
export async function unreadCounts(userId: string): Promise<UnreadCounts> {
  const rows = await db()
    .select({ kind: notifications.kind, count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.kind);
  const counts = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 0])) as UnreadCounts;
  for (const row of rows) if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) counts[row.kind as NotificationKind] = row.count;
  return counts;
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
