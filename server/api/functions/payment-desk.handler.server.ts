import { ADMIN_PAYMENTS_PAGE_SIZE, type PaymentView } from "../../../domain/payments.ts";
import { toDecimal, toMinor } from "../../../domain/money.ts";
import { adjustCredits as adjustUserCredits } from "../../credits/adjust-credits.server.ts";
import { adminPayments, paymentFor } from "../../payments/find-payments.server.ts";
import { confirmManualPayment, refundPaymentToCredits, rejectManualPayment } from "../../payments/review-payment.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_OWNER_EMAIL, EXAMPLE_PENDING_PAYMENTS, EXAMPLE_REFUND_PAYMENT } from "./examples.ts";
import {
  adjustCreditsInput,
  adjustCreditsOutput,
  confirmPaymentInput,
  paymentOutput,
  pendingPaymentsInput,
  pendingPaymentsOutput,
  refundPaymentInput,
  rejectPaymentInput,
} from "./payment-desk.schema.ts";

const TAG = "Admin";
const ADMIN_RULE =
  "Admins only (403 for anyone else, checked again against the database's roles); the action is written to the audit trail (/admin/audit) in the same transaction, as the console's.";
const MANUAL_ONLY = "Only a manual payment (bank transfer, cash, OMT, Whish) still pending: any other is 409 `payment_not_pending`; an unknown one 404.";

/** A payment of the desk's examples, as the answers show it. */
function examplePayment(id: string, reference: string, status: PaymentView["status"], extra: Partial<PaymentView> = {}): PaymentView {
  return {
    id,
    reference,
    status,
    method: "bank_transfer",
    amount: 50,
    currency: "USD",
    amountCents: 5_000,
    lbpPerUsd: 89_500,
    refundedCents: 0,
    planName: null,
    propertyId: null,
    propertyTitle: null,
    receiptNumber: null,
    rejectionReason: null,
    hasProof: false,
    createdAt: "2026-11-30T08:00:00.000Z",
    confirmedAt: null,
    buyer: { id: "5e1f0000-0000-4000-8000-0000000001a2", name: "Nour Khoury", email: "nour@beitna.demo", phone: "70111222" },
    ...extra,
  };
}

export const pendingPayments = defineFunction({
  name: "pendingPayments",
  tag: TAG,
  summary: "The payment desk: payments waiting for confirmation first",
  description: `What \`/admin/payments\` lists: every payment, those waiting for the desk first (the oldest waiting first), then the rest newest first, ${ADMIN_PAYMENTS_PAGE_SIZE} a page, each with its payer. Admins only (403 for anyone else).`,
  access: "admin",
  input: pendingPaymentsInput,
  output: pendingPaymentsOutput,
  example: {
    input: { page: 1 },
    output: {
      results: [examplePayment(EXAMPLE_PENDING_PAYMENTS.confirm.id, EXAMPLE_PENDING_PAYMENTS.confirm.reference, "pending")],
      total: 1,
      page: 1,
      pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
    },
  },
  async handler({ page }, { caller }) {
    const { items, total } = await adminPayments(caller.id, page);
    return { results: items, total, page, pageSize: ADMIN_PAYMENTS_PAGE_SIZE };
  },
});

