// A lease (decision 0028): who is who, the lease's terms and dates, its periods and what each is charged.
import { z } from "zod";
import { addDays, addMonths, dayOf, dayParts, daysBetween, daysInMonth } from "../days.ts";
import { CURRENCIES } from "../listing.ts";
import { type Money, money, scaleMinor } from "../money.ts";
import { isoDate, inCents, moneyField } from "./fields.ts";

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
