/**
 * What the documented examples name: the demo seed's first listing and its owner, so that every
 * example works against `npm start`'s database; the contract test creates the same rows.
 */
import type { z } from "zod";
import type { addPropertyPayloadSchema } from "../../../domain/add-property.ts";
import type { ListingCardData } from "../../../domain/listing-card.ts";
import { DEMO_EXAMPLE_LISTING_ID } from "../../db/seed/data/demo-listings.ts";

export {
  DEMO_EXAMPLE_LISTING_ID as EXAMPLE_LISTING_ID,
  DEMO_SECOND_LISTING_ID as EXAMPLE_SECOND_LISTING_ID,
  DEMO_EXAMPLE_REQUEST_ID as EXAMPLE_REQUEST_ID,
  DEMO_EXAMPLE_OFFER_ID as EXAMPLE_OFFER_ID,
  DEMO_ACCEPTED_OFFER_ID as EXAMPLE_ACCEPTED_OFFER_ID,
  DEMO_TAKEN_LISTING_ID as EXAMPLE_TAKEN_LISTING_ID,
  DEMO_OWNER_EMAIL as EXAMPLE_OWNER_EMAIL,
  DEMO_OWNER_ID as EXAMPLE_OWNER_ID,
  DEMO_PASSWORD as EXAMPLE_PASSWORD,
  DEMO_TENANT as EXAMPLE_TENANT,
  DEMO_PROMO_CODE as EXAMPLE_PROMO_CODE,
  DEMO_PROMO_LISTING_ID as EXAMPLE_PROMO_LISTING_ID,
  DEMO_LIFECYCLE_LISTINGS as EXAMPLE_LIFECYCLE_LISTINGS,
  DEMO_BULK_RENEW_LISTINGS as EXAMPLE_BULK_RENEW_LISTINGS,
  DEMO_CREDIT_PAYMENT as EXAMPLE_CREDIT_PAYMENT,
  DEMO_DECLARED_RENT_PAYMENTS as EXAMPLE_DECLARED_RENT_PAYMENTS,
  DEMO_LEAVING_TENANT as EXAMPLE_LEAVING_TENANT,
  DEMO_CLOSING_ACCOUNT as EXAMPLE_CLOSING_ACCOUNT,
  DEMO_ADMIN_EMAIL as EXAMPLE_ADMIN_EMAIL,
  DEMO_PENDING_LISTINGS as EXAMPLE_PENDING_LISTINGS,
  DEMO_PENDING_PAYMENTS as EXAMPLE_PENDING_PAYMENTS,
  DEMO_PROOF_PAYMENT as EXAMPLE_PROOF_PAYMENT,
  DEMO_REFUND_PAYMENT as EXAMPLE_REFUND_PAYMENT,
  DEMO_SECOND_OWNER_ID as EXAMPLE_SECOND_OWNER_ID,
  DEMO_PAUSABLE_PROMO_CODE as EXAMPLE_PAUSABLE_PROMO_CODE,
  DEMO_LISTING_REPORT_ID as EXAMPLE_LISTING_REPORT_ID,
  DEMO_PRICE_CUT_LISTING_ID as EXAMPLE_PRICE_CUT_LISTING_ID,
  DEMO_ISSUES as EXAMPLE_ISSUES,
  DEMO_INSPECTION_ID as EXAMPLE_INSPECTION_ID,
  DEMO_INVITATIONS as EXAMPLE_INVITATIONS,
} from "../../db/seed/data/demo-listings.ts";

/** The demo's example listing as a result card (its photo's key differs from one database to another). */
export const EXAMPLE_CARD: ListingCardData = {
  id: DEMO_EXAMPLE_LISTING_ID,
  path: `/rental/${DEMO_EXAMPLE_LISTING_ID}/4-bedroom-apartment-for-rent-in-abdeh`,
  listingType: "Rental",
  title: "4-bedroom apartment for rent in Abdeh",
  propertyType: "Apartment",
  price: 1400,
  unit: "USD",
  usdPrice: 1400,
  lbpPrice: 125_300_000,
  bedroom: 4,
  bathroom: 1,
  size: 225,
  city: "Abdeh",
  district: "Akkar",
  planId: "platinum",
  photo: {
    url: "/media/photos/ddd1dcaa-61a4-41d1-b37e-f28a9a3387f1-low.webp",
    placeholder: "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAACQAQCdASoQAAwAAsBMJbACdADzRZAA4ez4+RGzSkgHu+pC9kApQtkDYqEzxY78ixV/pGl+zktkFMaAAAA=",
  },
  photoCount: 3,
  postedAt: "2026-01-10T09:00:00.000Z",
  previousPrice: null,
  contact: { phoneDigits: "96171123456", call: true, whatsapp: true },
  verifiedOwner: false,
};

/** A tour time the examples propose: three days on at 4 pm Beirut, as of when the server started. */
export function exampleTourTime(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 14)).toISOString();
}

/** The listing the examples post (AddProperty) and edit (updateProperty, at a new price). */
export const EXAMPLE_PROPERTY_FIELDS = {
  listing_type: "Rental",
  title: "Sunny flat with a sea view",
  property_type: "Apartment",
  property_category: "Residential",
  description: "Two bedrooms, a large balcony and a parking spot, five minutes from the sea.",
  unit: "USD",
  price: 600,
  paymentfrequency: "Monthly",
  bedroom: 2,
  bathroom: 1,
  size: 110,
  furnished: true,
  special: ["Sea view", "Parking", "Balcony"],
  paymentMethod: ["Cash", "Bank transfer"],
  contactMethod: ["WhatsApp", "Phone call"],
  address: "Main road, near the port",
  area: 1,
} satisfies Partial<z.input<typeof addPropertyPayloadSchema>["Property"]>;
