// A tenancy (issue 16, decision 0028): the lease a landlord records for a linked tenant, the rent
// charges it makes per period, the payments against them and the balance. Pure: dates are ISO
// `YYYY-MM-DD` strings (calendar days, no time zone); amounts are `Money` in whole minor units as
// the database keeps them (decision 0082), but for the forms' typed amounts, read once at the edge.
import { z } from "zod";
import { addDays, addMonths, dayOf, dayParts, daysBetween, daysInMonth } from "./days.ts";
import { dateFormat } from "./intl.ts";
import { CURRENCIES, type Currency } from "./listing.ts";
import { addMoney, convertMoney, formatAmount, type Money, money, parseMinor, scaleMinor, subtractMoney } from "./money.ts";

export const TENANCY_ROLES = ["landlord", "tenant", "former-tenant"] as const;
export type TenancyRole = (typeof TENANCY_ROLES)[number];

/** How long an invitation link works. */
export const INVITATION_DAYS = 14;
/** A Lebanese residential lease runs three years unless the parties agree otherwise. */
export const DEFAULT_LEASE_YEARS = 3;
/** A former tenant reads their account, receipts and files for two years after the end date. */
export const FORMER_TENANT_ACCESS_YEARS = 2;
/** A charge is created this many days before its period starts, so the reminder can go out. */
export const CHARGE_LEAD_DAYS = 10;
/** The reminder before a due date goes out this many days ahead. */
export const DUE_REMINDER_DAYS = 3;

