import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXAMPLE_INSPECTION_ID, EXAMPLE_LISTING_ID } from "../../server/api/functions/examples.ts";
import { inspectionResponses } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, createExampleFixture, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";

// The tenant's answer to an inspection through the API (issue 28): respondToInspection calls the use
// case the Inspections tab's "respond" calls, so only the tenancy's tenants answer, by the same rule.

const api = await startApi();
const fixture = await createExampleFixture();
const asOwner = await sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const asOther = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const asTenant = await sessionHeaders(api.url, fixture.tenant.email, fixture.tenant.password);

const answers = () =>
  db()
    .select({ userId: inspectionResponses.userId, area: inspectionResponses.area, acknowledged: inspectionResponses.acknowledged, comment: inspectionResponses.comment })
    .from(inspectionResponses)
    .where(eq(inspectionResponses.inspectionId, EXAMPLE_INSPECTION_ID));
const answer = (fields: Record<string, unknown>) => ({ PropertyID: EXAMPLE_LISTING_ID, InspectionID: EXAMPLE_INSPECTION_ID, area: "Kitchen", ...fields });
const code = async (response: Response) => (await response.json()).error?.code;

describe("respondToInspection", () => {
  it("the landlord is refused, anyone else is told the tenancy does not exist, and nothing is written", async () => {
    const landlord = await callFunction(api.url, "respondToInspection", answer({ acknowledged: true }), asOwner);
    expect(landlord.status).toBe(403);
    expect(await code(landlord)).toBe("forbidden");
    expect(await code(await callFunction(api.url, "respondToInspection", answer({ acknowledged: true }), asOther))).toBe("not_found");
    expect(await answers()).toEqual([]);
  });

  it("refuses an answer that neither acknowledges nor comments, as the web form does", async () => {
    const empty = await callFunction(api.url, "respondToInspection", answer({ comment: "  " }), asTenant);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.detail).toContain("comment");
    expect(await answers()).toEqual([]);
  });

  it("an inspection of another property is not found", async () => {
    const elsewhere = { ...answer({ acknowledged: true }), PropertyID: fixture.otherListing.id };
    expect(await code(await callFunction(api.url, "respondToInspection", elsewhere, asTenant))).toBe("not_found");
  });

  it("the tenant acknowledges an area, then answers it again with a comment, which replaces the first answer", async () => {
    expect((await callFunction(api.url, "respondToInspection", answer({ acknowledged: true }), asTenant)).status).toBe(200);
    expect(await answers()).toEqual([{ userId: fixture.tenant.id, area: "Kitchen", acknowledged: true, comment: "" }]);
    const again = await callFunction(api.url, "respondToInspection", answer({ comment: "The oven door is loose." }), asTenant);
    expect(await again.json()).toEqual({ success: true, result: "success" });
    expect(await answers()).toEqual([{ userId: fixture.tenant.id, area: "Kitchen", acknowledged: false, comment: "The oven door is loose." }]);
  });
});
