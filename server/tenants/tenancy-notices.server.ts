import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../db/client.server.ts";
import { tenancyNotices, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import type { TenancyAccess } from "./tenancy-access.server.ts";

export type NoticeKind = "lease_start" | "inspection_start" | "rent_due" | "rent_overdue" | "tenancy_ended";

/** Keeps a notice sent to a tenant, for the tenancy's Notices tab (lease start, inspection start, reminders). */
export async function recordNotice(
  executor: Executor,
  notice: { propertyId: string; userId: string; kind: NoticeKind; detail?: Record<string, string> },
): Promise<void> {
  await executor.insert(tenancyNotices).values({ ...notice, detail: notice.detail ?? {} });
}

export interface NoticeLine {
  id: string;
  kind: NoticeKind;
  tenantName: string;
  detail: Record<string, string>;
  sentAt: Date;
}

/** The notices of a tenancy, newest first: all of them for the landlord, a tenant's own for a tenant. */
export async function listNotices(userId: string, access: TenancyAccess): Promise<NoticeLine[]> {
  const own = access.role === "landlord" ? undefined : eq(tenancyNotices.userId, userId);
  const rows = await db()
    .select({ id: tenancyNotices.id, kind: tenancyNotices.kind, tenantName: users.name, detail: tenancyNotices.detail, sentAt: tenancyNotices.sentAt })
    .from(tenancyNotices)
    .innerJoin(users, eq(users.id, tenancyNotices.userId))
    .where(and(eq(tenancyNotices.propertyId, access.property.id), own))
    .orderBy(desc(tenancyNotices.sentAt))
    .limit(200);
  return rows.map((row) => ({ ...row, kind: row.kind as NoticeKind }));
}
