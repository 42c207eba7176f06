import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { isId } from "../../domain/ids.ts";
import type { TenancyRole } from "../../domain/tenancy.ts";
import { tenantInvitations, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { linkInvitedTenant } from "./accept-invitation.server.ts";
import { requireTenancyAccess } from "./tenancy-access.server.ts";

/**
 * SPEC.md §7 `tenantproperty` (TenantID, PropertyID): the invited person links themself to the
 * property, through the pending invitation addressed to their email (the app has no link token).
 * Already linked, or the property's landlord, it answers the role without changing anything;
 * linking anyone but oneself, or without an invitation, is `not_found`.
 */
export async function linkTenant(callerId: string, tenantId: string, propertyId: string, now = new Date()): Promise<TenancyRole> {
  if (!isId(tenantId) || tenantId !== callerId) throw new AppError("not_found");
  return db().transaction(async (tx) => {
    const known = await requireTenancyAccess(callerId, propertyId, tx).catch(() => null);
    if (known && known.role !== "former-tenant") return known.role;
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, callerId)).limit(1);
    if (!user) throw new AppError("not_found");
    const [invitation] = await tx
      .select()
      .from(tenantInvitations)
      .where(
        and(
          eq(tenantInvitations.propertyId, propertyId),
          eq(tenantInvitations.tenantEmail, user.email),
          isNull(tenantInvitations.acceptedAt),
          isNull(tenantInvitations.revokedAt),
          gt(tenantInvitations.expiresAt, now),
        ),
      )
      .orderBy(desc(tenantInvitations.createdAt))
      .for("update")
      .limit(1);
    if (!invitation) throw new AppError("not_found");
    await linkInvitedTenant(tx, invitation, user, now);
    return "tenant" as const;
  });
}
