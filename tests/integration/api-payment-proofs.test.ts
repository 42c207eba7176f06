import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXAMPLE_PASSWORD, EXAMPLE_PROOF_PAYMENT } from "../../server/api/functions/examples.ts";
import { payments } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, callFunctionWithFiles, createExampleFixture, SAMPLE_PDF, type SentFile, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

// A manual payment's receipt through the API (issue 28): attachPaymentProof calls the payment page's
// use case, so only the payer attaches, only while the payment waits, and only a photo or a PDF.

const api = await startApi();
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const asOwner = await sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const asOther = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const asAdmin = await sessionHeaders(api.url, fixture.admin.email, EXAMPLE_PASSWORD);

const receipt = (data: Buffer = SAMPLE_PDF): SentFile[] => [{ field: "proof", filename: "transfer receipt.pdf", data, type: "application/pdf" }];
const attach = (headers: Record<string, string>, files = receipt()) =>
  callFunctionWithFiles(api.url, "attachPaymentProof", { PaymentID: EXAMPLE_PROOF_PAYMENT.id }, files, headers);
const proofOf = async () =>
  (await db().select({ key: payments.proofKey, type: payments.proofContentType }).from(payments).where(eq(payments.id, EXAMPLE_PROOF_PAYMENT.id)))[0];
const code = async (response: Response) => (await response.json()).error?.code;

describe("attachPaymentProof", () => {
  it("another user's attempt is not found, a text file is refused, and the payment keeps no proof", async () => {
    expect(await code(await attach(asOther))).toBe("not_found");
    const text = await attach(asOwner, receipt(Buffer.from("a receipt, typed")));
    expect(text.status).toBe(422);
    expect(await code(text)).toBe("proof_rejected");
    expect(await proofOf()).toEqual({ key: null, type: null });
  });

  it("the payer attaches a PDF while the payment waits; once an admin has confirmed it, a new proof is refused", async () => {
    const response = await attach(asOwner);
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await proofOf();
    expect(stored?.type).toBe("application/pdf");
    expect(stored?.key).toMatch(new RegExp(`^private/payment-proofs/${EXAMPLE_PROOF_PAYMENT.id}/`));

    const confirmed = await callFunction(api.url, "confirmPayment", { PaymentID: EXAMPLE_PROOF_PAYMENT.id }, asAdmin);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const late = await attach(asOwner);
    expect(late.status).toBe(409);
    expect(await code(late)).toBe("payment_not_pending");
    expect(await proofOf()).toEqual(stored);
  });
});
