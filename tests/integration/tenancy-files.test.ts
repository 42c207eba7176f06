import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loader as tenancyFileLoader } from "../../app/routes/resources/tenancy-file.ts";
import { action as filesAction } from "../../app/routes/tenancy/files.tsx";
import { action as issuesAction } from "../../app/routes/tenancy/issues.tsx";
import { sessionContext } from "../../app/lib/session-context.ts";
import { inspectionSchema, inspectionsPageSchema } from "../../domain/inspections.ts";
import { issuesPageSchema } from "../../domain/issue-reports.ts";
import { INSPECTION_AREAS, initialInspectionHighlight } from "../../domain/listing.ts";
import { MAX_TENANCY_FILE_BYTES } from "../../domain/tenancy-files.ts";
import { addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { readRequestActor } from "../../server/auth/request-actor.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createInspection, createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { createUser, type CreatedUser } from "../../server/db/factories/users.server.ts";
import { inspectionFiles, inspections, issueReports, legalFiles, properties } from "../../server/db/schema.ts";
import { refusalOf } from "../../server/errors.server.ts";
import { readOutbox } from "../../server/mail/transport.server.ts";
import { db, privateStorage, storage } from "../../server/runtime.server.ts";
import { setInspectionPublic } from "../../server/tenants/inspection-highlight.server.ts";
import { respondToInspection } from "../../server/tenants/inspection-responses.server.ts";
import { listIssues, moveIssueStatus, postIssueMessage } from "../../server/tenants/issue-thread.server.ts";
import { listInspections } from "../../server/tenants/list-inspections.server.ts";
import { notifyInspectionStart } from "../../server/tenants/notify-inspection-start.server.ts";
import { recordInspection } from "../../server/tenants/record-inspection.server.ts";
import { reportIssue } from "../../server/tenants/report-issue.server.ts";
import { requireTenancyAccess } from "../../server/tenants/tenancy-access.server.ts";
import { listNotices } from "../../server/tenants/tenancy-notices.server.ts";
import { listTenancyFiles, readTenancyFile, tenancyFilesPage } from "../../server/tenants/tenancy-files.server.ts";
import { uploadTenancyFile } from "../../server/tenants/upload-tenancy-file.server.ts";
import { callFunction, cookieHeaders, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

const api = await startApi();
const outbox = await startTestJobsWithOutbox();

// A landlord and their rented property with a tenant and a former tenant; another landlord's
// property with its own tenant; and a stranger.
const landlord = await createUser(db(), { firstName: "Rami", lastName: "Haddad", locale: "fr" });
const tenant = await createUser(db(), { firstName: "Lina", lastName: "Aoun", locale: "ar" });
const coTenant = await createUser(db(), { firstName: "Omar", lastName: "Aoun" });
const formerTenant = await createUser(db(), { firstName: "Samir", lastName: "Nassar" });
const otherLandlord = await createUser(db(), { firstName: "Maya", lastName: "Frem" });
const otherTenant = await createUser(db(), { firstName: "Karim", lastName: "Saad" });
const stranger = await createUser(db(), { firstName: "Nour", lastName: "Khoury" });
const property = await createListing(db(), { ownerId: landlord.id, status: "Approved", visible: true });
const otherProperty = await createListing(db(), { ownerId: otherLandlord.id, status: "Approved", visible: true });
await createTenancy(db(), { propertyId: property.id, tenantId: tenant.id, lease: null });
await createTenancy(db(), { propertyId: property.id, tenantId: coTenant.id, lease: null });
// Ended a month ago: read-only for two years (decision 0028).
await createTenancy(db(), { propertyId: property.id, tenantId: formerTenant.id, lease: null, endedOn: addDays(beirutDay(), -30) });
await createTenancy(db(), { propertyId: otherProperty.id, tenantId: otherTenant.id, lease: null });

/** Everyone who must get nothing from `property`'s tenancy. */
const OUTSIDERS: Array<[string, CreatedUser]> = [
  ["another landlord", otherLandlord],
  ["another landlord's tenant", otherTenant],
  ["a stranger", stranger],
];

const pdf = (text = "lease") => Buffer.from(`%PDF-1.7\n1 0 obj << /Title (${text}) >> endobj\ntrailer\n%%EOF\n`);
const jpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: "#c0392b" } })
    .jpeg()
    .toBuffer();

