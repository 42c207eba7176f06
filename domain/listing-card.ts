import { z } from "zod";
import { CURRENCIES, LISTING_TYPES, ROOM_COUNT_MAX } from "./listing.ts";
import { PLAN_IDS } from "./plans.ts";

// The shapes the server answers with are zod schemas so that the JSON API can document them
// (OpenAPI through zod-openapi) and tests can check real answers against them. They describe the
// JSON form and use only what OpenAPI can express: no transforms, refinements or z.date(). They are
// never parsed on the hot paths (search and the listing page are benchmarked at a million
// listings): the services build objects of the inferred types, and the compiler checks them.

/** Bedrooms or bathrooms: 0 to 11, where 11 stands for "10+" (SPEC.md §3). */
export const roomCountSchema = z.int().min(0).max(ROOM_COUNT_MAX).describe(`0 to ${ROOM_COUNT_MAX}; ${ROOM_COUNT_MAX} means "10+"`);

export const listingCardSchema = z
  .strictObject({
    id: z.uuid().describe("The listing's id"),
    path: z.string().describe("The listing page's address on this site, e.g. /rental/{id}/{slug}"),
    listingType: z.enum(LISTING_TYPES),
    title: z.string(),
    propertyType: z.string().describe("e.g. Apartment, Villa, Land"),
    price: z.number().min(0).describe("The asking price, in `unit`"),
    unit: z.enum(CURRENCIES).describe("The currency the owner priced the listing in"),
    usdPrice: z.number().min(0).nullable().describe("The price in USD, worked out at the exchange rate when the listing was saved"),
    lbpPrice: z.number().min(0).nullable().describe("The price in LBP (Lebanese pounds), worked out at the exchange rate when the listing was saved"),
    bedroom: roomCountSchema,
    bathroom: roomCountSchema,
    size: z.number().positive().describe("Floor or land area in m²"),
    city: z.string(),
    district: z.string(),
    planId: z.enum(PLAN_IDS).describe("The owner's plan for this listing; paid plans rank higher in search"),
    photo: z
      .strictObject({
        url: z.string().describe("The featured photo's 800×800 variant: an absolute CDN address, or /media/… when served by this site"),
        placeholder: z.string().describe("A tiny blurred preview as a data: URL, shown until the photo loads (may be empty)"),
      })
      .nullable()
      .describe("The featured photo; null when the listing has none"),
    photoCount: z.int().min(0).describe("How many photos the listing has"),
    postedAt: z.iso.datetime().describe("When the listing went on the market (approval or renewal), else when it was created"),
    previousPrice: z
      .number()
      .min(0)
      .nullable()
      .describe('The price before a reduction in the last 30 days, in `unit` (the card\'s "price reduced" mark); null otherwise'),
    contact: z
      .strictObject({
        phoneDigits: z
          .string()
          .regex(/^\d*$/)
          .describe("The owner's number in international digits; empty unless the listing may be called or messaged on WhatsApp"),
        call: z.boolean().describe("The owner takes phone calls for this listing"),
        whatsapp: z.boolean().describe("The owner takes WhatsApp messages for this listing"),
      })
      .describe("How the card may reach the owner directly"),
    verifiedOwner: z.boolean().describe('An admin checked the owner\'s documents (the "verified owner" badge)'),
  })
  .meta({ id: "ListingCard", description: "A listing as a result card, a favourite or a similar listing shows it" });

/** What a result card, a favourite or a similar listing shows: the same everywhere. */
export type ListingCardData = z.infer<typeof listingCardSchema>;

/**
 * What a page's card shows of a ListingCardData, and so all a page's loader sends the browser of it
 * (issue 31): the API's card without the listing type (the page's own) and with the one converted
 * price the card shows instead of both.
 */
export type ListingCardView = Omit<ListingCardData, "listingType" | "usdPrice" | "lbpPrice"> & {
  /** The price in the other currency (LBP for a USD price, else USD); null when not worked out. */
  otherPrice: number | null;
};

/** A card as a page sends it: named field by field, so extras (a similar listing's distance) stay on the server. */
export function cardView(card: ListingCardData): ListingCardView {
  return {
    id: card.id,
    path: card.path,
    title: card.title,
    propertyType: card.propertyType,
    price: card.price,
    unit: card.unit,
    otherPrice: card.unit === "USD" ? card.lbpPrice : card.usdPrice,
    bedroom: card.bedroom,
    bathroom: card.bathroom,
    size: card.size,
    city: card.city,
    district: card.district,
    planId: card.planId,
    photo: card.photo,
    photoCount: card.photoCount,
    postedAt: card.postedAt,
    previousPrice: card.previousPrice,
    contact: card.contact,
    verifiedOwner: card.verifiedOwner,
  };
}
