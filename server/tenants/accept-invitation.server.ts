import { eq, sql } from "drizzle-orm";
import { invitationState } from "../../domain/tenancy.ts";
import type { Transaction } from "../db/client.server.ts";
import { accounts, properties, tenantInvitations, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { hashInvitationToken } from "./invitation-token.server.ts";

type InvitationRow = typeof tenantInvitations.$inferSelect;

export interface InvitationView {
  propertyId: string;
  propertyTitle: string;
  landlordName: string;
  tenantName: string;
  tenantEmail: string;
}

const TOKEN_SHAPE = /^[\w-]{43}$/;

/** Why an invitation cannot be used now, as the refusal its link shows; null when it can. */
function refusalOf(invitation: InvitationRow, now: Date): AppError | null {
  const state = invitationState(invitation, now);
  if (state === "accepted") return new AppError("invitation_used");
  if (state === "revoked") return new AppError("invitation_revoked");
  if (state === "expired") return new AppError("invitation_expired");
  return null;
}

async function findByToken(executor: Transaction | ReturnType<typeof db>, token: string, lock: boolean) {
  if (!TOKEN_SHAPE.test(token)) throw new AppError("invitation_unknown");
  const query = executor
    .select({ invitation: tenantInvitations, propertyTitle: properties.title, landlordName: users.name })
    .from(tenantInvitations)
    .innerJoin(properties, eq(properties.id, tenantInvitations.propertyId))
    .innerJoin(users, eq(users.id, tenantInvitations.landlordId))
    .where(eq(tenantInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  const [found] = lock ? await query.for("update", { of: tenantInvitations }) : await query;
  if (!found) throw new AppError("invitation_unknown");
  return found;
}

/** What an invitation link shows before it is used; a used, revoked, expired or unknown link is its refusal. */
export async function readInvitation(token: string, now = new Date()): Promise<InvitationView> {
  const found = await findByToken(db(), token, false);
  const refusal = refusalOf(found.invitation, now);
  if (refusal) throw refusal;
  return {
    propertyId: found.invitation.propertyId,
    propertyTitle: found.propertyTitle,
    landlordName: found.landlordName,
    tenantName: found.invitation.tenantName,
    tenantEmail: found.invitation.tenantEmail,
  };
}

/**
 * Links the signed-in user to the property as its tenant (a row in `accounts`), once: the link
 * must be pending and addressed to the user's own email. A former tenant invited again gets
 * their account back, its history kept.
 */
export async function linkInvitedTenant(tx: Transaction, invitation: InvitationRow, user: { id: string; email: string }, now: Date): Promise<void> {
  const refusal = refusalOf(invitation, now);
  if (refusal) throw refusal;
  if (invitation.tenantEmail !== user.email.toLowerCase()) throw new AppError("invitation_wrong_account");
  if (invitation.landlordId === user.id) throw new AppError("invitation_wrong_account");
  await tx
    .insert(accounts)
    .values({ propertyId: invitation.propertyId, userId: user.id })
    .onConflictDoUpdate({ target: [accounts.propertyId, accounts.userId], set: { endedOn: sql`null` } });
  await tx.update(tenantInvitations).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(tenantInvitations.id, invitation.id));
}

/** The invitation link's action for a signed-in user: links them and answers the property. */
export async function acceptInvitation(token: string, user: { id: string; email: string }, now = new Date()): Promise<{ propertyId: string }> {
  return db().transaction(async (tx) => {
    const found = await findByToken(tx, token, true);
    await linkInvitedTenant(tx, found.invitation, user, now);
    return { propertyId: found.invitation.propertyId };
  });
}
