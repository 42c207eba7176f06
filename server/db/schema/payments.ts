// Money: exchange rates, plan payments, promo codes, credits, referrals, settings.
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, money, minorUnits, inList } from "./columns.ts";
import { plans } from "./reference.ts";
import { users } from "./people.ts";
import { properties } from "./listings.ts";

// ------------------------------------------------------------------- money

export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: serial("id").primaryKey(),
    lbpPerUsd: numeric("lbp_per_usd", { precision: 14, scale: 2, mode: "number" }).notNull(),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull().defaultNow(),
    setBy: uuid("set_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("exchange_rates_positive", sql`${t.lbpPerUsd} > 0`), index("exchange_rates_effective_idx").on(t.effectiveAt.desc())],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerReference: text("provider_reference"),
    // What it is worth in credits (USD) and the rate an LBP amount was converted at.
    amountCents: minorUnits("amount_usd").notNull(),
    lbpPerUsd: numeric("lbp_per_usd", { precision: 14, scale: 2, mode: "number" }).notNull(),
    // The code the payer quotes (bank transfer memo, OMT/Whish note, cash desk): BTN-XXXX-XXXX.
    reference: text("reference").notNull().unique(),
    // With a listing: the plan it is waiting for, bought on confirmation (decision 0024).
    planId: text("plan_id").references(() => plans.id),
    // How many periods of that plan the payment buys (the choice made at /applycredits).
    planPeriods: integer("plan_periods").notNull().default(1),
    // The card gateway's checkout: the indicator its return must carry.
    successIndicator: text("success_indicator"),
    // A proof of a manual payment, in private storage.
    proofKey: text("proof_key"),
    proofContentType: text("proof_content_type"),
    rejectionReason: text("rejection_reason"),
    // Gapless, given at confirmation.
    receiptNumber: integer("receipt_number").unique(),
    refundedCents: minorUnits("refunded_usd").notNull().default(0),
    confirmedBy: uuid("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payments_amount_positive", sql`${t.amount} > 0 and ${t.amountCents} > 0`),
    check("payments_currency_known", inList("currency", ["USD", "LBP"])),
    check("payments_provider_known", inList("provider", ["manual", "card"])),
    check("payments_method_known", inList("method", ["cash", "bank_transfer", "omt", "whish", "card"])),
    check("payments_status_known", inList("status", ["pending", "confirmed", "failed", "rejected", "cancelled", "refunded"])),
    check("payments_refund_capped", sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    check("payments_confirmed_numbered", sql`(${t.status} in ('confirmed', 'refunded')) = (${t.receiptNumber} is not null)`),
    index("payments_user_idx").on(t.userId, t.createdAt.desc()),
    index("payments_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A listing waiting for a plan its owner chose without enough credits; a payment for the
 * listing (makePayment with PropertyID) buys that plan when confirmed.
 */
export const planWaits = pgTable("plan_waits", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: text("plan_id")
    .notNull()
    .references(() => plans.id),
  // How many periods of the plan were chosen (/applycredits; one at /changemembership).
  periods: integer("periods").notNull().default(1),
  createdAt: createdAt(),
});

export const promoCodes = pgTable(
  "promo_codes",
  {
    code: text("code").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    durationDays: integer("duration_days").notNull().default(30),
    maxUses: integer("max_uses").notNull().default(1),
    usedCount: integer("used_count").notNull().default(0),
    // Set for a personal code (a referral reward); null for a public campaign.
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // An admin paused the code: it is refused until resumed.
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    // Why a personal code was given: "referral" (five friends joined) or "goodwill".
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("promo_codes_reason_known", sql`${t.reason} is null or ${t.reason} in ('referral', 'goodwill')`),
    // One referral reward per user, whatever races happen.
    uniqueIndex("promo_codes_referral_reward_key")
      .on(t.ownerId)
      .where(sql`${t.reason} = 'referral'`),
    check("promo_codes_format", sql`${t.code} ~ '^[A-Z0-9-]{4,32}$'`),
    check("promo_codes_uses", sql`${t.maxUses} > 0 and ${t.usedCount} between 0 and ${t.maxUses}`),
  ],
);

export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code")
      .notNull()
      .references(() => promoCodes.code),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_redemptions_code_property_key").on(t.code, t.propertyId),
    // A code is used at most once by each user, on whichever listing.
    uniqueIndex("promo_redemptions_code_user_key").on(t.code, t.userId),
  ],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    // Signed: positive earns, negative spends.
    amountCents: minorUnits("amount_usd").notNull(),
    kind: text("kind").notNull(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id").references(() => payments.id),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    check("credit_ledger_kind_known", inList("kind", ["purchase", "referral", "promo", "spend", "refund", "adjustment"])),
    check("credit_ledger_amount_nonzero", sql`${t.amountCents} <> 0`),
    // One credit per confirmed payment, whatever retries happen.
    uniqueIndex("credit_ledger_payment_key")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'purchase'`),
    index("credit_ledger_user_idx").on(t.userId, t.createdAt),
  ],
);

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeEmail: text("invitee_email").notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    inviteeId: uuid("invitee_id").references(() => users.id, { onDelete: "set null" }),
    registeredAt: timestamp("registered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("referrals_referrer_invitee_key").on(t.referrerId, t.inviteeEmail),
    index("referrals_invitee_email_idx").on(t.inviteeEmail),
    check("referrals_email_lower_case", sql`${t.inviteeEmail} = lower(${t.inviteeEmail})`),
  ],
);

/** Admin settings that are one value each (the boost's price and cooldown, ...), with defaults in code. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
