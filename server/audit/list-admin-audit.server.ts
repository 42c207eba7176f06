import { and, count, desc, eq, gte, ilike, lte, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilters, type AuditKind, type AuditRecordType } from "../../domain/audit.ts";
import { beirutDayEnd, beirutLocalTime } from "../../domain/beirut-clock.ts";
import { escapeLike } from "../admin/search-users.server.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { adminAudit } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

function whereOf(filters: AuditFilters): SQL | undefined {
  const from = filters.from ? beirutLocalTime(`${filters.from}T00:00`) : null;
  return and(
    filters.admin ? ilike(adminAudit.adminEmail, `%${escapeLike(filters.admin)}%`) : undefined,
    filters.kind ? eq(adminAudit.kind, filters.kind) : undefined,
    filters.record ? eq(adminAudit.recordId, filters.record) : undefined,
    // Days are Beirut's, both ends included.
    from ? gte(adminAudit.at, from) : undefined,
    filters.to ? lte(adminAudit.at, beirutDayEnd(filters.to)) : undefined,
  );
}

/** /admin/audit: the admin actions matching the filters, newest first, a page at a time. */
export async function listAdminAudit(adminId: string, filters: AuditFilters, page: number): Promise<{ entries: AuditEntry[]; total: number }> {
  await requireAdmin(db(), adminId);
  const where = whereOf(filters);
  const [rows, [counted]] = await Promise.all([
    db()
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db().select({ total: count() }).from(adminAudit).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      adminEmail: row.adminEmail,
      kind: row.kind as AuditKind,
      recordType: row.recordType as AuditRecordType,
      recordId: row.recordId,
      before: row.before,
      after: row.after,
      reason: row.reason,
    })),
  };
}
