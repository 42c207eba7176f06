import { z } from "zod";
import { aliasedTable, and, count, desc, eq } from "drizzle-orm";
import { type ListingReportReason, type ListingReportStatus, REPORTS_PAGE_SIZE } from "../../domain/listing-reports.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { listingReports, properties, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

export interface AdminReport {
  id: string;
  reason: ListingReportReason;
  message: string;
  status: ListingReportStatus;
  createdAt: string;
  reporter: { name: string; email: string } | null;
  decided: { at: string; by: string } | null;
  listing: { id: string; title: string; path: string; status: string; ownerId: string };
}

const reporters = aliasedTable(users, "reporter");
const deciders = aliasedTable(users, "decider");

function selectReports() {
  return db()
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      message: listingReports.message,
      status: listingReports.status,
      createdAt: listingReports.createdAt,
      decidedAt: listingReports.decidedAt,
      reporterName: reporters.name,
      reporterEmail: reporters.email,
      deciderName: deciders.name,
      listingId: properties.id,
      listingType: properties.listingType,
      title: properties.title,
      listingStatus: properties.status,
      ownerId: properties.ownerId,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .leftJoin(reporters, eq(reporters.id, listingReports.reporterId))
    .leftJoin(deciders, eq(deciders.id, listingReports.decidedBy))
    .$dynamic();
}

type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

function toAdminReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    reason: row.reason as ListingReportReason,
    message: row.message,
    status: row.status as ListingReportStatus,
    createdAt: row.createdAt.toISOString(),
    reporter: row.reporterEmail !== null ? { name: row.reporterName ?? "", email: row.reporterEmail } : null,
    decided: row.decidedAt ? { at: row.decidedAt.toISOString(), by: row.deciderName ?? "" } : null,
    listing: {
      id: row.listingId,
      title: row.title,
      path: listingPath({ id: row.listingId, listingType: row.listingType, title: row.title }),
      status: row.listingStatus,
      ownerId: row.ownerId,
    },
  };
}

/** The admins' queue: reports of one status, newest first, a page at a time. */
export async function listListingReports(adminId: string, status: ListingReportStatus, page: number): Promise<{ reports: AdminReport[]; total: number }> {
  await requireAdmin(db(), adminId);
  const where = eq(listingReports.status, status);
  const [rows, [counted]] = await Promise.all([
    selectReports()
      .where(where)
      .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
      .limit(REPORTS_PAGE_SIZE)
      .offset((page - 1) * REPORTS_PAGE_SIZE),
    db().select({ total: count() }).from(listingReports).where(where),
  ]);
  return { reports: rows.map(toAdminReport), total: counted?.total ?? 0 };
}

/** One report, with how many other reports on the same listing are still open. */
export async function findListingReport(adminId: string, reportId: string): Promise<{ report: AdminReport; otherOpen: number }> {
  await requireAdmin(db(), adminId);
  if (!z.uuid().safeParse(reportId).success) throw new AppError("not_found");
  const [row] = await selectReports().where(eq(listingReports.id, reportId)).limit(1);
  if (!row) throw new AppError("not_found");
  const [others] = await db()
    .select({ total: count() })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, row.listingId), eq(listingReports.status, "open")));
  const otherOpen = (others?.total ?? 0) - (row.status === "open" ? 1 : 0);
  return { report: toAdminReport(row), otherOpen };
}

/** An admin resolves a report (they acted on the listing) or dismisses it; who and when are kept. */
export async function decideListingReport(adminId: string, reportId: string, decision: Exclude<ListingReportStatus, "open">, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const [before] = await tx.select({ status: listingReports.status }).from(listingReports).where(eq(listingReports.id, reportId)).for("update");
    if (!before) throw new AppError("not_found");
    await tx.update(listingReports).set({ status: decision, decidedAt: now, decidedBy: adminId }).where(eq(listingReports.id, reportId));
    await recordAdminAction(tx, {
      adminId,
      kind: decision === "resolved" ? "report_resolved" : "report_dismissed",
      record: { type: "report", id: reportId },
      before,
      after: { status: decision },
      at: now,
    });
  });
}
