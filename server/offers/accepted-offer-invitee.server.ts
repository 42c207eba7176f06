import { and, eq } from "drizzle-orm";
import { isFarFromAsking } from "../../domain/offers.ts";
import type { OfferInvitee } from "../../domain/offer-views.ts";
import { offers, properties, users } from "../db/schema.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { db } from "../runtime.server.ts";

/**
 * The buyer of an offer the landlord accepted on this property, to prefill the tenant invitation
 * with ("Invite as tenant" after acceptance), and the rent against the asking price (the
 * invitation warns when they are far apart). Anyone else's offer, or one not accepted, is null:
 * the buyer's email reaches the owner only once they agreed on a rent.
 */
export async function acceptedOfferInvitee(landlordId: string, propertyId: string, offerId: string): Promise<OfferInvitee | null> {
  if (!/^[0-9a-f-]{36}$/i.test(offerId)) return null;
  const [[row], lbpPerUsd] = await Promise.all([
    db()
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        amount: offers.amount,
        currency: offers.currency,
        price: properties.price,
        unit: properties.unit,
        paymentFrequency: properties.paymentFrequency,
      })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.buyerId))
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .where(and(eq(offers.id, offerId), eq(offers.ownerId, landlordId), eq(offers.propertyId, propertyId), eq(offers.status, "accepted")))
      .limit(1),
    currentLbpPerUsd(),
  ]);
  if (!row) return null;
  const rent = { amount: row.amount, currency: row.currency === "LBP" ? ("LBP" as const) : ("USD" as const) };
  const asking = row.price > 0 ? { amount: row.price, currency: row.unit === "LBP" ? ("LBP" as const) : ("USD" as const) } : null;
  return {
    tenantName: `${row.firstName} ${row.lastName}`.trim(),
    tenantEmail: row.email,
    tenantPhone: row.phone,
    rent,
    asking: asking && { ...asking, paymentFrequency: row.paymentFrequency },
    lbpPerUsd,
    farFromAsking: isFarFromAsking(rent, asking, lbpPerUsd),
  };
}
