// What the tenancy screens are answered with besides the rent account (issue 16): the server
// builds these objects, the components take them as props. Schemas so that the shape lives in
// domain/, not in a server file. Dates stay Date objects where the server hands them over as such.
import { z } from "zod";
import { CURRENCIES } from "./listing.ts";
import { PAYMENT_FREQUENCIES } from "./listing-form.ts";
import { INVITATION_STATES, RENT_FREQUENCIES } from "./tenancy.ts";

/** An invitation of a property not yet accepted, as the landlord's invite panel lists it. */
export const invitationLineSchema = z.object({
  id: z.uuid(),
  tenantName: z.string(),
  tenantEmail: z.string(),
  tenantPhone: z.string(),
  locale: z.string(),
  state: z.enum(INVITATION_STATES),
  expiresAt: z.date(),
  createdAt: z.date(),
});
export type InvitationLine = z.infer<typeof invitationLineSchema>;

/** A property the user rents (or rented, within the read-only window), for their user menu. */
export const myTenancySchema = z.object({ propertyId: z.uuid(), title: z.string(), ended: z.boolean() });
export type MyTenancy = z.infer<typeof myTenancySchema>;

/**
 * The rent an accepted offer fixed (decision 0048), for the lease form of its buyer once they
 * joined as tenant and before any lease: the amount and currency agreed, how often it is paid
 * when the listing's rhythm is one a lease has, and the listing's rhythm (to say what was agreed).
 */
export const offeredLeaseSchema = z.object({
  offerId: z.uuid(),
  rentAmount: z.number(),
  unit: z.enum(CURRENCIES),
  paymentFrequency: z.enum(RENT_FREQUENCIES).nullable(),
  listingFrequency: z.enum(PAYMENT_FREQUENCIES).nullable(),
});
export type OfferedLease = z.infer<typeof offeredLeaseSchema>;
