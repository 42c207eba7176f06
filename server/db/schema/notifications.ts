// Notifications.
import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS, type NotificationParams } from "../../../domain/notifications.ts";
import { createdAt, inList } from "./columns.ts";
import { users } from "./people.ts";
import { properties } from "./listings.ts";

// ----------------------------------------------------------- notifications

/**
 * What happened, for the person it concerns (decision 0047): the header's bell, `/notifications`
 * and the API read it. A kind (domain/notifications.ts), the record it is about (`subject_id`: an
 * offer, a request, a payment, a rent charge, an issue, a listing), its listing, where it opens,
 * and the figures of the moment; the words are built when read, in the reader's language.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    link: text("link").notNull(),
    params: jsonb("params").$type<NotificationParams>().notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_kind_known", inList("kind", NOTIFICATION_KINDS)),
    // The feed, newest first, and the bell's count of unread ones.
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_subject_idx").on(t.subjectId, t.userId),
  ],
);
