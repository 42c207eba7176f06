import { moveIssueStatus, postIssueMessage } from "../../tenants/issue-thread.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_ISSUES, EXAMPLE_LISTING_ID } from "./examples.ts";
import { doneOutput, issueMessageInput, moveIssueInput, moveIssueOutput } from "./tenancy-issues.schema.ts";

const TAG = "Tenancies";
const PARTIES_RULE =
  "The property's landlord and its current tenants; a former tenant reads the thread but writes nothing (409 `tenancy_ended`), anyone else gets 404, and so does an issue of another property.";

export const issueMessage = defineFunction({
  name: "issueMessage",
  tag: TAG,
  summary: "Write in an issue's thread",
  description: `The Issues tab's reply: the message joins the issue's thread, which the landlord and the tenants read (rentAccount's issues, the web's Issues tab). ${PARTIES_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended"],
  rateLimits: [{ per: "caller", max: 120, windowSeconds: 60 * 60 }],
  input: issueMessageInput,
  output: doneOutput,
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, IssueID: EXAMPLE_ISSUES.message, body: "A plumber comes on Thursday morning, is 9 am fine?" },
    output: { result: "success" },
  },
  async handler({ PropertyID, IssueID, body }, { caller }) {
    await postIssueMessage(caller.id, PropertyID, IssueID, body);
    return { result: "success" as const };
  },
});

export const moveIssue = defineFunction({
  name: "moveIssue",
  tag: TAG,
  summary: "Move an issue on: start, resolve, confirm or reopen",
  description: `The Issues tab's buttons: the landlord starts an open issue or resolves it (its reporter is notified), a tenant confirms a resolved one (closed) or reopens it. A move that is the other party's is 403 \`forbidden\`; one the issue's status does not allow is 409 \`transition_not_allowed\`. The move is written in the thread. ${PARTIES_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "transition_not_allowed"],
  input: moveIssueInput,
  output: moveIssueOutput,
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, IssueID: EXAMPLE_ISSUES.move, action: "resolve" },
    output: { status: "resolved" },
  },
  async handler({ PropertyID, IssueID, action }, { caller }) {
    return { status: await moveIssueStatus(caller.id, PropertyID, IssueID, action) };
  },
});
