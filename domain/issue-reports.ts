// A tenant's issue report (issue 16, decision 0029) as a small state machine: the landlord
// starts work and resolves, the tenant confirms the fix or reopens it. Pure; the server locks the
// row, applies `moveIssue` and records the move in the thread.
import { z } from "zod";
import { TENANCY_ROLES } from "./tenancy.ts";
import { tenancyFileViewSchema } from "./tenancy-files.ts";

export const ISSUE_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUE_CATEGORIES = ["plumbing", "electrical", "heating_cooling", "appliances", "structure", "pests", "other"] as const;
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];

export const ISSUE_URGENCIES = ["low", "normal", "urgent"] as const;
export type IssueUrgency = (typeof ISSUE_URGENCIES)[number];

export type IssueRole = "landlord" | "tenant";

export const ISSUE_ACTIONS = ["start", "resolve", "confirm", "reopen"] as const;
export type IssueAction = (typeof ISSUE_ACTIONS)[number];

/** Each move: who may make it, from which statuses, and where it leads. */
export const ISSUE_MOVES: Record<IssueAction, { by: IssueRole; from: readonly IssueStatus[]; to: IssueStatus }> = {
  start: { by: "landlord", from: ["open"], to: "in_progress" },
  resolve: { by: "landlord", from: ["open", "in_progress"], to: "resolved" },
  confirm: { by: "tenant", from: ["resolved"], to: "closed" },
  reopen: { by: "tenant", from: ["resolved"], to: "open" },
};

export type IssueMoveResult = { ok: true; status: IssueStatus } | { ok: false; error: "forbidden" | "transition_not_allowed" };

export function moveIssue(status: IssueStatus, action: IssueAction, role: IssueRole): IssueMoveResult {
  const move = ISSUE_MOVES[action];
  if (move.by !== role) return { ok: false, error: "forbidden" };
  if (!move.from.includes(status)) return { ok: false, error: "transition_not_allowed" };
  return { ok: true, status: move.to };
}

/** The moves `role` can make now (the buttons a screen shows). */
export function availableIssueActions(status: IssueStatus, role: IssueRole): IssueAction[] {
  return ISSUE_ACTIONS.filter((action) => moveIssue(status, action, role).ok);
}

export const ISSUE_TEXT_MAX = 4000;

/** The web form and `issueReport` check the same fields. */
export const issueReportSchema = z.object({
  description: z
    .string({ error: "tenantFiles.issues.descriptionRequired" })
    .trim()
    .min(1, "tenantFiles.issues.descriptionRequired")
    .max(ISSUE_TEXT_MAX, "tenantFiles.issues.descriptionLength"),
  category: z.enum(ISSUE_CATEGORIES).default("other"),
  urgency: z.enum(ISSUE_URGENCIES).default("normal"),
});

export const issueMessageSchema = z.object({
  body: z
    .string({ error: "tenantFiles.issues.messageRequired" })
    .trim()
    .min(1, "tenantFiles.issues.messageRequired")
    .max(ISSUE_TEXT_MAX, "tenantFiles.issues.descriptionLength"),
});

/** One issue with its photos and thread, as its landlord and tenants see it. */
export const issueViewSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  category: z.enum(ISSUE_CATEGORIES),
  urgency: z.enum(ISSUE_URGENCIES),
  status: z.enum(ISSUE_STATUSES),
  reporterName: z.string(),
  createdAt: z.iso.datetime(),
  photos: z.array(tenancyFileViewSchema),
  thread: z.array(
    z.object({
      id: z.uuid(),
      authorName: z.string(),
      mine: z.boolean(),
      body: z.string(),
      action: z.enum(ISSUE_ACTIONS).nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  actions: z.array(z.enum(ISSUE_ACTIONS)).describe("The moves the viewer can make now"),
});
export type IssueView = z.infer<typeof issueViewSchema>;

/** A tenancy's issues page: newest first. */
export const issuesPageSchema = z.object({ role: z.enum(TENANCY_ROLES), title: z.string(), issues: z.array(issueViewSchema) });
export type IssuesPage = z.infer<typeof issuesPageSchema>;
