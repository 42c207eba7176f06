import { and, eq } from "drizzle-orm";
import type { OfferInvitee } from "../../domain/offer-views.ts";
import { offers, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * The buyer of an offer the landlord accepted on this property, to prefill the tenant invitation
 * with ("Invite as tenant" after acceptance). Anyone else's offer, or one not accepted, is null:
 * the buyer's email reaches the owner only once they agreed on a rent.
 */
export async function acceptedOfferInvitee(landlordId: string, propertyId: string, offerId: string): Promise<OfferInvitee | null> {
  if (!/^[0-9a-f-]{36}$/i.test(offerId)) return null;
  const [row] = await db()
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, amount: offers.amount, currency: offers.currency })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.buyerId))
    .where(and(eq(offers.id, offerId), eq(offers.ownerId, landlordId), eq(offers.propertyId, propertyId), eq(offers.status, "accepted")))
    .limit(1);
  if (!row) return null;
  return {
    tenantName: `${row.firstName} ${row.lastName}`.trim(),
    tenantEmail: row.email,
    tenantPhone: row.phone,
    rent: { amount: row.amount, currency: row.currency === "LBP" ? "LBP" : "USD" },
  };
}