async function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const mails = (await readOutbox(outbox, 200)).filter((mail) => mail.to === email);
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

/** The file route as a browser reaches it, with the user's real session cookie (or none). */
async function download(url: string, user: CreatedUser | null): Promise<Response> {
  const headers = new Headers(user ? await cookieHeaders(api.url, user.email, user.password) : {});
  const actor = await readRequestActor(headers);
  const context = new RouterContextProvider();
  context.set(sessionContext, { state: actor.state, user: actor.user, expired: actor.expired });
  const [, shelf, fileId] = /^\/resources\/tenancy-files\/([^/]+)\/([^/?]+)/.exec(url)!;
  return (await tenancyFileLoader({
    request: new Request(`${api.url}${url}`, { headers }),
    params: { shelf: shelf!, fileId: fileId! },
    context,
  } as never)) as Response;
}

describe("who is on a tenancy", () => {
  it("the landlord, linked tenants and a former tenant; everyone else and unknown ids get not_found", async () => {
    expect((await requireTenancyAccess(landlord.id, property.id)).role).toBe("landlord");
    expect((await requireTenancyAccess(tenant.id, property.id)).role).toBe("tenant");
    expect((await requireTenancyAccess(formerTenant.id, property.id)).role).toBe("former-tenant");
    for (const [, outsider] of OUTSIDERS) expect(await refusalOf(() => requireTenancyAccess(outsider.id, property.id))).toBe("not_found");
    expect(await refusalOf(() => requireTenancyAccess(landlord.id, "00000000-0000-4000-8000-000000000000"))).toBe("not_found");
    expect(await refusalOf(() => requireTenancyAccess(landlord.id, "not-a-uuid"))).toBe("not_found");
  });
});

