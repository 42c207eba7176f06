import { randomUUID } from "node:crypto";
import { defineFunction } from "../define-function.server.ts";
import { instructionText, instructionValues } from "../../payments/instructions.server.ts";
import { makePayment } from "../../payments/make-payment.server.ts";
import { makePaymentInput, makePaymentOutput } from "./make-payment.schema.ts";

export const makePaymentFunction = defineFunction({
  name: "makePayment",
  tag: "Credits",
  summary: "Pay for credits or for the plan a listing waits for",
  description:
    "SPEC.md §7 `makePayment` (decision 0024). Without `PropertyID`, `Amount` must be one of the credit packs; with it, the price of the plan the caller's listing is waiting for (chosen at `/changemembership` without enough credits; 409 `no_plan_waiting` otherwise). Any other amount is refused (400 `payment_amount_mismatch`). An LBP amount is converted at the current rate, which the payment keeps. A manual payment answers `pending` with the instructions and the reference to quote; an admin confirms it. A card payment answers the gateway's `checkoutUrl`: the credits are added once the gateway confirms the order. Send an `Idempotency-Key`: a retried call answers the same payment.",
  access: "signed-in",
  errors: ["not_found", "amount_not_exact", "payment_amount_mismatch", "no_plan_waiting", "card_unavailable"],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: makePaymentInput,
  output: makePaymentOutput,
  example: {
    input: { Amount: 25, Currency: "USD", method: "bank_transfer" },
    output: {
      paymentId: "0b6f8a52-3c1d-4e2f-9a7b-5c6d7e8f9a0b",
      status: "pending",
      reference: "BTN-7K3M-Q9XP",
      amountUsd: 25,
      instructions: "Transfer 25.00 USD to Beitna SAL, IBAN LB62 0999 0000 0001 0019 0122 9114, and write BTN-7K3M-Q9XP as the transfer's description.",
    },
  },
  async handler(input, { caller, headers, locale }) {
    // Scoped to the caller: one user's key can never answer another's payment.
    const key = headers.get("idempotency-key")?.trim() || randomUUID();
    const payment = await makePayment({
      userId: caller.id,
      propertyId: input.PropertyID,
      amount: input.Amount,
      currency: input.Currency,
      method: input.method,
      idempotencyKey: `api:${caller.id}:${key}`,
    });
    return {
      paymentId: payment.paymentId,
      status: payment.status,
      reference: payment.reference,
      amountUsd: payment.amountUsd,
      ...(payment.method !== "card" ? { instructions: instructionText(locale, payment.method, instructionValues(payment, locale)) } : {}),
      ...(payment.checkoutUrl ? { checkoutUrl: payment.checkoutUrl } : {}),
    };
  },
});