export const RENT_FREQUENCIES = ["monthly", "quarterly", "yearly"] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];
const MONTHS_PER_PERIOD: Record<RentFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * The lease's rhythm for a listing's payment frequency (the posting form's "Monthly", ...), null
 * when a lease has no such rhythm (every 6 months) or the listing names none.
 */
export function rentFrequencyOfListing(paymentFrequency: string | null): RentFrequency | null {
  const lower = paymentFrequency?.toLowerCase();
  return RENT_FREQUENCIES.find((frequency) => frequency === lower) ?? null;
}

export const RENT_PAYMENT_METHODS = ["cash", "bank_transfer", "omt", "whish", "cheque"] as const;
export type RentPaymentMethod = (typeof RENT_PAYMENT_METHODS)[number];

export const PERIOD_STATUSES = ["paid", "partly_paid", "unpaid", "overdue"] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export const INVITATION_STATES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

const isoDate = z.iso.date({ error: "tenancy.errors.dateInvalid" });
const amount = (max: number) =>
  z.coerce.number({ error: "tenancy.errors.amountInvalid" }).positive("tenancy.errors.amountInvalid").max(max, "tenancy.errors.amountInvalid");
/** Whole cents at most: 0.001 would be stored as 0.00. */
const inCents = (value: number) => parseMinor(value) !== null;
const moneyField = (max: number) => amount(max).refine(inCents, "tenancy.errors.amountCents");

// ------------------------------------------------------------------ dates

/**
 * The first day a linked person is a former tenant: the end date the landlord set, or the day
 * after the lease's last day, whichever comes first; null while the tenancy runs open-ended.
 */
export function formerTenantFrom(endedOn: string | null, leaseEnd: string | null): string | null {
  const afterLease = leaseEnd ? addDays(leaseEnd, 1) : null;
  if (!endedOn) return afterLease;
  return afterLease && afterLease < endedOn ? afterLease : endedOn;
}

/**
 * The day the latest earlier tenancy of the same home ended, on or before `ownStart` (a tenancy's
 * first day): what was recorded before it belongs to that tenancy, not to this one. Null when none.
 */
export function earlierTenancyEnded(ownStart: string, others: ReadonlyArray<{ endedOn: string | null; leaseEnd: string | null }>): string | null {
  let latest: string | null = null;
  for (const other of others) {
    const ended = formerTenantFrom(other.endedOn, other.leaseEnd);
    if (ended && ended <= ownStart && (!latest || ended > latest)) latest = ended;
  }
  return latest;
}

/** The last day a former tenant still reads the tenancy is the day before this one. */
export function formerTenantAccessEnds(endedOn: string): string {
  return addMonths(endedOn, FORMER_TENANT_ACCESS_YEARS * 12);
}

/** A lease starting on `start` ends the day before its third anniversary. */
export function defaultLeaseEnd(start: string): string {
  return addDays(addMonths(start, DEFAULT_LEASE_YEARS * 12), -1);
}

// ------------------------------------------------------------------ lease

export const leaseSchema = z
  .object({
    leaseStart: isoDate,
    leaseEnd: isoDate,
    rentAmount: moneyField(1e12),
    unit: z.enum(CURRENCIES),
    paymentFrequency: z.enum(RENT_FREQUENCIES),
    dueDay: z.coerce
      .number({ error: "tenancy.errors.dueDayInvalid" })
      .int("tenancy.errors.dueDayInvalid")
      .min(1, "tenancy.errors.dueDayInvalid")
      .max(31, "tenancy.errors.dueDayInvalid"),
    deposit: z.coerce
      .number({ error: "tenancy.errors.amountInvalid" })
      .min(0, "tenancy.errors.amountInvalid")
      .max(1e12, "tenancy.errors.amountInvalid")
      .refine(inCents, "tenancy.errors.amountCents")
      .default(0),
  })
  .refine((lease) => lease.leaseEnd > lease.leaseStart, { path: ["leaseEnd"], message: "tenancy.errors.endAfterStart" });
export type Lease = z.output<typeof leaseSchema>;

export interface RentPeriod {
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  /** The day the period would end had the tenancy not ended first (the lease's end still cuts it). */
  fullEnd: string;
}

/**
 * The due date of a period: the first day on or after its start whose day of the month is the due
 * day (a due day past the month's end falls on its last day).
 */
export function dueDateOf(periodStart: string, dueDay: number): string {
  const [year, month, day] = dayParts(periodStart);
  const thisMonth = dayOf(year, month, Math.min(dueDay, daysInMonth(year, month)));
  if (Math.min(dueDay, daysInMonth(year, month)) >= day) return thisMonth;
  const next = addMonths(dayOf(year, month, 1), 1);
  const [nextYear, nextMonth] = dayParts(next);
  return dayOf(nextYear, nextMonth, Math.min(dueDay, daysInMonth(nextYear, nextMonth)));
}

/**
 * The lease's periods starting on or before `until`: from the lease start, every 1, 3 or 12
 * months, the last one cut at the lease's end (or the tenancy's earlier end). Each is charged in
 * full, but one the tenancy's end cuts short (`proratedRent`).
 */
export function rentPeriods(
  lease: Pick<Lease, "leaseStart" | "leaseEnd" | "paymentFrequency" | "dueDay">,
  until: string,
  endedOn: string | null = null,
): RentPeriod[] {
  const last = endedOn && endedOn < lease.leaseEnd ? endedOn : lease.leaseEnd;
  const step = MONTHS_PER_PERIOD[lease.paymentFrequency];
  const periods: RentPeriod[] = [];
  for (let index = 0; ; index += 1) {
    const periodStart = addMonths(lease.leaseStart, index * step);
    if (periodStart > last || periodStart > until) break;
    const naturalEnd = addDays(addMonths(lease.leaseStart, (index + 1) * step), -1);
    const periodEnd = naturalEnd < last ? naturalEnd : last;
    const fullEnd = naturalEnd < lease.leaseEnd ? naturalEnd : lease.leaseEnd;
    periods.push({ periodStart, periodEnd, dueOn: dueDateOf(periodStart, lease.dueDay), fullEnd });
  }
  return periods;
}

/** Calendar days from one day to another, both counted. */
const daysIncluded = (from: string, to: string) => daysBetween(from, to) + 1;

/** A period's rent for the days of the tenancy in it. */
export interface ProratedRent {
  /** What the period is charged. */
  amount: Money;
  /** The days charged, of the days of the whole period. */
  days: number;
  ofDays: number;
}

/**
 * What a period is charged (decision 0077): the rent in full, or, when the tenancy's end cuts the
 * period short, the rent for the days of the tenancy only: rent × days ÷ the period's days, in
 * minor units, to the nearest cent. A period of 31 days ended on its 12th is charged 12/31 of it.
 */
export function proratedRent(rentAmount: Money, period: Pick<RentPeriod, "periodStart" | "periodEnd" | "fullEnd">): ProratedRent {
  const days = daysIncluded(period.periodStart, period.periodEnd);
  const ofDays = daysIncluded(period.periodStart, period.fullEnd);
  if (days >= ofDays) return { amount: rentAmount, days: ofDays, ofDays };
  return { amount: money(scaleMinor(rentAmount.minor, days, ofDays), rentAmount.currency), days, ofDays };
}

/**
 * A tenancy's charges as they stand once it ends on `endedOn` (decision 0077): none starting
 * after the end, and the one the end falls in cut to it and prorated to its days (`proratedRent`
 * of its full amount over its own days). `prorated` is that charge, null when the end falls on a
 * period's last day or past every charge.
 */
export function chargesAtEnd<T extends ChargeLine>(charges: readonly T[], endedOn: string): { charges: T[]; prorated: (T & ProratedRent) | null } {
  let prorated: (T & ProratedRent) | null = null;
  const kept = charges
    .filter((charge) => charge.periodStart <= endedOn)
    .map((charge) => {
      if (charge.periodEnd <= endedOn) return charge;
      const cut = proratedRent(charge.amount, { periodStart: charge.periodStart, periodEnd: endedOn, fullEnd: charge.periodEnd });
      prorated = { ...charge, periodEnd: endedOn, ...cut };
      return prorated;
    });
  return { charges: kept, prorated };
}

// ---------------------------------------------------------------- payments

/** What amounts in one currency add up to (zero of it for none). */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  return amounts.reduce(addMoney, money(0, currency));
}