describe("legal files", () => {
  it("a tenant uploads a PDF: its name stripped, kept privately, read by the landlord and tenants only", async () => {
    const file = await uploadTenancyFile(tenant.id, property.id, "legal", { filename: "Bail <2026>: signé?!.PDF", data: pdf() });
    expect(file.fileName).toBe("Bail 2026 signé.pdf");
    expect(file.url).toBe(`/resources/tenancy-files/legal/${file.id}`);
    const [row] = await db().select().from(legalFiles).where(eq(legalFiles.id, file.id));
    expect(row).toMatchObject({ contentType: "application/pdf", userId: tenant.id, propertyId: property.id });
    // In the private storage only: the public one (served at /media or a CDN) never has it.
    expect(await privateStorage().get(row!.file)).toEqual(pdf());
    expect(await storage().get(row!.file)).toBeNull();

    for (const reader of [landlord, tenant, coTenant]) expect((await readTenancyFile(reader.id, "legal", file.id)).body).toEqual(pdf());
    // Added after the former tenant's tenancy ended: not theirs (decision 0044).
    expect(await refusalOf(() => readTenancyFile(formerTenant.id, "legal", file.id))).toBe("not_found");
    for (const [, outsider] of OUTSIDERS) expect(await refusalOf(() => readTenancyFile(outsider.id, "legal", file.id))).toBe("not_found");
    // The right id on the wrong shelf is not there either.
    expect(await refusalOf(() => readTenancyFile(landlord.id, "inspection", file.id))).toBe("not_found");

    expect((await listTenancyFiles(landlord.id, property.id, "legal")).map((listed) => listed.id)).toContain(file.id);
    for (const [, outsider] of OUTSIDERS) expect(await refusalOf(() => listTenancyFiles(outsider.id, property.id, "legal"))).toBe("not_found");
  });

  it("a former tenant sees only the files added before their tenancy ended, listed and downloaded (decision 0044)", async () => {
    const before = await uploadTenancyFile(landlord.id, property.id, "legal", { filename: "Old lease.pdf", data: pdf("old lease") });
    await db()
      .update(legalFiles)
      .set({ createdAt: new Date(`${addDays(beirutDay(), -45)}T12:00:00Z`) })
      .where(eq(legalFiles.id, before.id));
    const report = await uploadTenancyFile(landlord.id, property.id, "inspection", { filename: "Move-out.pdf", data: pdf("move-out") });
    await db()
      .update(inspectionFiles)
      .set({ createdAt: new Date(`${addDays(beirutDay(), -31)}T23:00:00Z`) })
      .where(eq(inspectionFiles.id, report.id));
    // The next tenant's lease and ID, added after the end.
    const nextLease = await uploadTenancyFile(landlord.id, property.id, "legal", { filename: "Next lease.pdf", data: pdf("next lease") });
    const nextId = await uploadTenancyFile(tenant.id, property.id, "inspection", { filename: "Next report.pdf", data: pdf("next report") });

    const listed = async (user: CreatedUser) => {
      const page = await tenancyFilesPage(user.id, property.id);
      const viaList = [...(await listTenancyFiles(user.id, property.id, "legal")), ...(await listTenancyFiles(user.id, property.id, "inspection"))];
      expect(viaList.map((file) => file.id).sort()).toEqual([...page.legal, ...page.inspection].map((file) => file.id).sort());
      return new Set(viaList.map((file) => file.id));
    };
    const seenByLandlord = await listed(landlord);
    for (const file of [before, report, nextLease, nextId]) {
      expect(seenByLandlord.has(file.id)).toBe(true);
      expect((await download(file.url, landlord)).status).toBe(200);
    }
    // The tenant linked after that tenancy ended sees only what followed it (decision 0054).
    const seenByTenant = await listed(tenant);
    expect([before, report, nextLease, nextId].map((file) => seenByTenant.has(file.id))).toEqual([false, false, true, true]);
    const former = await listed(formerTenant);
    expect([before, report].map((file) => former.has(file.id))).toEqual([true, true]);
    expect([nextLease, nextId].map((file) => former.has(file.id))).toEqual([false, false]);
    for (const file of [before, report]) expect((await download(file.url, formerTenant)).status).toBe(200);
    for (const file of [nextLease, nextId]) expect((await download(file.url, formerTenant)).status).toBe(404);
    // The JSON API lists the same.
    const asFormer = await sessionHeaders(api.url, formerTenant.email, formerTenant.password);
    const legal = await (await callFunction(api.url, "legalFiles", { PropertyID: property.id }, asFormer)).json();
    expect(legal.results.map((file: { File: string }) => file.File)).toContain(`${api.url}${before.url}`);
    expect(legal.results.map((file: { File: string }) => file.File)).not.toContain(`${api.url}${nextLease.url}`);
    for (const [, outsider] of OUTSIDERS) {
      expect(await refusalOf(() => listTenancyFiles(outsider.id, property.id, "legal"))).toBe("not_found");
      for (const file of [before, nextLease]) expect((await download(file.url, outsider)).status).toBe(404);
    }
  });

  it("the file's URL answers the landlord and tenants, and 404 to anyone else and to a visitor", async () => {
    const file = await uploadTenancyFile(landlord.id, property.id, "legal", { filename: "ID card.jpg", data: await jpeg() });
    const mine = await download(file.url, tenant);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect(mine.headers.get("content-disposition")).toBe(`inline; filename*=UTF-8''ID%20card.jpg`);
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(await jpeg());
    expect((await download(`${file.url}?download`, landlord)).headers.get("content-disposition")).toMatch(/^attachment;/);
    for (const [, outsider] of OUTSIDERS) expect((await download(file.url, outsider)).status).toBe(404);
    expect((await download(file.url, null)).status).toBe(404);
    expect((await download("/resources/tenancy-files/secrets/" + file.id, landlord)).status).toBe(404);
  });

  it("refuses what is not a PDF or a photo by its content, and anything over 20 MB; nothing is kept", async () => {
    const before = await db().$count(legalFiles);
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    expect(await refusalOf(() => uploadTenancyFile(tenant.id, property.id, "legal", { filename: "lease.pdf", data: html }))).toBe("tenancy_file_rejected");
    const tooBig = Buffer.concat([pdf(), Buffer.alloc(MAX_TENANCY_FILE_BYTES + 1 - pdf().length)]);
    expect(await refusalOf(() => uploadTenancyFile(tenant.id, property.id, "legal", { filename: "scan.pdf", data: tooBig }))).toBe("tenancy_file_too_large");
    const justRight = tooBig.subarray(0, MAX_TENANCY_FILE_BYTES);
    const accepted = await uploadTenancyFile(tenant.id, property.id, "legal", { filename: "scan.pdf", data: justRight });
    expect(accepted.sizeBytes).toBe(MAX_TENANCY_FILE_BYTES);
    expect(await db().$count(legalFiles)).toBe(before + 1);
  });

  it("outsiders cannot upload; a former tenant reads but no longer uploads", async () => {
    for (const [, outsider] of OUTSIDERS) {
      expect(await refusalOf(() => uploadTenancyFile(outsider.id, property.id, "legal", { filename: "x.pdf", data: pdf() }))).toBe("not_found");
    }
    expect(await refusalOf(() => uploadTenancyFile(formerTenant.id, property.id, "legal", { filename: "x.pdf", data: pdf() }))).toBe("tenancy_ended");
  });
});

