import { and, asc, eq, inArray } from "drizzle-orm";
import type { Currency } from "../../domain/listing.ts";
import { accountStanding, amountInAccountCurrency, type ChargeLine, type RentAccount, type RentPaymentLine, sumMoney } from "../../domain/tenancy.ts";
import { type Money, money } from "../../domain/money.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import type { Executor } from "../db/client.server.ts";
import { accounts, rentCharges, rentPayments, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import type { AccountRow } from "./tenant-account.server.ts";
import type { TenancyAccess } from "./tenancy-access.server.ts";

type PaymentRow = typeof rentPayments.$inferSelect;
type ChargeRow = typeof rentCharges.$inferSelect;

/** A charge row with its amount in the account's currency (the rows keep minor units, the account the currency). */
export const chargeLine = (row: ChargeRow, accountUnit: Currency): Omit<ChargeRow, "amount"> & ChargeLine => ({
  ...row,
  amount: money(row.amount, accountUnit),
});

/** A payment row's amount with its currency. */
export const paymentAmount = (row: Pick<PaymentRow, "amount" | "unit">): Money => money(row.amount, row.unit as Currency);

/** What confirmed payment rows add up to in the account's currency. */
export const paidTotalOf = (rows: readonly Pick<PaymentRow, "amount" | "unit" | "lbpPerUsd">[], accountUnit: Currency): Money =>
  sumMoney(
    rows.map((row) => amountInAccountCurrency({ amount: paymentAmount(row), lbpPerUsd: row.lbpPerUsd }, accountUnit)),
    accountUnit,
  );

function paymentLine(row: PaymentRow, accountUnit: Currency): RentPaymentLine {
  const amount = paymentAmount(row);
  return {
    id: row.id,
    status: row.status as RentPaymentLine["status"],
    paidOn: row.paidOn,
    amount,
    lbpPerUsd: row.lbpPerUsd,
    credited: row.status === "confirmed" ? amountInAccountCurrency({ amount, lbpPerUsd: row.lbpPerUsd }, accountUnit) : null,
    method: row.method as RentPaymentLine["method"],
    chequeNumber: row.chequeNumber,
    chequeDate: row.chequeDate,
    note: row.note,
    hasProof: Boolean(row.proofKey),
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Accounts with their charges and payments, each period's standing and the balance (decision 0028). */
export async function rentAccountsOf(executor: Executor, rows: readonly AccountRow[], now: Date): Promise<RentAccount[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [charges, payments, tenants] = await Promise.all([
    executor.select().from(rentCharges).where(inArray(rentCharges.accountId, ids)).orderBy(asc(rentCharges.periodStart)),
    executor.select().from(rentPayments).where(inArray(rentPayments.accountId, ids)).orderBy(asc(rentPayments.paidOn), asc(rentPayments.createdAt)),
    executor
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, countryCode: users.countryCode })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.userId),
        ),
      ),
  ]);
  const today = beirutDay(now);
  return rows.map((row) => {
    const unit = row.unit as Currency;
    const lines = payments.filter((payment) => payment.accountId === row.id).map((payment) => paymentLine(payment, unit));
    const paid = sumMoney(
      lines.flatMap((line) => (line.credited ? [line.credited] : [])),
      unit,
    );
    const standing = accountStanding(
      charges.filter((charge) => charge.accountId === row.id).map((charge) => chargeLine(charge, unit)),
      paid,
      today,
    );
    const tenant = tenants.find((user) => user.id === row.userId);
    return {
      accountId: row.id,
      tenantId: row.userId,
      tenantName: tenant?.name ?? "",
      tenantEmail: tenant?.email ?? "",
      tenantPhone: tenant ? `${tenant.countryCode} ${tenant.phone}` : "",
      lease: {
        leaseStart: row.leaseStart,
        leaseEnd: row.leaseEnd,
        rentAmount: row.rentAmount === null ? null : money(row.rentAmount, unit),
        unit,
        paymentFrequency: row.paymentFrequency,
        dueDay: row.dueDay,
        deposit: row.deposit === null ? null : money(row.deposit, unit),
      },
      endedOn: row.endedOn,
      depositSettlement:
        row.depositReturned === null
          ? null
          : { returned: money(row.depositReturned, unit), kept: money(row.depositKept ?? 0, unit), keptReason: row.depositKeptReason ?? "" },
      charges: standing.lines,
      payments: lines,
      paidTotal: standing.paidTotal,
      balance: standing.balance,
    };
  });
}

/**
 * The rent accounts the user may read on a tenancy (SPEC.md §7 "account by property"): every
 * tenant's for the landlord, their own for a tenant or former tenant.
 */
export async function readRentAccounts(userId: string, access: TenancyAccess, now = new Date()): Promise<RentAccount[]> {
  const own = access.role === "landlord" ? undefined : eq(accounts.userId, userId);
  const rows = await db()
    .select()
    .from(accounts)
    .where(and(eq(accounts.propertyId, access.property.id), own))
    .orderBy(asc(accounts.createdAt));
  return rentAccountsOf(db(), rows, now);
}