export const confirmPayment = defineFunction({
  name: "confirmPayment",
  tag: TAG,
  summary: "Confirm a manual payment the money of which has arrived",
  description: `The desk's Confirm: the payment gets its receipt number, its credits go to the payer's balance, the plan it was for (if any) is bought with them, and the payer is notified and mailed the receipt. ${MANUAL_ONLY} ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found", "payment_not_pending"],
  idempotent: true,
  input: confirmPaymentInput,
  output: paymentOutput,
  example: {
    input: { PaymentID: EXAMPLE_PENDING_PAYMENTS.confirm.id },
    output: {
      payment: examplePayment(EXAMPLE_PENDING_PAYMENTS.confirm.id, EXAMPLE_PENDING_PAYMENTS.confirm.reference, "confirmed", {
        receiptNumber: 1002,
        confirmedAt: "2026-12-01T09:00:00.000Z",
      }),
    },
  },
  async handler({ PaymentID }, { caller }) {
    await confirmManualPayment(caller.id, PaymentID);
    return { payment: await paymentFor(caller.id, PaymentID) };
  },
});

export const rejectPayment = defineFunction({
  name: "rejectPayment",
  tag: TAG,
  summary: "Reject a manual payment, with a reason",
  description: `The desk's Reject: the payment is rejected with \`reason\`, which the payer is notified and mailed; no credits move. ${MANUAL_ONLY} ${ADMIN_RULE}`,
  access: "admin",
  errors: ["payment_not_pending"],
  idempotent: true,
  input: rejectPaymentInput,
  output: paymentOutput,
  example: {
    input: { PaymentID: EXAMPLE_PENDING_PAYMENTS.reject.id, reason: "No transfer with this reference reached the account." },
    output: {
      payment: examplePayment(EXAMPLE_PENDING_PAYMENTS.reject.id, EXAMPLE_PENDING_PAYMENTS.reject.reference, "rejected", {
        rejectionReason: "No transfer with this reference reached the account.",
      }),
    },
  },
  async handler({ PaymentID, reason }, { caller }) {
    await rejectManualPayment(caller.id, PaymentID, reason);
    return { payment: await paymentFor(caller.id, PaymentID) };
  },
});

export const refundPayment = defineFunction({
  name: "refundPayment",
  tag: TAG,
  summary: "Refund part or all of a confirmed payment to the payer's credits",
  description: `The desk's Refund: \`amount\` goes back to the payer's credits (a ledger line with \`reason\`); a payment refunded in full becomes \`refunded\`. Refunds of a payment never add up to more than it paid (409 \`refund_exceeds_payment\`); a payment not confirmed is 409 \`payment_not_confirmed\`. Send an \`Idempotency-Key\`: a retry does not refund twice. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found", "payment_not_confirmed", "refund_exceeds_payment"],
  idempotent: true,
  input: refundPaymentInput,
  output: paymentOutput,
  example: {
    input: { PaymentID: EXAMPLE_REFUND_PAYMENT.id, amount: "5.00", reason: "The plan it paid for was not delivered in time." },
    output: {
      payment: examplePayment(EXAMPLE_REFUND_PAYMENT.id, EXAMPLE_REFUND_PAYMENT.reference, "confirmed", {
        refundedCents: 500,
        receiptNumber: 1001,
        confirmedAt: "2026-11-30T09:00:00.000Z",
      }),
    },
  },
  async handler({ PaymentID, amount, reason }, { caller }) {
    await refundPaymentToCredits(caller.id, { paymentId: PaymentID, amountCents: toMinor(amount), reason });
    return { payment: await paymentFor(caller.id, PaymentID) };
  },
});

export const adjustCredits = defineFunction({
  name: "adjustCredits",
  tag: TAG,
  summary: "Add or take a user's credits, with a reason",
  description: `The desk's Adjust credits: \`amount\` is added to the credits of the user with \`email\` (taken when negative, never below zero: 402 \`insufficient_credits\`), with \`reason\` on their ledger. An unknown email is 404 \`user_not_found\`. Send an \`Idempotency-Key\`: a retry does not adjust twice. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["user_not_found", "insufficient_credits"],
  idempotent: true,
  input: adjustCreditsInput,
  output: adjustCreditsOutput,
  example: {
    input: { email: EXAMPLE_OWNER_EMAIL, amount: "10", reason: "Goodwill: a boost that did not show." },
    output: { balanceUsd: 210 },
  },
  async handler({ email, amount, reason }, { caller }) {
    const balanceCents = await adjustUserCredits(caller.id, { email, amountCents: toMinor(amount), reason });
    return { balanceUsd: toDecimal(balanceCents) };
  },
});
