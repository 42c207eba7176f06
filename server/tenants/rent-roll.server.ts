import { and, count, eq, inArray } from "drizzle-orm";
import { type RentRollRow, nextChargeOf, overdueOf, rentRollOrder } from "../../domain/rent-roll.ts";
import { type RentFrequency } from "../../domain/tenancy.ts";
import { money } from "../../domain/money.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { accounts, issueReports, properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { rentAccountsOf } from "./rent-account.server.ts";

/**
 * Every tenancy on the landlord's homes, overdue first (decision 0052): the running ones, and an
 * ended one while its former tenant still owes. Only the signed-in landlord's own properties.
 */
export async function rentRoll(landlordId: string, now = new Date()): Promise<RentRollRow[]> {
  const today = beirutDay(now);
  const rows = await db()
    .select({ account: accounts, title: properties.title, reference: properties.reference })
    .from(accounts)
    .innerJoin(properties, eq(properties.id, accounts.propertyId))
    .where(eq(properties.ownerId, landlordId));
  if (rows.length === 0) return [];
  const propertyIds = [...new Set(rows.map((row) => row.account.propertyId))];
  const [standings, issues] = await Promise.all([
    rentAccountsOf(
      db(),
      rows.map((row) => row.account),
      now,
    ),
    db()
      .select({ propertyId: issueReports.propertyId, open: count() })
      .from(issueReports)
      .where(and(inArray(issueReports.propertyId, propertyIds), inArray(issueReports.status, ["open", "in_progress"])))
      .groupBy(issueReports.propertyId),
  ]);
  return standings
    .map((standing, index): RentRollRow => {
      const { account, title, reference } = rows[index]!;
      const { leaseStart, leaseEnd, paymentFrequency, dueDay, rentAmount } = account;
      const lease =
        leaseStart && leaseEnd && paymentFrequency && dueDay && rentAmount !== null
          ? { leaseStart, leaseEnd, paymentFrequency: paymentFrequency as RentFrequency, dueDay, rentAmount: money(rentAmount, standing.lease.unit) }
          : null;
      return {
        propertyId: account.propertyId,
        title,
        reference,
        tenantId: standing.tenantId,
        tenantName: standing.tenantName,
        unit: standing.lease.unit,
        owed: standing.balance,
        ...overdueOf(standing.charges, standing.lease.unit, today),
        next: account.endedOn && account.endedOn <= today ? null : nextChargeOf(standing.charges, lease, account.endedOn, today),
        openIssues: issues.find((issue) => issue.propertyId === account.propertyId)?.open ?? 0,
        endedOn: account.endedOn,
      };
    })
    .filter((row) => !row.endedOn || row.endedOn > today || row.owed.minor > 0)
    .sort(rentRollOrder);
}
