import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  availableIssueActions,
  type IssueAction,
  type IssueCategory,
  type IssuesPage,
  type IssueStatus,
  type IssueUrgency,
  moveIssue,
} from "../../domain/issue-reports.ts";
import { issueFiles, issueMessages, issueReports, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { maySeeRecord, requireTenancyAccess, requireTenancyWrite, seenRecords } from "./tenancy-access.server.ts";
import { fileView } from "./tenancy-files.server.ts";

/**
 * A move of an issue's status by the landlord (start, resolve) or a tenant (confirm, reopen), with
 * an optional message; the move is written to the thread in the same transaction.
 */
export async function moveIssueStatus(userId: string, propertyId: string, issueId: string, action: IssueAction, body = ""): Promise<IssueStatus> {
  const access = await requireTenancyWrite(userId, propertyId);
  return db().transaction(async (tx) => {
    const [issue] = await tx
      .select({ status: issueReports.status, reportedBy: issueReports.reportedBy, createdAt: issueReports.createdAt })
      .from(issueReports)
      .where(and(eq(issueReports.id, issueId), eq(issueReports.propertyId, propertyId)))
      .for("update");
    if (!issue || !maySeeRecord(access, issue.createdAt)) throw new AppError("not_found");
    const moved = moveIssue(issue.status as IssueStatus, action, access.role === "landlord" ? "landlord" : "tenant");
    if (!moved.ok) throw new AppError(moved.error);
    await tx
      .update(issueReports)
      .set({ status: moved.status, updatedAt: sql`now()` })
      .where(eq(issueReports.id, issueId));
    await tx.insert(issueMessages).values({ issueId, authorId: userId, body: body.trim(), action });
    if (moved.status === "resolved" && issue.reportedBy && issue.reportedBy !== userId)
      await notify(tx, {
        userId: issue.reportedBy,
        kind: "issue_resolved",
        subjectId: issueId,
        propertyId,
        link: `/tenant/${propertyId}/issues#issue-${issueId}`,
      });
    return moved.status;
  });
}

/** A message in an issue's thread, by its landlord or a linked tenant. */
export async function postIssueMessage(userId: string, propertyId: string, issueId: string, body: string): Promise<void> {
  const access = await requireTenancyWrite(userId, propertyId);
  await db().transaction(async (tx) => {
    const [issue] = await tx
      .select({ createdAt: issueReports.createdAt })
      .from(issueReports)
      .where(and(eq(issueReports.id, issueId), eq(issueReports.propertyId, propertyId)));
    if (!issue || !maySeeRecord(access, issue.createdAt)) throw new AppError("not_found");
    await tx.insert(issueMessages).values({ issueId, authorId: userId, body });
    await tx
      .update(issueReports)
      .set({ updatedAt: sql`now()` })
      .where(eq(issueReports.id, issueId));
  });
}

/** The issues of a tenancy, newest first, with photos and threads, for its landlord and tenants. */
export async function listIssues(userId: string, propertyId: string): Promise<IssuesPage> {
  const access = await requireTenancyAccess(userId, propertyId);
  const rows = await db()
    .select({ issue: issueReports, reporterName: users.name })
    .from(issueReports)
    .innerJoin(users, eq(users.id, issueReports.reportedBy))
    .where(and(eq(issueReports.propertyId, propertyId), seenRecords(access, issueReports.createdAt)))
    .orderBy(desc(issueReports.createdAt));
  const ids = rows.map((row) => row.issue.id);
  const [photos, messages] = ids.length
    ? await Promise.all([
        db().select().from(issueFiles).where(inArray(issueFiles.issueId, ids)).orderBy(asc(issueFiles.createdAt)),
        db()
          .select({ message: issueMessages, authorName: users.name })
          .from(issueMessages)
          .innerJoin(users, eq(users.id, issueMessages.authorId))
          .where(inArray(issueMessages.issueId, ids))
          .orderBy(asc(issueMessages.createdAt)),
      ])
    : [[], []];
  const viewerRole = access.role === "landlord" ? "landlord" : "tenant";
  return {
    role: access.role,
    title: access.property.title,
    issues: rows.map(({ issue, reporterName }) => ({
      id: issue.id,
      description: issue.description,
      category: issue.category as IssueCategory,
      urgency: issue.urgency as IssueUrgency,
      status: issue.status as IssueStatus,
      reporterName,
      createdAt: issue.createdAt.toISOString(),
      photos: photos.filter((photo) => photo.issueId === issue.id).map((photo) => fileView("issue", photo)),
      thread: messages
        .filter(({ message }) => message.issueId === issue.id)
        .map(({ message, authorName }) => ({
          id: message.id,
          authorName,
          mine: message.authorId === userId,
          body: message.body,
          action: message.action as IssueAction | null,
          createdAt: message.createdAt.toISOString(),
        })),
      actions: access.role === "former-tenant" ? [] : availableIssueActions(issue.status as IssueStatus, viewerRole),
    })),
  };
}
