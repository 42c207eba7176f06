import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXAMPLE_INSPECTION_ID, EXAMPLE_LISTING_ID } from "../../server/api/functions/examples.ts";
import { inspectionFiles, inspectionResponses, inspections } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, callFunctionWithFiles, createExampleFixture, SAMPLE_JPEG, SAMPLE_PDF, type SentFile, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";

// Inspections through the API (issue 28): recordInspection and respondToInspection call the use cases
// the Inspections tab's "record" and "respond" call, so the same people act, by the same rules.

const api = await startApi();
const fixture = await createExampleFixture();
const asOwner = await sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const asOther = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const asTenant = await sessionHeaders(api.url, fixture.tenant.email, fixture.tenant.password);

const answers = () =>
  db()
    .select({
      userId: inspectionResponses.userId,
      area: inspectionResponses.area,
      acknowledged: inspectionResponses.acknowledged,
      comment: inspectionResponses.comment,
    })
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

describe("recordInspection", () => {
  const record = (headers: Record<string, string>, photoAreas: string[], photos: SentFile[]) =>
    callFunctionWithFiles(
      api.url,
      "recordInspection",
      {
        PropertyID: EXAMPLE_LISTING_ID,
        kind: "periodic",
        inspectedOn: "2026-12-01",
        areas: { Kitchen: { condition: "Needs repair", note: "The oven door is loose." } },
        photoAreas,
      },
      photos,
      headers,
    );
  const photo = (filename: string, data: Buffer = SAMPLE_JPEG): SentFile => ({ field: "photos", filename, data, type: "image/jpeg" });
  const counts = async () => ({ inspections: await db().$count(inspections), photos: await db().$count(inspectionFiles) });

  it("the tenant is refused, another user told the tenancy does not exist; a PDF as a photo and photos without their areas are refused; nothing is saved", async () => {
    const before = await counts();
    const tenant = await record(asTenant, ["Kitchen"], [photo("kitchen.jpg")]);
    expect(tenant.status).toBe(403);
    expect(await code(await record(asOther, ["Kitchen"], [photo("kitchen.jpg")]))).toBe("not_found");
    const pdf = await record(asOwner, ["Kitchen"], [{ field: "photos", filename: "kitchen.jpg", data: SAMPLE_PDF, type: "image/jpeg" }]);
    expect(pdf.status).toBe(415);
    const unnamed = await record(asOwner, ["Kitchen"], [photo("one.jpg"), photo("two.jpg")]);
    expect(unnamed.status).toBe(400);
    expect((await unnamed.json()).error.detail).toContain("photoAreas");
    expect(await counts()).toEqual(before);
  });

  it("the landlord records an inspection with a photo of the kitchen and one of the bedrooms, saved together", async () => {
    const before = await counts();
    const response = await record(asOwner, ["Kitchen", "Bedrooms"], [photo("kitchen.jpg"), photo("bedroom.jpg")]);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const [saved] = await db().select().from(inspections).where(eq(inspections.id, body.inspectionId));
    expect(saved).toMatchObject({ kind: "periodic", inspectedOn: "2026-12-01", recordedBy: fixture.owner.id });
    const photos = await db()
      .select({ area: inspectionFiles.area, type: inspectionFiles.contentType })
      .from(inspectionFiles)
      .where(eq(inspectionFiles.inspectionId, body.inspectionId));
    expect(photos.map((row) => row.area).sort()).toEqual(["Bedrooms", "Kitchen"]);
    expect(photos.every((row) => row.type === "image/jpeg")).toBe(true);
    expect(await counts()).toEqual({ inspections: before.inspections + 1, photos: before.photos + 2 });
  });
});
