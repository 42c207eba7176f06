import { and, gt, isNotNull } from "drizzle-orm";
import { CHARGE_LEAD_DAYS, proratedRent, rentPeriods } from "../../domain/tenancy.ts";
import { addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import type { Executor } from "../db/client.server.ts";
import { accounts, rentCharges } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { type AccountRow, recordedLease } from "./tenant-account.server.ts";

/**
 * Charges an account's periods that start within the next ten days (and every earlier one):
 * each period once, however often and by however many instances this runs, because the insert
 * skips a period the unique key (account, period start) already holds. Returns how many it added.
 */
export async function createChargesForAccount(executor: Executor, account: AccountRow, now: Date): Promise<number> {
  const lease = recordedLease(account);
  const periods = rentPeriods(lease, addDays(beirutDay(now), CHARGE_LEAD_DAYS), account.endedOn);
  if (periods.length === 0) return 0;
  const added = await executor
    .insert(rentCharges)
    .values(
      periods.map(({ fullEnd, ...period }) => ({
        accountId: account.id,
        ...period,
        // A period the tenancy's end cuts short is charged for its days only (decision 0077).
        amount: proratedRent(lease.rentAmount, { ...period, fullEnd }).amount.minor,
        unit: lease.unit,
      })),
    )
    .onConflictDoNothing({ target: [rentCharges.accountId, rentCharges.periodStart] })
    .returning({ id: rentCharges.id });
  return added.length;
}

/** The daily charges job: every account with a recorded lease (an ended one is cut at its end date). */
export async function createRentCharges(now = new Date(), batchSize = 500): Promise<number> {
  let added = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await db()
      .select()
      .from(accounts)
      .where(
        and(
          isNotNull(accounts.leaseStart),
          isNotNull(accounts.rentAmount),
          isNotNull(accounts.dueDay),
          isNotNull(accounts.paymentFrequency),
          gt(accounts.id, after),
        ),
      )
      .orderBy(accounts.id)
      .limit(batchSize);
    for (const account of batch) added += await createChargesForAccount(db(), account, now);
    if (batch.length < batchSize) return added;
    after = batch.at(-1)!.id;
  }
}