/**
 * A payment's amount in the account's currency: an LBP payment on a USD account is divided by the
 * rate kept on the payment, a USD payment on an LBP account multiplied by it (to the nearest hundredth).
 */
export function amountInAccountCurrency(payment: { amount: Money; lbpPerUsd: number | null }, accountUnit: Currency): Money {
  if (payment.amount.currency === accountUnit) return payment.amount;
  if (!payment.lbpPerUsd) throw new Error("A payment in another currency needs its exchange rate");
  return convertMoney(payment.amount, accountUnit, payment.lbpPerUsd);
}

export const paymentSchema = z
  .object({
    paidOn: isoDate,
    amount: moneyField(1e15),
    unit: z.enum(CURRENCIES),
    method: z.enum(RENT_PAYMENT_METHODS),
    lbpPerUsd: amount(1e9).optional(),
    chequeNumber: z.string().trim().max(40).optional(),
    chequeDate: isoDate.optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((payment) => payment.method !== "cheque" || Boolean(payment.chequeNumber && payment.chequeDate), {
    path: ["chequeNumber"],
    message: "tenancy.errors.chequeRequired",
  });
export type PaymentInput = z.output<typeof paymentSchema>;

export interface ChargeLine {
  id: string;
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  amount: Money;
}

// The rent account on the API's wire, amounts as decimal numbers of their currency: zod schemas,
// as domain/listing-card.ts explains. The web and the server use the `Money` types below them.

export const chargeStandingSchema = z
  .object({
    id: z.uuid(),
    periodStart: z.iso.date(),
    periodEnd: z.iso.date(),
    dueOn: z.iso.date(),
    amount: z.number().describe("In the account's currency"),
    covered: z.number().describe("What confirmed payments cover of it, oldest charges first"),
    status: z.enum(PERIOD_STATUSES),
  })
  .describe("A period's charge and its standing");
export interface ChargeStanding extends ChargeLine {
  /** What confirmed payments cover of it, oldest charges first. */
  covered: Money;
  status: PeriodStatus;
}

export const rentPaymentLineSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(["confirmed", "declared", "rejected"]),
    paidOn: z.iso.date(),
    amount: z.number(),
    unit: z.enum(CURRENCIES),
    lbpPerUsd: z.number().nullable(),
    credited: z.number().nullable().describe("In the account's currency (null for a payment not confirmed)"),
    method: z.enum([...RENT_PAYMENT_METHODS, "deposit"]).describe('"deposit": applied from the deposit to arrears when the tenancy ended'),
    chequeNumber: z.string().nullable(),
    chequeDate: z.iso.date().nullable(),
    note: z.string(),
    hasProof: z.boolean(),
    receiptNumber: z.int().positive().nullable(),
    createdAt: z.iso.datetime(),
  })
  .describe("A rent payment on the account");
export type RentPaymentLine = Omit<z.infer<typeof rentPaymentLineSchema>, "amount" | "unit" | "credited"> & {
  amount: Money;
  /** In the account's currency (null for a payment not confirmed). */
  credited: Money | null;
};

