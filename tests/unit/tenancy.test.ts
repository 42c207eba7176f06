import { receiptLabel } from "../../domain/receipts.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "../../domain/days.ts";
import {
  accountStanding,
  amountInAccountCurrency,
  chargesAtEnd,
  DEPOSIT_OUTCOMES,
  depositChoices,
  defaultLeaseEnd,
  dueDateOf,
  formerTenantAccessEnds,
  formerTenantFrom,
  invitationState,
  leaseSchema,
  paymentSchema,
  proratedRent,
  rentPeriods,
} from "../../domain/tenancy.ts";
import { money, toMinor } from "../../domain/money.ts";

/** An amount as the domain counts it: US dollars in whole minor units. */
const usd = (amount: number) => money(toMinor(amount), "USD");

describe("lease dates", () => {
  it("adds months clamped to the month's end, and defaults a lease to three years", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2027-12-15", 2)).toBe("2028-02-15");
    expect(defaultLeaseEnd("2026-03-01")).toBe("2029-02-28");
    expect(formerTenantAccessEnds("2026-05-31")).toBe("2028-05-31");
    // A former tenant from the end date set, or the day after the lease's last day, whichever comes first.
    expect(formerTenantFrom(null, null)).toBeNull();
    expect(formerTenantFrom(null, "2026-05-31")).toBe("2026-06-01");
    expect(formerTenantFrom("2026-03-15", "2026-05-31")).toBe("2026-03-15");
    expect(formerTenantFrom("2026-09-01", "2026-05-31")).toBe("2026-06-01");
  });

  it("falls due on the first day with the due day on or after the period's start", () => {
    expect(dueDateOf("2026-03-01", 5)).toBe("2026-03-05");
    expect(dueDateOf("2026-03-10", 5)).toBe("2026-04-05");
    expect(dueDateOf("2026-04-01", 31)).toBe("2026-04-30");
  });

  it("cuts periods at the lease's end or the tenancy's earlier end, and stops at `until`", () => {
    const lease = { leaseStart: "2026-01-15", leaseEnd: "2026-12-31", paymentFrequency: "quarterly" as const, dueDay: 1 };
    expect(rentPeriods(lease, "2030-01-01").map((period) => [period.periodStart, period.periodEnd, period.dueOn])).toEqual([
      ["2026-01-15", "2026-04-14", "2026-02-01"],
      ["2026-04-15", "2026-07-14", "2026-05-01"],
      ["2026-07-15", "2026-10-14", "2026-08-01"],
      ["2026-10-15", "2026-12-31", "2026-11-01"],
    ]);
    expect(rentPeriods(lease, "2026-04-15")).toHaveLength(2);
    expect(rentPeriods(lease, "2030-01-01", "2026-05-01")).toHaveLength(2);
  });
});

describe("the balance rule", () => {
  const charge = (periodStart: string, dueOn: string, amount = 500) => ({ id: periodStart, periodStart, periodEnd: periodStart, dueOn, amount: usd(amount) });

  it("covers the oldest charges first and owes only what is due", () => {
    const standing = accountStanding(
      [charge("2026-02-01", "2026-02-05"), charge("2026-01-01", "2026-01-05"), charge("2026-03-01", "2026-03-05")],
      usd(700),
      "2026-03-01",
    );
    expect(standing.lines.map((line) => [line.periodStart, line.status, line.covered])).toEqual([
      ["2026-01-01", "paid", usd(500)],
      ["2026-02-01", "partly_paid", usd(200)],
      ["2026-03-01", "unpaid", usd(0)],
    ]);
    expect(standing.balance).toEqual(usd(300));
    expect(accountStanding([charge("2026-01-01", "2026-01-05")], usd(0), "2026-01-06").lines[0]!.status).toBe("overdue");
    expect(accountStanding([charge("2026-01-01", "2026-01-05")], usd(800), "2026-01-06").balance).toEqual(usd(-300));
  });

  it("converts a payment in the other currency at the rate kept on it", () => {
    expect(amountInAccountCurrency({ amount: money(toMinor(44_750_000), "LBP"), lbpPerUsd: 89_500 }, "USD")).toEqual(usd(500));
    expect(amountInAccountCurrency({ amount: usd(10), lbpPerUsd: 89_500 }, "LBP")).toEqual(money(toMinor(895_000), "LBP"));
    expect(amountInAccountCurrency({ amount: usd(10), lbpPerUsd: null }, "USD")).toEqual(usd(10));
  });

  it("numbers receipts per account with the property's code", () => {
    expect(receiptLabel("HMR-12", 3)).toBe("HMR-12-0003");
  });
});

