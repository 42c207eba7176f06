import { z } from "zod";
import { numberFormat } from "./intl.ts";

// Credits and payments (DESIGN.md "Plans, money, credits", decision 0024). Logic counts money in
// integer cents; the database keeps numeric(18,2) dollars, converted at the edge.

export const LEDGER_KINDS = ["purchase", "referral", "promo", "spend", "refund", "adjustment"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const MANUAL_METHODS = ["cash", "bank_transfer", "omt", "whish"] as const;
export const PAYMENT_METHODS = [...MANUAL_METHODS, "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ManualMethod = (typeof MANUAL_METHODS)[number];
export const PAYMENT_CURRENCIES = ["USD", "LBP"] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const PAYMENT_STATUSES = ["pending", "confirmed", "failed", "rejected", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DEFAULT_CREDIT_PACKS = [10, 25, 50, 100] as const;
export const LEDGER_PAGE_SIZE = 20;
export const ADMIN_PAYMENTS_PAGE_SIZE = 30;

/** Dollars (as the database gives them) to integer cents. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

/** Integer cents to dollars for the database and display. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** A dollar amount in cents at `lbpPerUsd`, in whole pounds (LBP has no smaller unit in use). */
export function centsToLbp(cents: number, lbpPerUsd: number): number {
  return Math.round((cents * lbpPerUsd) / 100);
}

/** Whether an amount equals a price: USD to the cent, LBP to the whole pound at the payment's rate. */
export function amountMatchesPrice(amount: number, currency: PaymentCurrency, priceCents: number, lbpPerUsd: number): boolean {
  if (currency === "USD") return toCents(amount) === priceCents;
  return Math.round(amount) === centsToLbp(priceCents, lbpPerUsd);
}

// No 0/O or 1/I/L: people read references aloud to a cashier or type them into a bank app.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const PAYMENT_REFERENCE = /^BTN-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** `BTN-XXXX-XXXX` from eight random bytes (the caller brings the randomness). */
export function paymentReference(randomBytes: Uint8Array): string {
  const chars = Array.from(randomBytes.slice(0, 8), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("");
  return `BTN-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

/** A receipt number as printed: R-000042. */
export function formatReceiptNumber(receiptNumber: number): string {
  return `R-${String(receiptNumber).padStart(6, "0")}`;
}

/** A dollar amount with cents, in the reader's digits. */
export function formatUsd(usd: number, locale: string): string {
  return numberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(usd);
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

/** A dollar amount as typed: digits with at most two decimals, maybe signed. */
const usdAmount = z
  .string({ message: "credits.errors.amountInvalid" })
  .trim()
  .regex(/^[-−]?\d{1,6}([.,]\d{1,2})?$/, "credits.errors.amountInvalid")
  .transform((value) => Number(value.replace("−", "-").replace(",", ".")));

export const reasonField = z.string({ message: "admin.errors.reason_required" }).trim().min(3, "admin.errors.reason_required").max(500);

export const rejectPaymentSchema = z.object({ paymentId: z.uuid(), reason: reasonField });
export const refundPaymentSchema = z.object({
  paymentId: z.uuid(),
  amount: usdAmount.refine((value) => value > 0, "credits.errors.amountInvalid"),
  reason: reasonField,
});
export const adjustCreditsSchema = z.object({
  email: z.email("credits.errors.emailInvalid").trim().toLowerCase(),
  amount: usdAmount.refine((value) => value !== 0 && Math.abs(value) <= 100_000, "credits.errors.amountInvalid"),
  reason: reasonField,
});
export const creditPacksSchema = z.object({
  packs: z
    .string()
    .trim()
    .transform((value) => [...new Set(value.split(/[\s,،;]+/).filter(Boolean).map(Number))].sort((a, b) => a - b))
    .refine((packs) => packs.length > 0 && packs.length <= 8 && packs.every((pack) => Number.isInteger(pack) && pack >= 1 && pack <= 10_000), "credits.errors.packsInvalid"),
});

/** A payment id in an address: anything else is a 404 before it reaches the database. */
export function isPaymentId(value: string | undefined): value is string {
  return z.uuid().safeParse(value).success;
}