/** A tenant's rent account: the lease, each period's standing, the payments and the balance (decision 0028). */
export interface RentAccount {
  accountId: string;
  tenantId: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  lease: {
    leaseStart: string | null;
    leaseEnd: string | null;
    rentAmount: Money | null;
    unit: Currency;
    paymentFrequency: string | null;
    dueDay: number | null;
    deposit: Money | null;
  };
  endedOn: string | null;
  /** How the deposit was settled at the end (what went to arrears is a payment line). */
  depositSettlement: { returned: Money; kept: Money; keptReason: string } | null;
  charges: ChargeStanding[];
  payments: RentPaymentLine[];
  paidTotal: Money;
  /** Due so far less every confirmed payment: positive is owed, negative is credit. */
  balance: Money;
}

/**
 * The balance rule (decision 0028): confirmed payments, in the account's currency, cover the
 * charges oldest first. A charge fully covered is paid; partly covered, partly paid; not covered,
 * overdue once its due date is past, unpaid before. The balance is what the charges due so far
 * (due date today or earlier) add up to minus every confirmed payment: positive is owed, negative
 * is credit.
 */
export function accountStanding<T extends ChargeLine>(charges: readonly T[], paidTotal: Money, today: string) {
  let remaining = paidTotal.minor;
  const ordered = [...charges].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const lines: Array<T & ChargeStanding> = ordered.map((charge) => {
    const amount = charge.amount.minor;
    const covered = Math.min(amount, Math.max(remaining, 0));
    remaining -= covered;
    const status: PeriodStatus = covered >= amount ? "paid" : covered > 0 ? "partly_paid" : charge.dueOn < today ? "overdue" : "unpaid";
    return { ...charge, covered: money(covered, charge.amount.currency), status };
  });
  const dueSoFar = sumMoney(
    ordered.filter((charge) => charge.dueOn <= today).map((charge) => charge.amount),
    paidTotal.currency,
  );
  return { lines, paidTotal, balance: subtractMoney(dueSoFar, paidTotal) };
}

/** What is left unpaid of each charge, added up, in the account's currency. */
export function unpaidOf(charges: readonly ChargeStanding[], currency: Currency): Money {
  return subtractMoney(
    sumMoney(
      charges.map((charge) => charge.amount),
      currency,
    ),
    sumMoney(
      charges.map((charge) => charge.covered),
      currency,
    ),
  );
}

/**
 * The last period of a tenancy that ended on `endedOn` when the end cut it short, with what it was
 * charged for its days (the receipts paid for it say so). Null when the end fell on a period's last day.
 */
export function proratedLastPeriod(
  lease: Pick<Lease, "leaseStart" | "leaseEnd" | "paymentFrequency" | "dueDay"> & { rentAmount: Money },
  endedOn: string,
): (RentPeriod & ProratedRent) | null {
  const last = rentPeriods(lease, endedOn, endedOn).at(-1);
  return last && last.periodEnd < last.fullEnd ? { ...last, ...proratedRent(lease.rentAmount, last) } : null;
}

/**
 * What the tenant owes when the tenancy ends on `endedOn`: every charge up to the end, due or not
 * yet, the last one prorated (`chargesAtEnd`), less every confirmed payment. The end form shows it
 * and the server settles the deposit against it, so both count the same.
 */
export function owedAtEnd<T extends ChargeLine>(charges: readonly T[], paidTotal: Money, endedOn: string) {
  const ended = chargesAtEnd(charges, endedOn);
  return { owed: unpaidOf(accountStanding(ended.charges, paidTotal, endedOn).lines, paidTotal.currency), prorated: ended.prorated };
}

// ---------------------------------------------------------------- invitations

export const invitationSchema = z.object({
  tenantName: z.string({ error: "tenancy.errors.nameRequired" }).trim().min(1, "tenancy.errors.nameRequired").max(120),
  tenantEmail: z
    .email({ error: "tenancy.errors.emailInvalid" })
    .trim()
    .max(254)
    .transform((email) => email.toLowerCase()),
  tenantPhone: z.string().trim().max(30).default(""),
  locale: z.enum(["en", "ar", "fr"]).default("en"),
});
export type InvitationInput = z.output<typeof invitationSchema>;

export function invitationState(invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date = new Date()): InvitationState {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt <= now) return "expired";
  return "pending";
}

