import { and, eq, gte, lt, ne, type SQL } from "drizzle-orm";
import { isId } from "../../domain/ids.ts";
import type { PgColumn } from "drizzle-orm/pg-core";
import { earlierTenancyEnded, formerTenantAccessEnds, formerTenantFrom, type TenancyRole } from "../../domain/tenancy.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import type { Executor } from "../db/client.server.ts";
import { accounts, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";

export interface TenancyProperty {
  id: string;
  title: string;
  ownerId: string;
  reference: string;
}

export interface TenancyAccess {
  role: TenancyRole;
  property: TenancyProperty;
  /** The signed-in tenant's own rent account (null for the landlord, who sees every tenant's). */
  accountId: string | null;
  /**
   * The records (files, inspections, issues) of the home a tenant sees, by when they were added: from
   * the end of the earlier tenancy (the previous tenant's lease and ID are not theirs) and, for a
   * former tenant, before their own tenancy ended (nor the next tenant's). Null bounds for the
   * landlord, who sees everything (decisions 0044, 0054).
   */
  sees: { from: Date | null; before: Date | null };
}

/**
 * Who the user is on a property's tenancy (`/tenant/:propertyId`, its API functions and files): its
 * landlord (the listing's owner), a linked tenant (a row in `accounts`), or a former tenant (from
 * the end date the landlord set or the day after the lease's last day, whichever comes first) for
 * the read-only window of decision 0028, who sees only the files added before the end (decision
 * 0044). Anyone else, like a property that does not exist, gets
 * `not_found`: another tenancy is not theirs to know about.
 */
export async function requireTenancyAccess(userId: string, propertyId: string, executor: Executor = db(), today: Date = new Date()): Promise<TenancyAccess> {
  if (!isId(propertyId)) throw new AppError("not_found");
  const [found] = await executor
    .select({
      id: properties.id,
      title: properties.title,
      ownerId: properties.ownerId,
      reference: properties.reference,
      accountId: accounts.id,
      endedOn: accounts.endedOn,
      leaseStart: accounts.leaseStart,
      leaseEnd: accounts.leaseEnd,
      linkedAt: accounts.createdAt,
    })
    .from(properties)
    .leftJoin(accounts, and(eq(accounts.propertyId, properties.id), eq(accounts.userId, userId)))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!found) throw new AppError("not_found");
  const property: TenancyProperty = { id: found.id, title: found.title, ownerId: found.ownerId, reference: found.reference };
  if (found.ownerId === userId) return { role: "landlord", property, accountId: null, sees: { from: null, before: null } };
  if (!found.accountId || !found.linkedAt) throw new AppError("not_found");
  // Its days (today, the day it was linked, its end) are Beirut's; the records' boundaries below stay UTC instants (decision 0054).
  const todayDay = beirutDay(today);
  const linkedOn = beirutDay(found.linkedAt);
  const ownStart = found.leaseStart && found.leaseStart < linkedOn ? found.leaseStart : linkedOn;
  const others = await executor
    .select({ endedOn: accounts.endedOn, leaseEnd: accounts.leaseEnd })
    .from(accounts)
    .where(and(eq(accounts.propertyId, propertyId), ne(accounts.id, found.accountId)));
  const from = utcDay(earlierTenancyEnded(ownStart, others));
  const formerFrom = formerTenantFrom(found.endedOn, found.leaseEnd);
  if (!formerFrom || formerFrom > todayDay) return { role: "tenant", property, accountId: found.accountId, sees: { from, before: null } };
  if (formerTenantAccessEnds(formerFrom) <= todayDay) throw new AppError("not_found");
  return { role: "former-tenant", property, accountId: found.accountId, sees: { from, before: utcDay(formerFrom) } };
}

const utcDay = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** Whether `access` may see a tenancy's record (a file, an inspection, an issue) added at `addedAt`: the one rule. */
export function maySeeRecord(access: TenancyAccess, addedAt: Date): boolean {
  const { from, before } = access.sees;
  return (!from || addedAt >= from) && (!before || addedAt < before);
}

/** The same rule as a query condition on a record's `created_at` column. */
export function seenRecords(access: TenancyAccess, addedAt: PgColumn): SQL | undefined {
  const { from, before } = access.sees;
  return and(from ? gte(addedAt, from) : undefined, before ? lt(addedAt, before) : undefined);
}

/**
 * The same check for a change by one of `allowed`: a former tenant reads but no longer writes
 * (`tenancy_ended`), and the tenancy's other party, who knows it exists, gets `forbidden`.
 */
export async function requireTenancyWrite(
  userId: string,
  propertyId: string,
  allowed: readonly TenancyRole[] = ["landlord", "tenant"],
  executor: Executor = db(),
): Promise<TenancyAccess> {
  const access = await requireTenancyAccess(userId, propertyId, executor);
  if (!allowed.includes(access.role)) throw new AppError(access.role === "former-tenant" ? "tenancy_ended" : "forbidden");
  return access;
}

/** A change only the landlord makes (a lease, a payment, an invitation, an inspection, the end). */
export function requireLandlordOf(userId: string, propertyId: string, executor: Executor = db()): Promise<TenancyAccess> {
  return requireTenancyWrite(userId, propertyId, ["landlord"], executor);
}
