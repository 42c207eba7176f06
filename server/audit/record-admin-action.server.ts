import { eq } from "drizzle-orm";
import type { AuditKind, AuditRecordType, AuditSnapshot } from "../../domain/audit.ts";
import type { Transaction } from "../db/client.server.ts";
import { adminAudit, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";

export interface AdminAction {
  adminId: string;
  kind: AuditKind;
  record: { type: AuditRecordType; id: string | number };
  before: AuditSnapshot;
  after: AuditSnapshot;
  reason?: string | null;
  at?: Date;
}

/**
 * Writes an admin action to the audit trail (decision 0065) in the transaction that makes the
 * change, so the row exists exactly when the change does. The admin's email is copied as it is now.
 */
export async function recordAdminAction(tx: Transaction, action: AdminAction): Promise<void> {
  const [admin] = await tx.select({ email: users.email }).from(users).where(eq(users.id, action.adminId));
  if (!admin) throw new AppError("forbidden");
  await tx.insert(adminAudit).values({
    adminId: action.adminId,
    adminEmail: admin.email,
    kind: action.kind,
    recordType: action.record.type,
    recordId: String(action.record.id),
    before: action.before,
    after: action.after,
    reason: action.reason ?? null,
    ...(action.at ? { at: action.at } : {}),
  });
}