describe("inspections", () => {
  const allAreas = inspectionSchema.parse({
    kind: "move-in",
    inspectedOn: "2026-01-10",
    areas: Object.fromEntries(
      INSPECTION_AREAS.map((area, index) => [
        area,
        { condition: index % 3 === 0 ? "Good" : index % 3 === 1 ? "Fair" : "Needs repair", note: `${area} checked` },
      ]),
    ),
  });

  it("the landlord records the 12 areas with a photo; only the landlord may", async () => {
    const recorded = await recordInspection(landlord.id, property.id, allAreas, [{ area: "Kitchen", filename: "kitchen sink.jpg", data: await jpeg() }]);
    const page = await listInspections(tenant.id, property.id);
    // The answer is what its domain schema describes, no key more (parsing drops unknown keys).
    expect(inspectionsPageSchema.parse(page)).toEqual(page);
    const inspection = page.inspections.find((candidate) => candidate.id === recorded.id)!;
    expect(Object.keys(inspection.findings)).toEqual([...INSPECTION_AREAS]);
    expect(inspection.findings.Roof).toEqual({ condition: "Good", note: "Roof checked" });
    expect(inspection.photos.Kitchen).toHaveLength(1);
    expect((await readTenancyFile(tenant.id, "inspection", inspection.photos.Kitchen![0]!.id)).contentType).toBe("image/jpeg");
    for (const [, outsider] of OUTSIDERS)
      expect(await refusalOf(() => readTenancyFile(outsider.id, "inspection", inspection.photos.Kitchen![0]!.id))).toBe("not_found");

    expect(await refusalOf(() => recordInspection(tenant.id, property.id, allAreas, []))).toBe("forbidden");
    expect(await refusalOf(() => recordInspection(formerTenant.id, property.id, allAreas, []))).toBe("tenancy_ended");
    for (const [, outsider] of OUTSIDERS) {
      expect(await refusalOf(() => recordInspection(outsider.id, property.id, allAreas, []))).toBe("not_found");
      expect(await refusalOf(() => listInspections(outsider.id, property.id))).toBe("not_found");
    }
    // A photo that is not a photo refuses the whole inspection.
    expect(await refusalOf(() => recordInspection(landlord.id, property.id, allAreas, [{ area: "Roof", filename: "roof.jpg", data: pdf() }]))).toBe(
      "tenancy_file_rejected",
    );
  });

  it("a tenant acknowledges or comments per area; nobody else answers, and only on this property's inspections", async () => {
    const { id } = await recordInspection(landlord.id, property.id, allAreas, []);
    await respondToInspection(tenant.id, property.id, id, { area: "Kitchen", acknowledged: true, comment: "" });
    await respondToInspection(tenant.id, property.id, id, { area: "Roof", acknowledged: false, comment: "A crack above the bedroom window" });
    // Answering again replaces the answer.
    await respondToInspection(tenant.id, property.id, id, { area: "Roof", acknowledged: true, comment: "Crack noted" });
    const inspection = (await listInspections(landlord.id, property.id)).inspections.find((candidate) => candidate.id === id)!;
    expect(inspection.answers.Kitchen).toEqual([{ tenantId: tenant.id, tenantName: "Lina Aoun", acknowledged: true, comment: "" }]);
    expect(inspection.answers.Roof).toEqual([{ tenantId: tenant.id, tenantName: "Lina Aoun", acknowledged: true, comment: "Crack noted" }]);

    const answer = { area: "Kitchen" as const, acknowledged: true, comment: "" };
    expect(await refusalOf(() => respondToInspection(landlord.id, property.id, id, answer))).toBe("forbidden");
    expect(await refusalOf(() => respondToInspection(formerTenant.id, property.id, id, answer))).toBe("tenancy_ended");
    for (const [, outsider] of OUTSIDERS) expect(await refusalOf(() => respondToInspection(outsider.id, property.id, id, answer))).toBe("not_found");
    const elsewhere = await createInspection(db(), { propertyId: otherProperty.id, recordedBy: otherLandlord.id });
    expect(await refusalOf(() => respondToInspection(tenant.id, property.id, elsewhere.id, answer))).toBe("not_found");
  });

  it("the listing shows the latest conditions only while the landlord chooses to", async () => {
    const highlight = async () =>
      (await db().select({ value: properties.inspectionHighlight }).from(properties).where(eq(properties.id, property.id)))[0]!.value;
    await recordInspection(landlord.id, property.id, { ...allAreas, inspectedOn: "2026-02-01" }, []);
    expect(await highlight()).toEqual(initialInspectionHighlight());
    await setInspectionPublic(landlord.id, property.id, true);
    expect(await highlight()).toMatchObject({ Roof: "Good", Bathrooms: "Fair", "Living Room": "Needs repair" });
    // A newer inspection shows at once; the tenants' notes never do.
    await recordInspection(
      landlord.id,
      property.id,
      inspectionSchema.parse({ kind: "periodic", inspectedOn: "2026-03-01", areas: { Roof: { condition: "Needs repair", note: "Leak" } } }),
      [],
    );
    expect(await highlight()).toEqual({ ...initialInspectionHighlight(), Roof: "Needs repair" });
    await setInspectionPublic(landlord.id, property.id, false);
    expect(await highlight()).toEqual(initialInspectionHighlight());

    expect(await refusalOf(() => setInspectionPublic(tenant.id, property.id, true))).toBe("forbidden");
    for (const [, outsider] of OUTSIDERS) expect(await refusalOf(() => setInspectionPublic(outsider.id, property.id, true))).toBe("not_found");
  });

  it("inspectionStartNotify mails the tenant in their language, once an inspection exists", async () => {
    const fresh = await createListing(db(), { ownerId: landlord.id, status: "Approved", visible: true });
    await createTenancy(db(), { propertyId: fresh.id, tenantId: tenant.id, lease: null });
    expect(await refusalOf(() => notifyInspectionStart(landlord.id, fresh.id, tenant.id))).toBe("inspection_missing");
    await createInspection(db(), { propertyId: fresh.id, recordedBy: landlord.id });

    expect(await refusalOf(() => notifyInspectionStart(landlord.id, fresh.id, otherTenant.id))).toBe("not_found");
    expect(await refusalOf(() => notifyInspectionStart(tenant.id, fresh.id, tenant.id))).toBe("forbidden");
    for (const [, outsider] of OUTSIDERS) expect(await refusalOf(() => notifyInspectionStart(outsider.id, fresh.id, tenant.id))).toBe("not_found");

    const session = await sessionHeaders(api.url, landlord.email, landlord.password);
    const response = await callFunction(api.url, "inspectionStartNotify", { PersonID: tenant.id, PropertyID: fresh.id }, session);
    expect(await response.json()).toEqual({ success: true, result: "success" });
    const [mail] = await mailsTo(tenant.email);
    expect(mail?.subject).toBe("معاينة منزلك جاهزة لمراجعتك");
    expect(mail?.text).toContain(`/tenant/${fresh.id}/inspections`);
    // Kept for the Notices tab, the tenant's and the landlord's.
    const notices = await listNotices(tenant.id, await requireTenancyAccess(tenant.id, fresh.id));
    expect(notices.map((notice) => notice.kind)).toEqual(["inspection_start"]);
    expect((await listNotices(landlord.id, await requireTenancyAccess(landlord.id, fresh.id))).map((notice) => notice.tenantName)).toEqual([
      notices[0]!.tenantName,
    ]);
  });
});

