import { z } from "zod";
import { adjustCreditsSchema } from "../../../domain/credits.ts";
import { ADMIN_PAYMENTS_PAGE_SIZE, refundPaymentSchema, rejectPaymentSchema } from "../../../domain/payments.ts";
import { payment } from "./plans-credits.schema.ts";

// The admin's payment desk (/admin/payments) as functions: each input is the console's own form
// schema in the API's field names, so both refuse the same payloads (a reason under three
// characters, an amount with three decimals). Amounts are typed as on the form: a decimal string
// in USD, exact to the cent.

const paymentId = z.uuid().describe("A payment (pendingPayments lists them)");
const usd = (what: string) => `${what}, in USD as a decimal string with at most two decimals ("12.50")`;

export const pendingPaymentsInput = z.strictObject({
  page: z.int().min(1).max(100_000).default(1).describe(`The desk's page, ${ADMIN_PAYMENTS_PAGE_SIZE} payments each`),
});
export const pendingPaymentsOutput = z.object({
  results: z.array(payment),
  total: z.int().describe("Payments in all, whatever their status"),
  page: z.int(),
  pageSize: z.int(),
});

export const confirmPaymentInput = z.strictObject({ PaymentID: paymentId });
export const rejectPaymentInput = z.strictObject({
  PaymentID: rejectPaymentSchema.shape.paymentId.describe(paymentId.description!),
  reason: rejectPaymentSchema.shape.reason.describe("Why, as the payer reads it (3 to 500 characters)"),
});
export const refundPaymentInput = z.strictObject({
  PaymentID: refundPaymentSchema.shape.paymentId.describe("A confirmed payment"),
  amount: refundPaymentSchema.shape.amount.describe(usd("What goes back to the payer's credits, above 0")),
  reason: refundPaymentSchema.shape.reason.describe("Why (3 to 500 characters), kept in the audit trail and on the payer's ledger"),
});
export const paymentOutput = z.object({ payment });

export const adjustCreditsInput = adjustCreditsSchema
  .extend({
    email: adjustCreditsSchema.shape.email.describe("The user's email"),
    amount: adjustCreditsSchema.shape.amount.describe(usd('Credits to add, or to take when negative ("-5"); never 0, at most 100,000 either way')),
    reason: adjustCreditsSchema.shape.reason.describe("Why (3 to 500 characters), kept in the audit trail and on the user's ledger"),
  })
  .strict();
export const adjustCreditsOutput = z.object({ balanceUsd: z.number().describe("The user's credits after the adjustment, in USD") });
