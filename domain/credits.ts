// Credits (DESIGN.md "Plans, money, credits"; decisions 0024 and 0025): the ledger's kinds, money
// in whole cents, spending on a listing's plan (/applycredits, /editcredits) and changing what was
// applied, and the admin's credit forms. Pure functions, shared by the screens and the server.
// Logic counts money in integer cents (domain/money.ts); screens show dollars.
import { z } from "zod";
import { formatCurrency, scaleMinor, toDecimal, toMinor } from "./money.ts";
import { checkPromoCode, planPaymentFields } from "./plan-payment.ts";
import { DAY_MS } from "./days.ts";

export const LEDGER_KINDS = ["purchase", "referral", "promo", "spend", "refund", "adjustment"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const DEFAULT_CREDIT_PACKS = [10, 25, 50, 100] as const;
export const LEDGER_PAGE_SIZE = 20;

/** A line of the user's ledger as the server answers it (a zod schema, as domain/listing-card.ts explains). */
export const ledgerLineSchema = z
  .object({
    id: z.int(),
    at: z.iso.datetime(),
    kind: z.enum(LEDGER_KINDS),
    amountCents: z.int().describe("Signed: positive earns, negative spends"),
    balanceCents: z.int().describe("The balance right after this movement"),
    propertyId: z.uuid().nullable(),
    propertyTitle: z.string().nullable(),
    paymentId: z.uuid().nullable(),
    note: z.string().nullable(),
  })
  .describe("A movement of credits");
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** A dollar amount with its cents, in the reader's digits: balances, prices, payments, receipts. */
export function formatUsd(usd: number, locale: string): string {
  return formatCurrency(usd, "USD", locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// ----------------------------------------------------------------- spending

export const PAID_PLAN_IDS = ["gold", "platinum"] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const MAX_PERIODS = 12;

/** /applycredits: a paid plan, how many of its periods, and how it is paid (credits or a promo code). */
export const applyCreditsSchema = z
  .object({
    plan: z.enum(PAID_PLAN_IDS, { error: "dashboard.planRequired" }),
    periods: z.coerce
      .number({ error: "promote.periodsInvalid" })
      .int("promote.periodsInvalid")
      .min(1, "promote.periodsInvalid")
      .max(MAX_PERIODS, "promote.periodsInvalid")
      .default(1),
    ...planPaymentFields,
  })
  .superRefine(checkPromoCode);

/** /editcredits: the plan the listing moves to for the time it has left ("free" cancels). */
export const EDIT_TARGETS = ["platinum", "gold", "free"] as const;
export type EditTarget = (typeof EDIT_TARGETS)[number];
export const editCreditsSchema = z.object({ target: z.enum(EDIT_TARGETS, { error: "dashboard.planRequired" }) });

/** The cost of `periods` periods of a plan priced `price` USD. */
export function planCost(price: number, periods: number): number {
  return toDecimal(toMinor(price) * periods);
}

/**
 * Whole days a paid plan still has: until ExpiresOn for a live listing (a started day counts),
 * or all its paid days while it waits for approval. Nothing left once expired.
 */
export function daysLeft(listing: { expiresOn: Date | null; paidDays: number | null; status: string }, now: Date): number {
  if (listing.expiresOn) return Math.max(0, Math.ceil((listing.expiresOn.getTime() - now.getTime()) / DAY_MS));
  return listing.status === "Pending Approval" ? (listing.paidDays ?? 0) : 0;
}

export type CreditEditQuote = { kind: "upgrade"; charge: number; days: number } | { kind: "downgrade" | "cancel"; refund: number; days: number };

/**
 * Decision 0025: a change of a paid plan keeps the time left. An upgrade pays the difference of
 * the two plans' prices for that time (rounded up to the cent); a downgrade or a cancellation
 * returns the unused part of the difference (rounded down), never more than the credits the
 * owner spent on this listing and has not had back.
 */
export function quoteCreditEdit(input: {
  currentPrice: number;
  targetPrice: number;
  durationDays: number;
  days: number;
  target: EditTarget;
  creditsSpentOnListing: number;
}): CreditEditQuote {
  const differenceCents = toMinor(input.targetPrice) - toMinor(input.currentPrice);
  const share = (cents: number, rounding: "up" | "down") => toDecimal(scaleMinor(cents, input.days, input.durationDays, rounding));
  if (differenceCents > 0) return { kind: "upgrade", charge: share(differenceCents, "up"), days: input.days };
  const refund = Math.min(share(-differenceCents, "down"), Math.max(0, input.creditsSpentOnListing));
  return { kind: input.target === "free" ? "cancel" : "downgrade", refund, days: input.days };
}

// ----------------------------------------------------------------- admin forms

/** A dollar amount as typed: digits with at most two decimals, maybe signed. */
export const usdAmount = z
  .string({ message: "credits.errors.amountInvalid" })
  .trim()
  .regex(/^[-−]?\d{1,6}([.,]\d{1,2})?$/, "credits.errors.amountInvalid")
  .transform((value) => Number(value.replace("−", "-").replace(",", ".")));

export const reasonField = z.string({ message: "admin.errors.reason_required" }).trim().min(3, "admin.errors.reason_required").max(500);

export const adjustCreditsSchema = z.object({
  email: z.email("credits.errors.emailInvalid").trim().toLowerCase(),
  amount: usdAmount.refine((value) => value !== 0 && Math.abs(value) <= 100_000, "credits.errors.amountInvalid"),
  reason: reasonField,
});
export const creditPacksSchema = z.object({
  packs: z
    .string()
    .trim()
    .transform((value) =>
      [
        ...new Set(
          value
            .split(/[\s,،;]+/)
            .filter(Boolean)
            .map(Number),
        ),
      ].sort((a, b) => a - b),
    )
    .refine(
      (packs) => packs.length > 0 && packs.length <= 8 && packs.every((pack) => Number.isInteger(pack) && pack >= 1 && pack <= 10_000),
      "credits.errors.packsInvalid",
    ),
});

const LEDGER_NOTE_WORDS = { refused: "credits.notes.planChangeRefused", edit: "credits.notes.planEdit" } as const;
type LedgerNoteKey = (typeof LEDGER_NOTE_WORDS)[keyof typeof LEDGER_NOTE_WORDS];

/** A ledger line's note for its reader: the ones the app writes itself in words, an admin's own as typed. */
export function ledgerNoteText(note: string | null, say: (key: LedgerNoteKey) => string): string {
  if (note === "plan-change-refused") return say(LEDGER_NOTE_WORDS.refused);
  if (note?.startsWith("edit:")) return say(LEDGER_NOTE_WORDS.edit);
  return note ?? "";
}