describe("issue reports", () => {
  it("a tenant reports with a photo; the landlord is mailed; open → in progress → resolved → confirmed, with a thread", async () => {
    const { id } = await reportIssue(
      tenant.id,
      property.id,
      tenant.id,
      { description: "Water under the kitchen sink", category: "plumbing", urgency: "urgent" },
      [{ filename: "leak.jpg", data: await jpeg() }],
    );
    const mail = (await mailsTo(landlord.email)).find((candidate) => candidate.text.includes("Water under the kitchen sink"));
    expect(mail?.subject).toBe("Votre locataire a signalé un problème");

    await postIssueMessage(landlord.id, property.id, id, "The plumber comes on Monday.");
    expect(await moveIssueStatus(landlord.id, property.id, id, "start")).toBe("in_progress");
    expect(await refusalOf(() => moveIssueStatus(tenant.id, property.id, id, "confirm"))).toBe("transition_not_allowed");
    expect(await refusalOf(() => moveIssueStatus(tenant.id, property.id, id, "resolve"))).toBe("forbidden");
    expect(await moveIssueStatus(landlord.id, property.id, id, "resolve")).toBe("resolved");
    expect(await refusalOf(() => moveIssueStatus(landlord.id, property.id, id, "confirm"))).toBe("forbidden");
    expect(await moveIssueStatus(tenant.id, property.id, id, "confirm")).toBe("closed");

    const issues = await listIssues(tenant.id, property.id);
    expect(issuesPageSchema.parse(issues)).toEqual(issues);
    const issue = issues.issues.find((candidate) => candidate.id === id)!;
    expect(issue).toMatchObject({ status: "closed", category: "plumbing", urgency: "urgent", reporterName: "Lina Aoun", actions: [] });
    expect(issue.photos).toHaveLength(1);
    expect(issue.thread.map((message) => message.action ?? message.body)).toEqual(["The plumber comes on Monday.", "start", "resolve", "confirm"]);
    expect((await readTenancyFile(landlord.id, "issue", issue.photos[0]!.id)).contentType).toBe("image/jpeg");
  });

  it("outsiders read and change nothing; a former tenant only reads; a tenant reports for themselves", async () => {
    const { id } = await reportIssue(tenant.id, property.id, tenant.id, { description: "Door lock stuck", category: "other", urgency: "normal" });
    const photo = (await listIssues(tenant.id, property.id)).issues[0]!;
    for (const [, outsider] of OUTSIDERS) {
      expect(await refusalOf(() => listIssues(outsider.id, property.id))).toBe("not_found");
      expect(await refusalOf(() => reportIssue(outsider.id, property.id, tenant.id, { description: "x", category: "other", urgency: "low" }))).toBe(
        "not_found",
      );
      expect(await refusalOf(() => moveIssueStatus(outsider.id, property.id, id, "start"))).toBe("not_found");
      expect(await refusalOf(() => postIssueMessage(outsider.id, property.id, id, "hello"))).toBe("not_found");
    }
    expect(photo.id).toBeDefined();
    expect((await listIssues(formerTenant.id, property.id)).issues.every((issue) => issue.actions.length === 0)).toBe(true);
    expect(await refusalOf(() => postIssueMessage(formerTenant.id, property.id, id, "hello"))).toBe("tenancy_ended");
    expect(await refusalOf(() => reportIssue(tenant.id, property.id, coTenant.id, { description: "x", category: "other", urgency: "low" }))).toBe("forbidden");
    // An issue of another property is not reachable through this one.
    const [elsewhere] = await db().insert(issueReports).values({ propertyId: otherProperty.id, reportedBy: otherTenant.id, description: "Theirs" }).returning();
    expect(await refusalOf(() => moveIssueStatus(landlord.id, property.id, elsewhere!.id, "start"))).toBe("not_found");
    expect(await refusalOf(() => postIssueMessage(tenant.id, property.id, elsewhere!.id, "hello"))).toBe("not_found");
  });
});

