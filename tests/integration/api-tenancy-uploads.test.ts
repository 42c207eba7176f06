import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXAMPLE_LISTING_ID } from "../../server/api/functions/examples.ts";
import { MAX_TENANCY_FILE_BYTES } from "../../domain/tenancy-files.ts";
import { PROOF_MAX_BYTES } from "../../domain/tenancy.ts";
import { inspectionFiles, legalFiles, rentPayments } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { readTenancyFile } from "../../server/tenants/tenancy-files.server.ts";
import { callFunction, callFunctionWithFiles, createExampleFixture, SAMPLE_PDF, type SentFile, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

// A tenancy's files through the API (issue 28, decision 0029's private upload path): the phone app
// sends the Files tab's upload as multipart to uploadTenancyFile, which calls the tab's use case, so
// the same people upload, the same files are refused, and the file is read back only at its
// authorised address.

const api = await startApi();
// A declared payment mails the landlord.
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const asOwner = await sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const asOther = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const asTenant = await sessionHeaders(api.url, fixture.tenant.email, fixture.tenant.password);

const pdf = (filename = "Lease 2026.pdf", data: Buffer = SAMPLE_PDF) => [{ field: "file", filename, data, type: "application/pdf" }];
const upload = (headers: Record<string, string>, payload: Record<string, unknown> = {}, files = pdf()) =>
  callFunctionWithFiles(api.url, "uploadTenancyFile", { PropertyID: EXAMPLE_LISTING_ID, ...payload }, files, headers);
const stored = async () => ({ legal: await db().$count(legalFiles), inspection: await db().$count(inspectionFiles) });
const code = async (response: Response) => (await response.json()).error?.code;

describe("uploadTenancyFile", () => {
  it("another user is told the tenancy does not exist, a signed-out caller to sign in, and nothing is stored", async () => {
    const before = await stored();
    expect(await code(await upload(asOther))).toBe("not_found");
    const anonymous = await upload({});
    expect(anonymous.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("refuses a text file named .pdf, a call without its file, a file in another field and a file over 20 MB", async () => {
    const before = await stored();
    const renamed = await upload(asTenant, {}, pdf("lease.pdf", Buffer.from("just some text, not a PDF")));
    expect(renamed.status).toBe(415);
    expect(await code(renamed)).toBe("tenancy_file_rejected");
    const withoutFile = await callFunction(api.url, "uploadTenancyFile", { PropertyID: EXAMPLE_LISTING_ID }, asTenant);
    expect(withoutFile.status).toBe(400);
    expect((await withoutFile.json()).error.detail).toContain("file");
    const strayField = await upload(asTenant, {}, [{ field: "photo", filename: "lease.pdf", data: SAMPLE_PDF, type: "application/pdf" }]);
    expect(strayField.status).toBe(400);
    const huge = await upload(asTenant, {}, pdf("huge.pdf", Buffer.concat([SAMPLE_PDF, Buffer.alloc(MAX_TENANCY_FILE_BYTES)])));
    expect(huge.status).toBe(413);
    expect(await code(huge)).toBe("tenancy_file_too_large");
    expect(await stored()).toEqual(before);
  });

  it("the tenant uploads a lease: it is listed (legalFiles) for the landlord and read back at its address by them, not by another user", async () => {
    const response = await upload(asTenant, { shelf: "legal" }, pdf("Lease <2026>.pdf"));
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, FileName: "Lease 2026.pdf", ContentType: "application/pdf", Size: SAMPLE_PDF.length });
    const [row] = await db().select().from(legalFiles).where(eq(legalFiles.id, body.id));
    expect(row?.userId).toBe(fixture.tenant.id);

    const listed = await (await callFunction(api.url, "legalFiles", { PropertyID: EXAMPLE_LISTING_ID }, asOwner)).json();
    expect(listed.results.map((file: { id: string }) => file.id)).toContain(body.id);
    // Its address is the authorised route's (its loader reads the file through readTenancyFile; the
    // browser tests fetch it), which gives the landlord the same bytes and anyone else nothing.
    expect(new URL(body.File).pathname).toBe(`/resources/tenancy-files/legal/${body.id}`);
    const read = await readTenancyFile(fixture.owner.id, "legal", body.id);
    expect(Buffer.from(read.body).equals(SAMPLE_PDF)).toBe(true);
    await expect(readTenancyFile(fixture.other.id, "legal", body.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("the landlord files an inspection report; a retry with the same Idempotency-Key stores it once", async () => {
    const before = await stored();
    const headers = { ...asOwner, "idempotency-key": "inspection-report-1" };
    const first = await upload(headers, { shelf: "inspection" }, pdf("Move-in report.pdf"));
    expect(first.status).toBe(200);
    const again = await upload(headers, { shelf: "inspection" }, pdf("Move-in report.pdf"));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(await stored()).toEqual({ ...before, inspection: before.inspection + 1 });
  });
});

describe("declareRentPayment", () => {
  const payment = { PropertyID: EXAMPLE_LISTING_ID, paidOn: "2026-12-01", amount: 1400, unit: "USD", method: "bank_transfer" };
  const declare = (
    headers: Record<string, string>,
    proof: SentFile[] = [{ field: "proof", filename: "transfer.pdf", data: SAMPLE_PDF, type: "application/pdf" }],
  ) => callFunctionWithFiles(api.url, "declareRentPayment", payment, proof, headers);
  const declared = () => db().$count(rentPayments, eq(rentPayments.status, "declared"));

  it("the landlord and another user are refused as the Rent tab refuses them; a proof that is text, too large or missing is refused", async () => {
    const before = await declared();
    expect(await code(await declare(asOwner))).toBe("not_found");
    expect(await code(await declare(asOther))).toBe("not_found");
    const text = await declare(asTenant, [{ field: "proof", filename: "proof.pdf", data: Buffer.from("not a PDF"), type: "application/pdf" }]);
    expect(text.status).toBe(422);
    expect(await code(text)).toBe("proof_rejected");
    const large = await declare(asTenant, [{ field: "proof", filename: "proof.pdf", data: Buffer.concat([SAMPLE_PDF, Buffer.alloc(PROOF_MAX_BYTES)]) }]);
    expect(large.status).toBe(413);
    expect(await code(large)).toBe("file_too_large");
    const withoutProof = await callFunction(api.url, "declareRentPayment", payment, asTenant);
    expect(withoutProof.status).toBe(400);
    expect((await withoutProof.json()).error.detail).toContain("proof");
    expect(await declared()).toBe(before);
  });

  it("the tenant declares a payment with its proof: it waits for the landlord, who confirms it", async () => {
    const response = await declare({ ...asTenant, "idempotency-key": "december-rent" });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const [row] = await db().select().from(rentPayments).where(eq(rentPayments.id, body.paymentId));
    expect(row).toMatchObject({ status: "declared", recordedBy: fixture.tenant.id, proofContentType: "application/pdf" });
    // A retry with the same key declares nothing more.
    const before = await declared();
    expect((await (await declare({ ...asTenant, "idempotency-key": "december-rent" })).json()).paymentId).toBe(body.paymentId);
    expect(await declared()).toBe(before);
    const confirmed = await callFunction(api.url, "confirmRentPayment", { PropertyID: EXAMPLE_LISTING_ID, paymentId: body.paymentId }, asOwner);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  });
});