// ---------------------------------------------------------------- proofs

/** A proof of payment: a photo or a PDF (recognised by `detectTenancyFileType`), 10 MB at most. */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;

// ---------------------------------------------------------------- display

/** A calendar day in the reader's language (e.g. 1 Dec 2026, ١ كانون الأول ٢٠٢٦). */
export function formatDay(iso: string, locale: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** An amount with its currency; LBP without decimals, USD with cents only when there are some. */
export function formatRent(amount: Money, locale: string): string {
  const fraction = amount.currency === "USD" && amount.minor % 100 !== 0 ? 2 : 0;
  return formatAmount(amount, locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
}

/** A form acting on one invitation (resend, revoke). */
export const invitationRefSchema = z.object({ invitationId: z.uuid() });
/** A form acting on one tenant (lease-start notice). */
export const tenantRefSchema = z.object({ tenantId: z.uuid() });
/** A form acting on one payment (confirm, reject). */
export const paymentRefSchema = z.object({ paymentId: z.uuid() });
// ---------------------------------------------------------------- the end and the deposit

/** What becomes of the deposit when the tenancy ends (decision 0052). */
export const DEPOSIT_OUTCOMES = ["returned", "kept_in_part", "applied_to_arrears"] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

/** The landlord ends a tenancy on a date, saying what becomes of the deposit. */
export const endTenancySchema = z
  .object({
    tenantId: z.uuid(),
    endedOn: isoDate,
    depositOutcome: z.enum(DEPOSIT_OUTCOMES, { error: "tenancy.errors.depositOutcomeRequired" }).default("returned"),
    depositKept: moneyField(1e15).optional(),
    depositKeptReason: z.string().trim().max(500).optional(),
  })
  .refine((end) => end.depositOutcome !== "kept_in_part" || (end.depositKept ?? 0) > 0, {
    path: ["depositKept"],
    message: "tenancy.errors.depositKeptRequired",
  })
  .refine((end) => end.depositOutcome !== "kept_in_part" || Boolean(end.depositKeptReason), {
    path: ["depositKeptReason"],
    message: "tenancy.errors.depositReasonRequired",
  });
export type EndTenancyInput = z.output<typeof endTenancySchema>;

export interface DepositSettlement {
  applied: Money;
  kept: Money;
  returned: Money;
}

/**
 * How the deposit splits: kept in part (never more than held), applied to what is owed (up to the
 * deposit), the rest returned. Null when asked to keep more than the deposit.
 */
export function settleDeposit(deposit: Money, outcome: DepositOutcome, keptInPart: Money, owed: Money): DepositSettlement | null {
  const held = deposit.minor;
  const kept = outcome === "kept_in_part" ? keptInPart.minor : 0;
  if (kept > held) return null;
  const applied = outcome === "applied_to_arrears" ? Math.min(held, Math.max(owed.minor, 0)) : 0;
  const of = (minor: number) => money(minor, deposit.currency);
  return { applied: of(applied), kept: of(kept), returned: of(held - kept - applied) };
}

/** One way to settle the deposit, as the end form shows it: what the tenant gets back and what they still owe after. */
export interface DepositChoice {
  outcome: DepositOutcome;
  settlement: DepositSettlement;
  /** What is still owed once the deposit is settled this way (never below zero). */
  balanceAfter: Money;
}

/**
 * The deposit's choices at the end (decision 0077), the one to propose first: with rent owed,
 * applying the deposit to the arrears comes first (the landlord would otherwise return money to
 * someone who owes them); the balance after each is what was owed less what the deposit paid.
 * "Kept in part" counts the amount typed so far (none: 0), and is left out while that is above the deposit.
 */
export function depositChoices(deposit: Money, owed: Money, keptInPart: Money = money(0, deposit.currency)): DepositChoice[] {
  const order: DepositOutcome[] = owed.minor > 0 ? ["applied_to_arrears", "returned", "kept_in_part"] : ["returned", "kept_in_part", "applied_to_arrears"];
  return order.flatMap((outcome) => {
    const settlement = settleDeposit(deposit, outcome, keptInPart, owed);
    if (!settlement) return [];
    return [{ outcome, settlement, balanceAfter: money(Math.max(owed.minor, 0) - settlement.applied.minor, owed.currency) }];
  });
}