describe("the JSON API", () => {
  it("issueReport, legalFiles and inspectionFiles answer the landlord and tenants; 404 to outsiders, 401 signed out", async () => {
    const asTenant = await sessionHeaders(api.url, tenant.email, tenant.password);
    const reported = await callFunction(
      api.url,
      "issueReport",
      { PersonID: tenant.id, PropertyID: property.id, Issue: "No hot water", Urgency: "urgent" },
      asTenant,
    );
    expect(reported.status).toBe(200);
    expect(await reported.json()).toMatchObject({ success: true, result: "success", IssueID: expect.any(String) });

    await uploadTenancyFile(landlord.id, property.id, "inspection", { filename: "Report (move-in).pdf", data: pdf("report") });
    for (const reader of [landlord, tenant]) {
      const session = await sessionHeaders(api.url, reader.email, reader.password);
      const legal = await (await callFunction(api.url, "legalFiles", { PropertyID: property.id }, session)).json();
      expect(legal.count).toBeGreaterThan(0);
      expect(legal.results[0].File).toMatch(new RegExp(`^${api.url}/resources/tenancy-files/legal/`));
      const reports = await (await callFunction(api.url, "inspectionFiles", { PropertyID: property.id }, session)).json();
      expect(reports.results.map((file: { FileName: string }) => file.FileName)).toContain("Report move-in.pdf");
    }
    for (const [, outsider] of OUTSIDERS) {
      const session = await sessionHeaders(api.url, outsider.email, outsider.password);
      for (const name of ["legalFiles", "inspectionFiles"]) expect((await callFunction(api.url, name, { PropertyID: property.id }, session)).status).toBe(404);
      expect((await callFunction(api.url, "issueReport", { PersonID: tenant.id, PropertyID: property.id, Issue: "x" }, session)).status).toBe(404);
      expect((await callFunction(api.url, "inspectionStartNotify", { PersonID: tenant.id, PropertyID: property.id }, session)).status).toBe(404);
    }
    expect((await callFunction(api.url, "legalFiles", { PropertyID: property.id })).status).toBe(401);
  });
});

