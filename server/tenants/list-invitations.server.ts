import { desc, eq } from "drizzle-orm";
import { invitationState } from "../../domain/tenancy.ts";
import type { InvitationLine } from "../../domain/tenancy-views.ts";
import { tenantInvitations } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/** The invitations of the landlord's property not yet accepted, newest first (pending, then the others). */
export async function listInvitations(landlordId: string, propertyId: string, now = new Date()): Promise<InvitationLine[]> {
  await requireLandlordOf(landlordId, propertyId);
  const rows = await db().select().from(tenantInvitations).where(eq(tenantInvitations.propertyId, propertyId)).orderBy(desc(tenantInvitations.createdAt));
  return rows
    .map((row) => ({
      id: row.id,
      tenantName: row.tenantName,
      tenantEmail: row.tenantEmail,
      tenantPhone: row.tenantPhone,
      locale: row.locale,
      state: invitationState(row, now),
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
    }))
    .filter((line) => line.state !== "accepted" && line.state !== "revoked");
}
