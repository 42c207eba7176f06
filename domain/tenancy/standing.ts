// Where an account stands (decision 0028) and how a tenancy ends (decisions 0052, 0077): the balance
// rule, what is owed at the end, the deposit's settlement and choices.
import { z } from "zod";
import { type Currency } from "../listing.ts";
import { type Money, money, subtractMoney } from "../money.ts";
import { isoDate, moneyField } from "./fields.ts";
import { type PeriodStatus, type Lease, type RentPeriod, rentPeriods, type ProratedRent, proratedRent } from "./lease.ts";
import { sumMoney, type ChargeLine, type ChargeStanding } from "./rent-account.ts";

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