describe("forms and files", () => {
  it("refuses a lease ending before it starts and a cheque without its number", () => {
    const lease = { leaseStart: "2026-01-01", leaseEnd: "2025-12-31", rentAmount: "500", unit: "USD", paymentFrequency: "monthly", dueDay: "1" };
    expect(leaseSchema.safeParse(lease).error?.issues[0]?.message).toBe("tenancy.errors.endAfterStart");
    expect(paymentSchema.safeParse({ paidOn: "2026-01-01", amount: "5", unit: "USD", method: "cheque" }).error?.issues[0]?.message).toBe(
      "tenancy.errors.chequeRequired",
    );
  });

  it("refuses an amount finer than a cent (0.001 would be stored as 0.00)", () => {
    const payment = { paidOn: "2026-01-01", unit: "USD", method: "cash" };
    expect(paymentSchema.safeParse({ ...payment, amount: "0.001" }).error?.issues[0]?.message).toBe("tenancy.errors.amountCents");
    expect(paymentSchema.safeParse({ ...payment, amount: "0.07" }).success).toBe(true);
    expect(paymentSchema.safeParse({ ...payment, amount: "1234.56" }).success).toBe(true);
    const lease = { leaseStart: "2026-01-01", leaseEnd: "2026-12-31", unit: "USD", paymentFrequency: "monthly", dueDay: "1" };
    expect(leaseSchema.safeParse({ ...lease, rentAmount: "500.005" }).error?.issues[0]?.message).toBe("tenancy.errors.amountCents");
    expect(leaseSchema.safeParse({ ...lease, rentAmount: "500", deposit: "0.001" }).error?.issues[0]?.message).toBe("tenancy.errors.amountCents");
  });

  it("tells an invitation's state", () => {
    const now = new Date("2026-05-01T00:00:00Z");
    const base = { acceptedAt: null, revokedAt: null, expiresAt: new Date("2026-05-10T00:00:00Z") };
    expect(invitationState(base, now)).toBe("pending");
    expect(invitationState({ ...base, expiresAt: now }, now)).toBe("expired");
    expect(invitationState({ ...base, revokedAt: now }, now)).toBe("revoked");
    expect(invitationState({ ...base, acceptedAt: now, revokedAt: now }, now)).toBe("accepted");
  });
});

