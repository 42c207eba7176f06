// The landlord's rent roll (issue 25): one row per tenancy, who owes what, overdue first.
import { toCsv } from "./csv.ts";
import type { Currency } from "./listing.ts";
import { decimalText, type Money } from "./money.ts";
import { addDays } from "./days.ts";
import { type ChargeStanding, type Lease, rentPeriods, unpaidOf } from "./tenancy.ts";

export const RENT_ROLL_PAGE_SIZE = 20;

export interface RentRollRow {
  propertyId: string;
  title: string;
  reference: string;
  tenantId: string;
  tenantName: string;
  unit: Currency;
  /** The balance due so far: positive is owed, negative is credit. */
  owed: Money;
  /** What is left unpaid of the charges whose due date has passed, and the oldest such date. */
  overdue: Money;
  overdueSince: string | null;
  /** The next charge falling due after today: charged already, or the lease's next period. */
  next: { dueOn: string; amount: Money } | null;
  openIssues: number;
  endedOn: string | null;
}

/** The overdue part of an account: charges past their due date, less what payments covered. */
export function overdueOf(charges: readonly ChargeStanding[], currency: Currency, today: string): { overdue: Money; overdueSince: string | null } {
  const late = charges.filter((charge) => charge.dueOn < today && charge.covered.minor < charge.amount.minor);
  return { overdue: unpaidOf(late, currency), overdueSince: late[0]?.dueOn ?? null };
}

/**
 * The next charge after today: the first charge already made that falls due later, else the
 * lease's next period (charges are made ten days ahead), none once the lease or tenancy ends.
 */
export function nextChargeOf(
  charges: readonly ChargeStanding[],
  lease: (Pick<Lease, "leaseStart" | "leaseEnd" | "paymentFrequency" | "dueDay"> & { rentAmount: Money }) | null,
  endedOn: string | null,
  today: string,
): { dueOn: string; amount: Money } | null {
  const charged = charges.find((charge) => charge.dueOn > today);
  if (charged) return { dueOn: charged.dueOn, amount: charged.amount };
  if (!lease) return null;
  const period = rentPeriods(lease, addDays(today, 400), endedOn).find((candidate) => candidate.dueOn > today);
  return period ? { dueOn: period.dueOn, amount: lease.rentAmount } : null;
}

/** Overdue first (the longest overdue on top), then the most owed, then by home and tenant. */
export function rentRollOrder(a: RentRollRow, b: RentRollRow): number {
  if ((a.overdueSince === null) !== (b.overdueSince === null)) return a.overdueSince === null ? 1 : -1;
  if (a.overdueSince && b.overdueSince && a.overdueSince !== b.overdueSince) return a.overdueSince.localeCompare(b.overdueSince);
  return b.owed.minor - a.owed.minor || a.title.localeCompare(b.title) || a.tenantName.localeCompare(b.tenantName);
}

const CSV_HEADER = [
  "property",
  "reference",
  "tenant",
  "currency",
  "owed",
  "overdue",
  "overdue_since",
  "next_due_on",
  "next_amount",
  "open_issues",
  "ended_on",
  "link",
];

/** The rent roll as CSV (English, stable column names, with the BOM), in the page's order. */
export function rentRollCsv(rows: readonly RentRollRow[], baseUrl: string): string {
  return toCsv(
    [
      CSV_HEADER,
      ...rows.map((row) => [
        row.title,
        row.reference,
        row.tenantName,
        row.unit,
        decimalText(row.owed),
        decimalText(row.overdue),
        row.overdueSince ?? "",
        row.next?.dueOn ?? "",
        row.next ? decimalText(row.next.amount) : "",
        row.openIssues,
        row.endedOn ?? "",
        `${baseUrl}/tenant/${row.propertyId}/rent`,
      ]),
    ],
    { bom: true },
  );
}