describe("each tenancy of a home sees its own records (decision 0054)", () => {
  it("a current tenant sees nothing of the earlier tenancy, a former tenant nothing added after theirs ended", async () => {
    const home = await createListing(db(), { ownerId: landlord.id, status: "Approved", visible: true });
    const earlier = await createUser(db(), { firstName: "Hadi", lastName: "Saab" });
    const current = await createUser(db(), { firstName: "Rana", lastName: "Saab" });
    // The earlier tenancy ended 60 days ago; the current tenant was linked today.
    await createTenancy(db(), { propertyId: home.id, tenantId: earlier.id, lease: null, endedOn: addDays(beirutDay(), -60) });
    await createTenancy(db(), { propertyId: home.id, tenantId: current.id, lease: null });
    const during = new Date(`${addDays(beirutDay(), -90)}T12:00:00Z`);

    // During the earlier tenancy: its lease, an inspection, an issue.
    const oldLease = await uploadTenancyFile(landlord.id, home.id, "legal", { filename: "Hadi lease.pdf", data: pdf("hadi") });
    await db().update(legalFiles).set({ createdAt: during }).where(eq(legalFiles.id, oldLease.id));
    const oldInspection = await createInspection(db(), { propertyId: home.id, recordedBy: landlord.id, inspectedOn: addDays(beirutDay(), -90) });
    await db().update(inspections).set({ createdAt: during }).where(eq(inspections.id, oldInspection.id));
    const [oldIssue] = await db()
      .insert(issueReports)
      .values({ propertyId: home.id, reportedBy: earlier.id, description: "Boiler leaks", category: "plumbing", createdAt: during })
      .returning({ id: issueReports.id });
    // The current tenancy's.
    const newLease = await uploadTenancyFile(landlord.id, home.id, "legal", { filename: "Rana lease.pdf", data: pdf("rana") });
    const newInspection = await createInspection(db(), { propertyId: home.id, recordedBy: landlord.id });
    const newIssue = await reportIssue(current.id, home.id, current.id, { description: "Window stuck", category: "other", urgency: "low" });

    const seen = async (user: CreatedUser) => ({
      files: (await listTenancyFiles(user.id, home.id, "legal")).map((file) => file.id),
      inspections: (await listInspections(user.id, home.id)).inspections.map((inspection) => inspection.id),
      issues: (await listIssues(user.id, home.id)).issues.map((issue) => issue.id),
    });
    expect(await seen(landlord)).toEqual({
      files: expect.arrayContaining([oldLease.id, newLease.id]),
      inspections: expect.arrayContaining([oldInspection.id, newInspection.id]),
      issues: expect.arrayContaining([oldIssue!.id, newIssue.id]),
    });
    expect(await seen(current)).toEqual({ files: [newLease.id], inspections: [newInspection.id], issues: [newIssue.id] });
    expect(await seen(earlier)).toEqual({ files: [oldLease.id], inspections: [oldInspection.id], issues: [oldIssue!.id] });

    // Not by a direct address either.
    expect(await refusalOf(() => readTenancyFile(current.id, "legal", oldLease.id))).toBe("not_found");
    expect(await refusalOf(() => readTenancyFile(earlier.id, "legal", newLease.id))).toBe("not_found");
    expect(await refusalOf(() => postIssueMessage(current.id, home.id, oldIssue!.id, "Still leaking?"))).toBe("not_found");
    expect(
      await refusalOf(() => respondToInspection(current.id, home.id, oldInspection.id, { area: INSPECTION_AREAS[0], acknowledged: true, comment: "" })),
    ).toBe("not_found");
    // The JSON API answers the same.
    const asCurrent = await sessionHeaders(api.url, current.email, current.password);
    const legal = await (await callFunction(api.url, "legalFiles", { PropertyID: home.id }, asCurrent)).json();
    expect(legal.results.map((file: { File: string }) => file.File)).toEqual([`${api.url}${newLease.url}`]);
  });
});

