// Jobs and operations: job checkpoints, the page cache's generations, the admin audit.
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AUDIT_KINDS, AUDIT_RECORD_TYPES, type AuditSnapshot } from "../../../domain/audit.ts";
import { inList } from "./columns.ts";

/** Where a recurring job got to (the saved-search matcher's last run). */
export const jobCheckpoints = pgTable("job_checkpoints", {
  name: text("name").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/**
 * The one number the visitor page cache checks (docs/decisions/0031): triggers (migration
 * `page_cache_generation`) add one at the commit of any transaction that changes a public listing
 * or its photos, so every process sees the change on its next request.
 */
export const pageCacheGeneration = pgTable(
  "page_cache_generation",
  {
    id: boolean("id").primaryKey().default(true),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("page_cache_generation_one_row", sql`${t.id}`)],
);

/**
 * What each generation changed, as tags (docs/decisions/0056): a cached page is dropped only when
 * one of its tags moves (`listing:<id>`, `search:<type>:<district or *>`, `listings`, `user:<id>`,
 * `rate`). Written by the same deferred triggers, at commit; pruned after an hour.
 */
export const pageCacheChanges = pgTable(
  "page_cache_changes",
  {
    generation: bigint("generation", { mode: "number" }).notNull(),
    tag: text("tag").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.generation, t.tag] }), index("page_cache_changes_at_idx").on(t.at)],
);

// ------------------------------------------------------------------- audit

/**
 * Every admin action on money or a listing (decision 0065), written in the action's transaction
 * by server/audit. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. The admin's
 * email is copied as it was, and no foreign key points out of it, so nothing cascades into it.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    kind: text("kind").notNull(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    before: jsonb("before").$type<AuditSnapshot>(),
    after: jsonb("after").$type<AuditSnapshot>(),
    reason: text("reason"),
  },
  (t) => [
    check("admin_audit_kind_known", inList("kind", AUDIT_KINDS)),
    check("admin_audit_record_type_known", inList("record_type", AUDIT_RECORD_TYPES)),
    index("admin_audit_at_idx").on(t.at.desc(), t.id.desc()),
    index("admin_audit_kind_idx").on(t.kind, t.at.desc()),
    index("admin_audit_record_idx").on(t.recordId, t.at.desc()),
    index("admin_audit_admin_idx").on(t.adminId, t.at.desc()),
  ],
);
