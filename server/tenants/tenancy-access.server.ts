import { and, eq, sql } from "drizzle-orm";
import { accounts, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";

export type TenancyRole = "landlord" | "tenant" | "former-tenant";

export interface TenancyAccess {
  role: TenancyRole;
  propertyId: string;
  landlordId: string;
  title: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who `userId` is on `propertyId`'s tenancy: its landlord (the listing's owner), a linked tenant
 * (a row in `accounts`), or a former tenant (the lease ended before today: read-only). Anyone
 * else, and a property that does not exist, get the same 404 (DESIGN.md: `/tenant/:propertyId`
 * for its tenant and landlord only).
 */
export async function requireTenancyAccess(userId: string, propertyId: string): Promise<TenancyAccess> {
  if (!UUID.test(propertyId)) throw new AppError("not_found");
  const [row] = await db()
    .select({
      ownerId: properties.ownerId,
      title: properties.title,
      tenant: accounts.id,
      leaseEnded: sql<boolean>`coalesce(${accounts.leaseEnd} < current_date, false)`,
    })
    .from(properties)
    .leftJoin(accounts, and(eq(accounts.propertyId, properties.id), eq(accounts.userId, userId)))
    .where(eq(properties.id, propertyId));
  if (!row) throw new AppError("not_found");
  const base = { propertyId, landlordId: row.ownerId, title: row.title };
  if (row.ownerId === userId) return { role: "landlord", ...base };
  if (row.tenant) return { role: row.leaseEnded ? "former-tenant" : "tenant", ...base };
  throw new AppError("not_found");
}

/** The same check for a change: a former tenant reads but no longer writes. */
export async function requireTenancyWrite(userId: string, propertyId: string, allowed: readonly TenancyRole[] = ["landlord", "tenant"]): Promise<TenancyAccess> {
  const access = await requireTenancyAccess(userId, propertyId);
  if (!allowed.includes(access.role)) throw new AppError(access.role === "former-tenant" ? "tenancy_ended" : "forbidden");
  return access;
}