describe("a NUL in a multipart form (decision 0054)", () => {
  /** A form action as the browser reaches it, signed in as `user`, with a multipart body. */
  async function postMultipart(action: typeof filesAction | typeof issuesAction, address: string, user: CreatedUser, form: FormData) {
    const headers = new Headers(await cookieHeaders(api.url, user.email, user.password));
    const actor = await readRequestActor(headers);
    const context = new RouterContextProvider();
    context.set(sessionContext, { state: actor.state, user: actor.user, expired: actor.expired });
    const request = new Request(`${api.url}${address}`, { method: "POST", headers, body: form });
    return (await action({ request, params: { propertyId: property.id }, context } as never)) as { data: { code?: string }; init: { status: number } };
  }

  it("an issue report with a photo and a NUL in its description is a 400 with a message; nothing is stored", async () => {
    const form = new FormData();
    form.set("intent", "report");
    form.set("description", "Leak\u0000 under the sink");
    form.set("category", "plumbing");
    form.set("urgency", "normal");
    form.set("photos", new Blob([await jpeg()], { type: "image/jpeg" }), "leak.jpg");
    const answer = await postMultipart(issuesAction, `/tenant/${property.id}/issues`, tenant, form);
    expect(answer.init.status).toBe(400);
    expect(answer.data.code).toBe("invalid_payload");
    const stored = await db().select({ id: issueReports.id }).from(issueReports).where(eq(issueReports.description, "Leak"));
    expect(stored).toEqual([]);
  });

  it("an upload whose name (its title) holds a NUL is a 400 with a message; nothing is stored", async () => {
    const form = new FormData();
    form.set("shelf", "legal");
    form.set("file", new Blob([pdf("nul")], { type: "application/pdf" }), "Lease\u0000.pdf");
    const before = (await listTenancyFiles(landlord.id, property.id, "legal")).length;
    const answer = await postMultipart(filesAction, `/tenant/${property.id}/files`, landlord, form);
    expect(answer.init.status).toBe(400);
    expect(answer.data.code).toBe("invalid_payload");
    expect((await listTenancyFiles(landlord.id, property.id, "legal")).length).toBe(before);
  });
});
