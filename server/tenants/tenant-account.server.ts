import { and, eq } from "drizzle-orm";
import { isId } from "../../domain/ids.ts";
import type { Executor } from "../db/client.server.ts";
import { accounts } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { money } from "../../domain/money.ts";

export type AccountRow = typeof accounts.$inferSelect;

/** A tenant's account on a property, found by the tenant's user id; anything else `not_found`. */
export async function accountOfTenant(executor: Executor, propertyId: string, tenantId: string, lock = false): Promise<AccountRow> {
  if (!isId(tenantId)) throw new AppError("not_found");
  const query = executor
    .select()
    .from(accounts)
    .where(and(eq(accounts.propertyId, propertyId), eq(accounts.userId, tenantId)))
    .limit(1);
  const [account] = lock ? await query.for("update") : await query;
  if (!account) throw new AppError("not_found");
  return account;
}

/** The lease terms of an account, or `lease_required` while the landlord has not recorded them. */
export function recordedLease(account: AccountRow) {
  const { leaseStart, leaseEnd, rentAmount, paymentFrequency, dueDay } = account;
  if (!leaseStart || !leaseEnd || rentAmount === null || !paymentFrequency || !dueDay) throw new AppError("lease_required");
  const unit = account.unit as "USD" | "LBP";
  return {
    leaseStart,
    leaseEnd,
    rentAmount: money(rentAmount, unit),
    unit,
    paymentFrequency: paymentFrequency as "monthly" | "quarterly" | "yearly",
    dueDay,
    deposit: money(account.deposit ?? 0, unit),
  };
}
