import { receiptLabel } from "../../domain/receipts.ts";
import { describe, expect, it } from "vitest";
import { addMonths } from "../../domain/days.ts";
import {
  accountStanding,
  amountInAccountCurrency,
  defaultLeaseEnd,
  dueDateOf,
  formerTenantAccessEnds,
  formerTenantFrom,
  invitationState,
  leaseSchema,
  paymentSchema,
  rentPeriods,
} from "../../domain/tenancy.ts";

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
  const charge = (periodStart: string, dueOn: string, amount = 500) => ({ id: periodStart, periodStart, periodEnd: periodStart, dueOn, amount });

  it("covers the oldest charges first and owes only what is due", () => {
    const standing = accountStanding(
      [charge("2026-02-01", "2026-02-05"), charge("2026-01-01", "2026-01-05"), charge("2026-03-01", "2026-03-05")],
      700,
      "2026-03-01",
    );
    expect(standing.lines.map((line) => [line.periodStart, line.status, line.covered])).toEqual([
      ["2026-01-01", "paid", 500],
      ["2026-02-01", "partly_paid", 200],
      ["2026-03-01", "unpaid", 0],
    ]);
    expect(standing.balance).toBe(300);
    expect(accountStanding([charge("2026-01-01", "2026-01-05")], 0, "2026-01-06").lines[0]!.status).toBe("overdue");
    expect(accountStanding([charge("2026-01-01", "2026-01-05")], 800, "2026-01-06").balance).toBe(-300);
  });

  it("converts a payment in the other currency at the rate kept on it", () => {
    expect(amountInAccountCurrency({ amount: 44_750_000, unit: "LBP", lbpPerUsd: 89_500 }, "USD")).toBe(500);
    expect(amountInAccountCurrency({ amount: 10, unit: "USD", lbpPerUsd: 89_500 }, "LBP")).toBe(895_000);
    expect(amountInAccountCurrency({ amount: 10, unit: "USD", lbpPerUsd: null }, "USD")).toBe(10);
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
