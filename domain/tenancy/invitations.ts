// Inviting a tenant: the invitation form and an invitation's state.
import { z } from "zod";
import { type InvitationState } from "./lease.ts";

export const invitationSchema = z.object({
  tenantName: z.string({ error: "tenancy.errors.nameRequired" }).trim().min(1, "tenancy.errors.nameRequired").max(120),
  tenantEmail: z
    .email({ error: "tenancy.errors.emailInvalid" })
    .trim()
    .max(254)
    .transform((email) => email.toLowerCase()),
  tenantPhone: z.string().trim().max(30).default(""),
  locale: z.enum(["en", "ar", "fr"]).default("en"),
});
export type InvitationInput = z.output<typeof invitationSchema>;

export function invitationState(invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date = new Date()): InvitationState {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt <= now) return "expired";
  return "pending";
}
