import { z } from "zod";
import { ISSUE_ACTIONS, issueMessageSchema } from "../../../domain/issue-reports.ts";

// A tenancy's issue threads (/tenant/{id}/issues): a message and a move, for its landlord and its
// tenants. The message is the web form's own schema with the ids beside it.

const ids = {
  PropertyID: z.uuid().describe("The rented property; anyone but its landlord and its tenants gets 404"),
  IssueID: z.uuid().describe("An issue reported on it"),
};

export const issueMessageInput = issueMessageSchema
  .extend({ ...ids, body: issueMessageSchema.shape.body.describe("The message, up to 4,000 characters") })
  .strict();
export const moveIssueInput = z.strictObject({
  ...ids,
  action: z
    .enum(ISSUE_ACTIONS)
    .describe("start (the landlord, from open), resolve (the landlord, from open or in progress), confirm or reopen (a tenant, once resolved)"),
});
export const moveIssueOutput = z.object({ status: z.enum(["open", "in_progress", "resolved", "closed"]).describe("The issue's status after the move") });
export const doneOutput = z.object({ result: z.literal("success") });
