import { z } from "zod";
import { PAYMENT_CURRENCIES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../../../domain/payments.ts";

export const makePaymentInput = z.strictObject({
  PropertyID: z
    .uuid()
    .optional()
    .describe("Pays for the plan this listing of the caller is waiting for (chosen without enough credits); without it, a credit pack"),
  Amount: z
    .number()
    .positive()
    .describe(
      "Must equal the price exactly: the plan's, or one of the credit packs (10, 25, 50, 100 USD by default); USD with at most two decimals, LBP in whole pounds at the current rate (more decimals: 400 amount_not_exact)",
    ),
  Currency: z.enum(PAYMENT_CURRENCIES).default("USD"),
  method: z.enum(PAYMENT_METHODS).describe("cash, bank_transfer, omt, whish (confirmed by an admin) or card (the gateway's hosted page; only when configured)"),
});

export const makePaymentOutput = z.object({
  paymentId: z.uuid(),
  status: z.enum(PAYMENT_STATUSES).describe("pending until an admin confirms (manual) or the gateway's order is captured (card)"),
  reference: z.string().describe("The reference to quote with a manual payment"),
  amountUsd: z.number().describe("What the payment is worth in credits"),
  instructions: z.string().optional().describe("How to pay, in the caller's language (manual methods)"),
  checkoutUrl: z.url().optional().describe("The card gateway's payment page to open (card)"),
});
