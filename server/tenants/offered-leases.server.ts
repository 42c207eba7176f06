import { and, desc, eq, isNull } from "drizzle-orm";
import type { Currency } from "../../domain/listing.ts";
import { PAYMENT_FREQUENCIES } from "../../domain/listing-form.ts";
import { rentFrequencyOfListing } from "../../domain/tenancy.ts";
import type { OfferedLease } from "../../domain/tenancy-views.ts";
import { accounts, offers, properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/**
 * The lease each tenant of the landlord's rental starts from when they bought it through an offer
 * the landlord accepted (decision 0048, "Invite as tenant"): by tenant id, only for a current
 * tenant without a lease yet, from their newest accepted offer on this property. The invitation
 * carries no offer: the offer is the tenant's own, so a landlord who invited its buyer by hand gets
 * the same, and a person the landlord invited instead of the buyer gets nothing.
 */
export async function offeredLeases(landlordId: string, propertyId: string): Promise<Record<string, OfferedLease>> {
  await requireLandlordOf(landlordId, propertyId);
  const rows = await db()
    .select({
      tenantId: accounts.userId,
      offerId: offers.id,
      amount: offers.amount,
      currency: offers.currency,
      listingFrequency: properties.paymentFrequency,
    })
    .from(accounts)
    .innerJoin(offers, and(eq(offers.propertyId, accounts.propertyId), eq(offers.buyerId, accounts.userId)))
    .innerJoin(properties, eq(properties.id, accounts.propertyId))
    .where(
      and(
        eq(accounts.propertyId, propertyId),
        isNull(accounts.leaseStart),
        isNull(accounts.endedOn),
        eq(offers.ownerId, landlordId),
        eq(offers.status, "accepted"),
        eq(properties.listingType, "Rental"),
      ),
    )
    .orderBy(desc(offers.updatedAt));
  const leases: Record<string, OfferedLease> = {};
  for (const row of rows) {
    if (leases[row.tenantId]) continue;
    leases[row.tenantId] = {
      offerId: row.offerId,
      rentAmount: row.amount,
      unit: row.currency as Currency,
      paymentFrequency: rentFrequencyOfListing(row.listingFrequency),
      listingFrequency: PAYMENT_FREQUENCIES.find((frequency) => frequency === row.listingFrequency) ?? null,
    };
  }
  return leases;
}
