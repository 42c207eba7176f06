import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXAMPLE_ISSUES, EXAMPLE_LISTING_ID } from "../../server/api/functions/examples.ts";
import { issueFiles, issueMessages, issueReports } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, callFunctionWithFiles, createExampleFixture, SAMPLE_JPEG, SAMPLE_PDF, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

// A tenancy's issue threads through the API (issue 28): issueMessage and moveIssue call the use
// cases the Issues tab's actions call, so the same parties may act: the landlord and the tenants
// write, each party makes only its own moves, anyone else is told the tenancy does not exist.

const api = await startApi();
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const asOwner = await sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const asOther = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const asTenant = await sessionHeaders(api.url, fixture.tenant.email, fixture.tenant.password);

const issues = async () => ({
  statuses: (await db().select().from(issueReports).orderBy(asc(issueReports.id))).map((row) => [row.id, row.status]),
  messages: await db().$count(issueMessages),
});
const code = async (response: Response) => (await response.json()).error?.code;
const message = (IssueID: string, body: string) => ({ PropertyID: EXAMPLE_LISTING_ID, IssueID, body });
const move = (IssueID: string, action: string) => ({ PropertyID: EXAMPLE_LISTING_ID, IssueID, action });

describe("issue threads through the API", () => {
  it("another user is told the tenancy does not exist, and nothing changes", async () => {
    const before = await issues();
    expect(await code(await callFunction(api.url, "issueMessage", message(EXAMPLE_ISSUES.message, "Hello?"), asOther))).toBe("not_found");
    expect(await code(await callFunction(api.url, "moveIssue", move(EXAMPLE_ISSUES.move, "resolve"), asOther))).toBe("not_found");
    expect(await issues()).toEqual(before);
  });

  it("an issue of another property is not found, even for the landlord", async () => {
    const elsewhere = { PropertyID: fixture.otherListing.id, IssueID: EXAMPLE_ISSUES.message, body: "Hello?" };
    expect(await code(await callFunction(api.url, "issueMessage", elsewhere, asOwner))).toBe("not_found");
  });

  it("the landlord and the tenant both write in the thread; an empty message is refused as on the web", async () => {
    expect((await callFunction(api.url, "issueMessage", message(EXAMPLE_ISSUES.message, "A plumber comes on Thursday."), asOwner)).status).toBe(200);
    expect((await callFunction(api.url, "issueMessage", message(EXAMPLE_ISSUES.message, "Thursday is fine."), asTenant)).status).toBe(200);
    const thread = await db().select().from(issueMessages).where(eq(issueMessages.issueId, EXAMPLE_ISSUES.message)).orderBy(asc(issueMessages.createdAt));
    expect(thread.map((row) => [row.authorId, row.body])).toEqual([
      [fixture.owner.id, "A plumber comes on Thursday."],
      [fixture.tenant.id, "Thursday is fine."],
    ]);
    const empty = await callFunction(api.url, "issueMessage", message(EXAMPLE_ISSUES.message, "   "), asTenant);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.detail).toContain("body");
  });

  it("each party makes only its own moves: the tenant cannot resolve, the landlord cannot confirm", async () => {
    const before = await issues();
    const tenantResolves = await callFunction(api.url, "moveIssue", move(EXAMPLE_ISSUES.move, "resolve"), asTenant);
    expect(tenantResolves.status).toBe(403);
    expect(await code(tenantResolves)).toBe("forbidden");
    expect(await issues()).toEqual(before);

    const resolved = await (await callFunction(api.url, "moveIssue", move(EXAMPLE_ISSUES.move, "resolve"), asOwner)).json();
    expect(resolved).toEqual({ success: true, status: "resolved" });
    expect(await code(await callFunction(api.url, "moveIssue", move(EXAMPLE_ISSUES.move, "confirm"), asOwner))).toBe("forbidden");
    expect(await code(await callFunction(api.url, "moveIssue", move(EXAMPLE_ISSUES.move, "start"), asOwner))).toBe("transition_not_allowed");
    expect(await (await callFunction(api.url, "moveIssue", move(EXAMPLE_ISSUES.move, "confirm"), asTenant)).json()).toEqual({
      success: true,
      status: "closed",
    });
    const [row] = await db().select().from(issueReports).where(eq(issueReports.id, EXAMPLE_ISSUES.move));
    expect(row!.status).toBe("closed");
    // Each move is written in the thread.
    const thread = await db().select().from(issueMessages).where(eq(issueMessages.issueId, EXAMPLE_ISSUES.move));
    expect(thread.map((entry) => entry.action).sort()).toEqual(["confirm", "resolve"]);
  });
});

describe("issueReport with photos", () => {
  const report = { PersonID: fixture.tenant.id, PropertyID: EXAMPLE_LISTING_ID, Issue: "Water under the sink, photos attached.", Category: "plumbing" };
  const photo = (filename: string, data = SAMPLE_JPEG) => ({ field: "photos", filename, data, type: "image/jpeg" });

  it("a PDF sent as a photo is refused and no issue is opened", async () => {
    const before = await db().$count(issueReports);
    const refused = await callFunctionWithFiles(api.url, "issueReport", report, [photo("sink.jpg", SAMPLE_PDF)], asTenant);
    expect(refused.status).toBe(415);
    expect(await db().$count(issueReports)).toBe(before);
  });

  it("the tenant's report comes with its two photos, saved with it", async () => {
    const response = await callFunctionWithFiles(api.url, "issueReport", report, [photo("sink.jpg"), photo("floor.jpg")], asTenant);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const photos = await db().select({ type: issueFiles.contentType }).from(issueFiles).where(eq(issueFiles.issueId, body.IssueID));
    expect(photos).toEqual([{ type: "image/jpeg" }, { type: "image/jpeg" }]);
  });
});
