import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { formerTenantAccessEnds, formerTenantFrom, type TenancyRole } from "../../domain/tenancy.ts";
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
   * A former tenant sees only the files added before their tenancy ended (the next tenant's lease
   * and ID are not theirs); null for the landlord and current tenants, who see every file.
   */
  filesAddedBefore: Date | null;
}

const propertyIdSchema = z.uuid();

/**
 * Who the user is on a property's tenancy (`/tenant/:propertyId`, its API functions and files): its
 * landlord (the listing's owner), a linked tenant (a row in `accounts`), or a former tenant (from
 * the end date the landlord set or the day after the lease's last day, whichever comes first) for
 * the read-only window of decision 0028, who sees only the files added before the end (decision
 * 0044). Anyone else, like a property that does not exist, gets
 * `not_found`: another tenancy is not theirs to know about.
 */
export async function requireTenancyAccess(
  userId: string,
  propertyId: string,
  executor: Executor = db(),
  today: Date = new Date(),
): Promise<TenancyAccess> {
  if (!propertyIdSchema.safeParse(propertyId).success) throw new AppError("not_found");
  const [found] = await executor
    .select({
      id: properties.id,
      title: properties.title,
      ownerId: properties.ownerId,
      reference: properties.reference,
      accountId: accounts.id,
      endedOn: accounts.endedOn,
      leaseEnd: accounts.leaseEnd,
    })
    .from(properties)
    .leftJoin(accounts, and(eq(accounts.propertyId, properties.id), eq(accounts.userId, userId)))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!found) throw new AppError("not_found");
  const property: TenancyProperty = { id: found.id, title: found.title, ownerId: found.ownerId, reference: found.reference };
  if (found.ownerId === userId) return { role: "landlord", property, accountId: null, filesAddedBefore: null };
  if (!found.accountId) throw new AppError("not_found");
  const todayIso = today.toISOString().slice(0, 10);
  const formerFrom = formerTenantFrom(found.endedOn, found.leaseEnd);
  if (!formerFrom || formerFrom > todayIso) return { role: "tenant", property, accountId: found.accountId, filesAddedBefore: null };
  if (formerTenantAccessEnds(formerFrom) <= todayIso) throw new AppError("not_found");
  // Days are UTC dates here, as `todayIso` above.
  return { role: "former-tenant", property, accountId: found.accountId, filesAddedBefore: new Date(`${formerFrom}T00:00:00Z`) };
}

/** Whether `access` may see a tenancy file added at `addedAt` (the one rule; decision 0044). */
export function maySeeFile(access: TenancyAccess, addedAt: Date): boolean {
  return !access.filesAddedBefore || addedAt < access.filesAddedBefore;
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
