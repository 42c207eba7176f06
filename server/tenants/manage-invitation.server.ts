import { and, eq, isNull } from "drizzle-orm";
import { isId } from "../../domain/ids.ts";
import type { Transaction } from "../db/client.server.ts";
import { tenantInvitations } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { mailInvitation, requireInvitationQuota } from "./invitation-mail.server.ts";
import { newInvitationToken } from "./invitation-token.server.ts";
import { invitationExpiry } from "./invite-tenant.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/** An invitation of the landlord's property not yet accepted or revoked, locked; anything else `not_found`. */
async function openInvitation(tx: Transaction, landlordId: string, propertyId: string, id: string) {
  const access = await requireLandlordOf(landlordId, propertyId, tx);
  if (!isId(id)) throw new AppError("not_found");
  const [invitation] = await tx
    .select()
    .from(tenantInvitations)
    .where(
      and(
        eq(tenantInvitations.id, id),
        eq(tenantInvitations.propertyId, propertyId),
        isNull(tenantInvitations.acceptedAt),
        isNull(tenantInvitations.revokedAt),
      ),
    )
    .for("update")
    .limit(1);
  if (!invitation) throw new AppError("not_found");
  return { invitation, title: access.property.title };
}

/** Sends the invitation again with a new link valid 14 days from now; the old link stops working. */
export async function resendInvitation(landlordId: string, propertyId: string, id: string, now = new Date()): Promise<void> {
  const { token, tokenHash } = newInvitationToken();
  const { invitation, title } = await db().transaction(async (tx) => {
    const open = await openInvitation(tx, landlordId, propertyId, id);
    await requireInvitationQuota(landlordId, open.invitation.tenantEmail);
    await tx
      .update(tenantInvitations)
      .set({ tokenHash, expiresAt: invitationExpiry(now) })
      .where(eq(tenantInvitations.id, id));
    return open;
  });
  await mailInvitation(db(), invitation, title, token);
}

/** Withdraws an invitation: its link then says it was revoked. */
export async function revokeInvitation(landlordId: string, propertyId: string, id: string, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    await openInvitation(tx, landlordId, propertyId, id);
    await tx.update(tenantInvitations).set({ revokedAt: now }).where(eq(tenantInvitations.id, id));
  });
}
