import { z } from "zod";
import { requestedPage } from "./paging.ts";

// The audit trail of admin actions (decision 0065): what an admin did to money or a listing,
// written in the same transaction as the change, never edited.

/** What an admin did: a closed list (the table's check refuses any other). */
export const AUDIT_KINDS = [
  "listing_approved",
  "listing_rejected",
  "listing_changed",
  "payment_confirmed",
  "payment_rejected",
  "payment_refunded",
  "credits_adjusted",
  "promo_created",
  "promo_paused",
  "promo_resumed",
  "role_granted",
  "role_revoked",
  "owner_verified",
  "owner_unverified",
  "exchange_rate_set",
  "plan_updated",
  "setting_updated",
  "report_resolved",
  "report_dismissed",
  "price_reverted",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The kind of record an action changed. */
export const AUDIT_RECORD_TYPES = ["listing", "payment", "user", "promo_code", "exchange_rate", "plan", "setting", "report"] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** A record's fields as they were before and after the action (null: the record did not exist, or is gone). */
export type AuditSnapshot = Record<string, unknown> | null;

export const AUDIT_PAGE_SIZE = 25;

/** One row of /admin/audit. */
export interface AuditEntry {
  id: number;
  at: string;
  adminEmail: string;
  kind: AuditKind;
  recordType: AuditRecordType;
  recordId: string;
  before: AuditSnapshot;
  after: AuditSnapshot;
  reason: string | null;
}

const day = z.iso.date().optional().catch(undefined);

/** /admin/audit's filters, read from the address; anything malformed is no filter. */
export const auditFiltersSchema = z.object({
  admin: z.string().trim().max(100).optional().catch(undefined),
  kind: z.enum(AUDIT_KINDS).optional().catch(undefined),
  record: z.string().trim().max(100).optional().catch(undefined),
  from: day,
  to: day,
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** The filters and page of /admin/audit's address. */
export function auditQuery(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters = auditFiltersSchema.parse({
    admin: params.get("admin") || undefined,
    kind: params.get("kind") || undefined,
    record: params.get("record") || undefined,
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
  });
  return { filters, page: requestedPage(params.get("page"), 100_000) };
}

/** The fields an action changed, each with its value before and after (every field when one side is missing). */
export function auditChanges(before: AuditSnapshot, after: AuditSnapshot): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => !before || !after || JSON.stringify(change.before) !== JSON.stringify(change.after));
}
