import { z } from "zod";
import { applyCreditsSchema, editCreditsSchema, LEDGER_PAGE_SIZE, ledgerLineSchema } from "../../../domain/credits.ts";
import { changePlanSchema } from "../../../domain/dashboard.ts";
import { paymentViewSchema } from "../../../domain/payments.ts";
import { listingStateOutput } from "./listing-lifecycle.schema.ts";

// A listing's plan paid with credits or a promo code, and the caller's credits and payments:
// /changemembership, /applycredits, /editcredits, /credits and its receipts. Each input is the
// web form's own schema with the listing's id beside it, so both refuse the same payloads.

const propertyId = z.uuid().describe("The caller's listing; another user's is 404");

export const changePlanInput = changePlanSchema.extend({ PropertyID: propertyId }).strict();
export const applyCreditsInput = applyCreditsSchema.extend({ PropertyID: propertyId }).strict();
export const editCreditsInput = editCreditsSchema.extend({ PropertyID: propertyId }).strict();

export const editCreditsOutput = listingStateOutput.extend({
  change: z.enum(["upgrade", "downgrade", "cancel"]),
  chargedUsd: z.number().describe("Credits spent on an upgrade; 0 otherwise"),
  refundedUsd: z.number().describe("Credits given back for the unused time of a downgrade or cancellation; 0 otherwise"),
  days: z.int().describe("The days left that the new plan runs for"),
});

export const creditsInput = z.strictObject({
  page: z.int().min(1).max(10_000).default(1).describe(`The ledger's page, ${LEDGER_PAGE_SIZE} movements each, newest first`),
});
export const creditsOutput = z.object({
  balanceUsd: z.number().describe("The caller's credits, in USD"),
  ledger: z.array(ledgerLineSchema.meta({ id: "LedgerLine" })),
  total: z.int().describe("Movements in all"),
  page: z.int(),
  pageSize: z.int(),
});

/** A payment as its payer and the admins read it; one component, shared by the admin's payment desk. */
export const payment = paymentViewSchema.meta({ id: "Payment" });

export const paymentsInput = z.strictObject({ limit: z.int().min(1).max(50).default(10).describe("How many, newest first") });
export const paymentsOutput = z.object({ results: z.array(payment) });

export const receiptInput = z.strictObject({ PaymentID: z.uuid().describe("One of the caller's payments") });
export const receiptOutput = z.object({
  receipt: z.string().describe("The receipt's number as printed"),
  payment,
});
