// Payments for credits and plans (decision 0024): methods, currencies and statuses, the amount a
// payment must match, references people quote, receipt numbers, and the forms that start and
// review payments. Amounts in integer cents (domain/money.ts).
import { z } from "zod";
import { reasonField, usdAmount } from "./credits.ts";
import { convertMoney, type Money, money, paidMoney } from "./money.ts";

export const MANUAL_METHODS = ["cash", "bank_transfer", "omt", "whish"] as const;
export const PAYMENT_METHODS = [...MANUAL_METHODS, "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ManualMethod = (typeof MANUAL_METHODS)[number];
export const PAYMENT_CURRENCIES = ["USD", "LBP"] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const PAYMENT_STATUSES = ["pending", "confirmed", "failed", "rejected", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ADMIN_PAYMENTS_PAGE_SIZE = 30;

/** A payment as its payer and the admins read it (a zod schema, as domain/listing-card.ts explains). */
export const paymentViewSchema = z
  .object({
    id: z.uuid(),
    reference: z.string().describe("BTN-XXXX-XXXX, the code the payer quotes"),
    status: z.enum(PAYMENT_STATUSES),
    method: z.enum(PAYMENT_METHODS),
    amount: z.number().describe("What was paid, in `currency`"),
    currency: z.enum(PAYMENT_CURRENCIES),
    amountCents: z.int().describe("What it is worth in credits, in US cents"),
    lbpPerUsd: z.number().describe("The rate an LBP amount was converted at"),
    refundedCents: z.int().describe("What was refunded to credits, in US cents"),
    planName: z.string().nullable(),
    propertyId: z.uuid().nullable(),
    propertyTitle: z.string().nullable(),
    receiptNumber: z.int().positive().nullable(),
    rejectionReason: z.string().nullable(),
    hasProof: z.boolean(),
    createdAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
    buyer: z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() }),
  })
  .describe("A payment for credits or a plan");
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** Confirmed money of a month by method; refunds to credits apart. */
export const revenueRowSchema = z
  .object({ month: z.string().describe("YYYY-MM, Beirut time"), method: z.enum(PAYMENT_METHODS), count: z.int(), grossCents: z.int(), refundedCents: z.int() })
  .describe("Confirmed payments of a month and method");
export type RevenueRow = z.infer<typeof revenueRowSchema>;

/** A price in cents as paid in `currency` at `lbpPerUsd`: dollars to the cent, pounds whole (LBP has no smaller unit in use). */
export function priceIn(priceCents: number, currency: PaymentCurrency, lbpPerUsd: number): Money {
  return convertMoney(money(priceCents, "USD"), currency, lbpPerUsd, "paid");
}

/** Whether an amount equals a price exactly: USD to the cent, LBP to the whole pound at the payment's rate. */
export function amountMatchesPrice(amount: number, currency: PaymentCurrency, priceCents: number, lbpPerUsd: number): boolean {
  return paidMoney(amount, currency)?.minor === priceIn(priceCents, currency, lbpPerUsd).minor;
}

// No 0/O or 1/I/L: people read references aloud to a cashier or type them into a bank app.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const PAYMENT_REFERENCE = /^BTN-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** `BTN-XXXX-XXXX` from eight random bytes (the caller brings the randomness). */
export function paymentReference(randomBytes: Uint8Array): string {
  const chars = Array.from(randomBytes.slice(0, 8), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("");
  return `BTN-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

// ----------------------------------------------------------------- forms

export const buyCreditsSchema = z.object({
  pack: z.coerce.number({ message: "credits.errors.packRequired" }).int().positive("credits.errors.packRequired"),
  method: z.enum(PAYMENT_METHODS, { message: "credits.errors.methodRequired" }),
});

/** Paying for the plan a listing waits for (its price is the server's to know). */
export const payPlanSchema = z.object({
  propertyId: z.uuid(),
  method: z.enum(PAYMENT_METHODS, { message: "credits.errors.methodRequired" }),
});

export const rejectPaymentSchema = z.object({ paymentId: z.uuid(), reason: reasonField });
export const refundPaymentSchema = z.object({
  paymentId: z.uuid(),
  amount: usdAmount.refine((value) => value > 0, "credits.errors.amountInvalid"),
  reason: reasonField,
});

// ----------------------------------------------------------------- moves

/** Who moves a payment: an admin at the payment desk, or the server on what the card gateway says. */
export type PaymentMover = "admin" | "gateway";
export type PaymentProviderName = "manual" | "card";

export type PaymentMove =
  { type: "confirm" } | { type: "reject"; reason: string } | { type: "fail" } | { type: "cancel" } | { type: "refund"; amountCents: number; reason: string };
export type PaymentMoveType = PaymentMove["type"];

export type PaymentRefusal = "payment_not_pending" | "payment_not_confirmed" | "refund_exceeds_payment";

/**
 * The allowed moves of a payment (decision 0083): the statuses each starts from, where it goes, who
 * makes it for each provider (null: nobody), and the refusal otherwise. An admin settles a manual
 * payment (money seen at the bank, the desk, OMT or Whish); the gateway settles a card one; an
 * admin refunds any confirmed payment to credits, in parts, until all of it is refunded.
 */
export const PAYMENT_MOVES: Record<
  PaymentMoveType,
  { from: readonly PaymentStatus[]; to: PaymentStatus; by: Record<PaymentProviderName, PaymentMover | null>; refusal: PaymentRefusal }
> = {
  confirm: { from: ["pending"], to: "confirmed", by: { manual: "admin", card: "gateway" }, refusal: "payment_not_pending" },
  reject: { from: ["pending"], to: "rejected", by: { manual: "admin", card: null }, refusal: "payment_not_pending" },
  fail: { from: ["pending"], to: "failed", by: { manual: null, card: "gateway" }, refusal: "payment_not_pending" },
  cancel: { from: ["pending"], to: "cancelled", by: { manual: null, card: "gateway" }, refusal: "payment_not_pending" },
  // A partial refund leaves the payment confirmed; the one that refunds the rest makes it refunded.
  refund: { from: ["confirmed"], to: "refunded", by: { manual: "admin", card: "admin" }, refusal: "payment_not_confirmed" },
};

/** What the moves read of a payment. */
export interface PaymentFacts {
  status: PaymentStatus;
  provider: PaymentProviderName;
  amountCents: number;
  refundedCents: number;
}

export type PaymentMoveResult = { ok: true; status: PaymentStatus; refundedCents: number } | { ok: false; error: PaymentRefusal };

/** A refund is a whole, positive number of cents. */
export function isRefundAmount(amountCents: number): boolean {
  return Number.isSafeInteger(amountCents) && amountCents > 0;
}

/** Applies `move`, made by `mover`, to `payment`, or says why it is refused. */
export function movePayment(payment: PaymentFacts, move: PaymentMove, mover: PaymentMover): PaymentMoveResult {
  const rule = PAYMENT_MOVES[move.type];
  if (move.type === "refund" && !isRefundAmount(move.amountCents)) return { ok: false, error: "refund_exceeds_payment" };
  if (!rule.from.includes(payment.status) || rule.by[payment.provider] !== mover) return { ok: false, error: rule.refusal };
  if (move.type !== "refund") return { ok: true, status: rule.to, refundedCents: payment.refundedCents };
  const refundedCents = payment.refundedCents + move.amountCents;
  if (refundedCents > payment.amountCents) return { ok: false, error: "refund_exceeds_payment" };
  return { ok: true, status: refundedCents === payment.amountCents ? rule.to : payment.status, refundedCents };
}
