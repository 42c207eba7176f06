import { describe, expect, it } from "vitest";
import { availableIssueActions, ISSUE_ACTIONS, ISSUE_MOVES, ISSUE_STATUSES, type IssueRole, issueReportSchema, moveIssue } from "../../domain/issue-reports.ts";

const ROLES: IssueRole[] = ["landlord", "tenant"];

describe("the issue state machine", () => {
  it("runs open → in progress → resolved → closed, each move by its side", () => {
    const started = moveIssue("open", "start", "landlord");
    expect(started).toEqual({ ok: true, status: "in_progress" });
    const resolved = moveIssue("in_progress", "resolve", "landlord");
    expect(resolved).toEqual({ ok: true, status: "resolved" });
    expect(moveIssue("resolved", "confirm", "tenant")).toEqual({ ok: true, status: "closed" });
  });

  it("a tenant who finds it not fixed reopens it; a landlord may resolve without starting", () => {
    expect(moveIssue("resolved", "reopen", "tenant")).toEqual({ ok: true, status: "open" });
    expect(moveIssue("open", "resolve", "landlord")).toEqual({ ok: true, status: "resolved" });
  });

  it("refuses every move by the wrong side, whatever the status", () => {
    for (const action of ISSUE_ACTIONS) {
      const wrong: IssueRole = ISSUE_MOVES[action].by === "landlord" ? "tenant" : "landlord";
      for (const status of ISSUE_STATUSES) expect(moveIssue(status, action, wrong)).toEqual({ ok: false, error: "forbidden" });
    }
  });

  it("refuses every move from a status not in its table", () => {
    let refused = 0;
    for (const action of ISSUE_ACTIONS) {
      for (const status of ISSUE_STATUSES.filter((candidate) => !ISSUE_MOVES[action].from.includes(candidate))) {
        expect(moveIssue(status, action, ISSUE_MOVES[action].by)).toEqual({ ok: false, error: "transition_not_allowed" });
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(8);
    // A closed issue is final: nobody moves it again.
    for (const role of ROLES) expect(availableIssueActions("closed", role)).toEqual([]);
    // The tenant cannot confirm what is not resolved yet; the landlord cannot start twice.
    expect(moveIssue("in_progress", "confirm", "tenant")).toEqual({ ok: false, error: "transition_not_allowed" });
    expect(moveIssue("in_progress", "start", "landlord")).toEqual({ ok: false, error: "transition_not_allowed" });
  });

  it("offers each side exactly the moves it can make", () => {
    expect(availableIssueActions("open", "landlord")).toEqual(["start", "resolve"]);
    expect(availableIssueActions("open", "tenant")).toEqual([]);
    expect(availableIssueActions("in_progress", "landlord")).toEqual(["resolve"]);
    expect(availableIssueActions("resolved", "tenant")).toEqual(["confirm", "reopen"]);
    expect(availableIssueActions("resolved", "landlord")).toEqual([]);
  });
});

describe("the report's fields", () => {
  it("needs a description, and defaults the category and urgency", () => {
    expect(issueReportSchema.safeParse({ description: "  " }).error?.issues[0]?.message).toBe("tenantFiles.issues.descriptionRequired");
    expect(issueReportSchema.parse({ description: " Tap leaks " })).toEqual({ description: "Tap leaks", category: "other", urgency: "normal" });
    expect(issueReportSchema.safeParse({ description: "x", urgency: "panic" }).success).toBe(false);
  });
});