describe("the end of a tenancy (decision 0077)", () => {
  const charge = (periodStart: string, periodEnd: string, amount = 750) => ({
    id: periodStart,
    periodStart,
    periodEnd,
    dueOn: periodStart,
    amount: usd(amount),
  });

  it("charges the last period for the days of the tenancy, to the nearest cent", () => {
    expect(proratedRent(usd(750), { periodStart: "2027-03-01", periodEnd: "2027-03-12", fullEnd: "2027-03-31" })).toEqual({
      amount: usd(290.32),
      days: 12,
      ofDays: 31,
    });
    expect(proratedRent(usd(750), { periodStart: "2027-03-01", periodEnd: "2027-03-31", fullEnd: "2027-03-31" })).toEqual({
      amount: usd(750),
      days: 31,
      ofDays: 31,
    });
    // A period the tenancy's end cuts: the job charges it prorated; the lease's own end does not cut it.
    const lease = { leaseStart: "2027-01-01", leaseEnd: "2027-12-31", paymentFrequency: "monthly" as const, dueDay: 1 };
    expect(rentPeriods(lease, "2030-01-01", "2027-03-12").at(-1)).toMatchObject({ periodStart: "2027-03-01", periodEnd: "2027-03-12", fullEnd: "2027-03-31" });
    const ended = chargesAtEnd([charge("2027-02-01", "2027-02-28"), charge("2027-03-01", "2027-03-31"), charge("2027-04-01", "2027-04-30")], "2027-03-12");
    expect(ended.charges.map((line) => [line.periodStart, line.periodEnd, line.amount])).toEqual([
      ["2027-02-01", "2027-02-28", usd(750)],
      ["2027-03-01", "2027-03-12", usd(290.32)],
    ]);
    expect(ended.prorated).toMatchObject({ id: "2027-03-01", days: 12, ofDays: 31, amount: usd(290.32) });
    expect(chargesAtEnd([charge("2027-02-01", "2027-02-28")], "2027-02-28").prorated).toBeNull();
  });

  it("prorates by day: never more than the rent, more days never less, the whole period the whole rent (fast-check)", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays("2026-01-01", offset));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        day,
        fc.integer({ min: 28, max: 366 }),
        fc.integer({ min: 0, max: 365 }),
        (cents, start, length, cut) => {
          const rent = money(cents, "USD");
          const fullEnd = addDays(start, length - 1);
          const daysIn = Math.min(cut, length - 1);
          const end = (extra: number) => addDays(start, extra);
          const part = proratedRent(rent, { periodStart: start, periodEnd: end(daysIn), fullEnd });
          const more = proratedRent(rent, { periodStart: start, periodEnd: end(Math.min(daysIn + 1, length - 1)), fullEnd });
          expect(Number.isInteger(part.amount.minor)).toBe(true);
          expect(part.amount.minor).toBeLessThanOrEqual(cents);
          expect(part.amount.minor).toBeGreaterThanOrEqual(0);
          expect(more.amount.minor).toBeGreaterThanOrEqual(part.amount.minor);
          expect(part.days).toBe(daysIn + 1);
          expect(proratedRent(rent, { periodStart: start, periodEnd: fullEnd, fullEnd }).amount).toEqual(rent);
        },
      ),
    );
  });

  it("proposes applying the deposit to the arrears first, with the balance after each choice", () => {
    expect(depositChoices(usd(1500), usd(1040.32)).map((choice) => [choice.outcome, choice.settlement, choice.balanceAfter])).toEqual([
      ["applied_to_arrears", { applied: usd(1040.32), kept: usd(0), returned: usd(459.68) }, usd(0)],
      ["returned", { applied: usd(0), kept: usd(0), returned: usd(1500) }, usd(1040.32)],
      ["kept_in_part", { applied: usd(0), kept: usd(0), returned: usd(1500) }, usd(1040.32)],
    ]);
    expect(depositChoices(usd(500), usd(0)).map((choice) => choice.outcome)).toEqual(["returned", "kept_in_part", "applied_to_arrears"]);
    // Keeping more than the deposit is no choice at all.
    expect(depositChoices(usd(500), usd(100), usd(600)).map((choice) => choice.outcome)).toEqual(["applied_to_arrears", "returned"]);
  });

  it("the balance after settling is what was owed less what the deposit paid, and the deposit splits exactly (fast-check)", () => {
    const cents = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, (deposit, owed, kept) => {
        const choices = depositChoices(money(deposit, "USD"), money(owed, "USD"), money(kept, "USD"));
        for (const { settlement, balanceAfter } of choices) {
          const applied = settlement.applied.minor;
          expect(applied).toBeGreaterThanOrEqual(0);
          expect(applied).toBeLessThanOrEqual(Math.min(deposit, owed));
          expect(balanceAfter.minor).toBe(owed - applied);
          expect(applied + settlement.kept.minor + settlement.returned.minor).toBe(deposit);
          expect(settlement.returned.minor).toBeGreaterThanOrEqual(0);
        }
        expect(choices.map((choice) => choice.outcome).sort()).toEqual(
          DEPOSIT_OUTCOMES.filter((outcome) => outcome !== "kept_in_part" || kept <= deposit).sort(),
        );
        if (owed > 0) expect(choices[0]?.outcome).toBe("applied_to_arrears");
      }),
    );
  });
});
