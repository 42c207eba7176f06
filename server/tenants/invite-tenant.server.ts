import { and, eq, gt, isNull } from "drizzle-orm";
import { INVITATION_DAYS, type InvitationInput } from "../../domain/tenancy.ts";
import { accounts, tenantInvitations, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { mailInvitation, requireInvitationQuota } from "./invitation-mail.server.ts";
import { newInvitationToken } from "./invitation-token.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";
import { daysAfter } from "../../domain/days.ts";

export function invitationExpiry(now: Date): Date {
  return daysAfter(now, INVITATION_DAYS);
}

/**
 * SPEC.md §7 `invitetenant`: the landlord of a listing invites a tenant by email. A pending
 * invitation to the same address on the same property is replaced (its link stops working); a
 * current tenant of the property is not invited again.
 */
export async function inviteTenant(landlordId: string, propertyId: string, input: InvitationInput, now = new Date()): Promise<{ id: string }> {
  const { token, tokenHash } = newInvitationToken();
  const { invitation, title } = await db().transaction(async (tx) => {
    const access = await requireLandlordOf(landlordId, propertyId, tx);
    const [current] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(accounts.propertyId, propertyId), eq(users.email, input.tenantEmail), isNull(accounts.endedOn)))
      .limit(1);
    if (current) throw new AppError("already_tenant");
    await requireInvitationQuota(landlordId, input.tenantEmail);
    await tx
      .update(tenantInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(tenantInvitations.propertyId, propertyId),
          eq(tenantInvitations.tenantEmail, input.tenantEmail),
          isNull(tenantInvitations.acceptedAt),
          isNull(tenantInvitations.revokedAt),
          gt(tenantInvitations.expiresAt, now),
        ),
      );
    const [created] = await tx
      .insert(tenantInvitations)
      .values({ propertyId, landlordId, ...input, tokenHash, expiresAt: invitationExpiry(now) })
      .returning();
    return { invitation: created!, title: access.property.title };
  });
  await mailInvitation(db(), invitation, title, token);
  return { id: invitation.id };
}
