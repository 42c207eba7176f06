import { ACCOUNT_TIERS } from "./account-tier.ts";
import { z } from "zod";
import { roomCountSchema } from "./listing-card.ts";
import { CONTACT_METHODS, CURRENCIES, LISTING_STATUSES, LISTING_TYPES, PAYMENT_METHODS } from "./listing.ts";
import { PLAN_IDS } from "./plans.ts";

// The listing page's data (domain/listing-card.ts explains why the answers are schemas).

export const geoPointSchema = z
  .strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .meta({ id: "GeoPoint", description: "A point on the earth, in degrees (WGS 84)" });

export const listingPhotoSchema = z
  .strictObject({
    url: z.string().describe("The large variant: an absolute CDN address, or /media/… when served by this site"),
    placeholder: z.string().describe("A tiny blurred preview as a data: URL, shown until the photo loads (may be empty)"),
    width: z.int().positive().describe("In pixels"),
    height: z.int().positive().describe("In pixels"),
  })
  .meta({ id: "ListingPhoto", description: "One of a listing's photos" });

export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingOwnerSchema = z
  .strictObject({
    id: z.uuid().describe("The owner's user id (their listings are at /owner/rental/{id} and /owner/sale/{id})"),
    name: z.string().describe("First and last name"),
    // The server sends the ISO string, not the Date it reads: the JSON API and the page's loader
    // then carry the same value, and the page formats either with `new Date(…)`.
    memberSince: z.iso.datetime().describe("When the owner's account was created"),
    tier: z
      .enum(ACCOUNT_TIERS)
      .describe("The owner's account tier badge: free, premium (bought credits in the last 12 months), gold or platinum (a live listing on that plan)"),
    verifiedOwner: z.boolean().describe('An admin checked the owner\'s documents (the "verified owner" badge, apart from the tiers)'),
    phoneDigits: z
      .string()
      .regex(/^\d*$/)
      .describe("The owner's number in international digits (e.g. 96171123456); empty unless the owner chose to be phoned or messaged on WhatsApp"),
  })
  .meta({ id: "ListingOwner", description: "The owner's public card" });

const moneyIn = (what: string) => z.number().min(0).nullable().describe(`${what}, in \`unit\`; null when not given`);

export const listingPageSchema = z
  .strictObject({
    id: z.uuid().describe("The listing's id"),
    path: z.string().describe("The listing page's address on this site, e.g. /rental/{id}/{slug}"),
    url: z.url().describe("The listing page's absolute address"),
    isPublic: z
      .boolean()
      .describe(
        "Whether it is on the market (approved or waiting for a plan change, visible, not expired); otherwise only its owner and admins see it, or anyone when it is `taken`",
      ),
    isOwner: z.boolean().describe("Whether the viewer owns the listing"),
    taken: z
      .enum(["Rented", "Sold"])
      .nullable()
      .describe(
        "Set when its owner marked it rented (a rental) or sold (a sale) after an accepted offer: anyone may still see it, not contact the owner about it; null otherwise",
      ),
    status: z.enum(LISTING_STATUSES),
    visible: z.boolean().describe("The owner's own switch: a hidden listing is not public even when approved"),
    listingType: z.enum(LISTING_TYPES),
    title: z.string(),
    description: z.string(),
    reference: z.string().describe("The owner's own reference (may be empty)"),
    propertyType: z.string().describe("e.g. Apartment, Villa, Land"),
    propertyCategory: z.string().describe("Residential, Commercial or Land; empty when not given"),
    unit: z.enum(CURRENCIES).describe("The currency the owner priced the listing in"),
    price: z.number().min(0).describe("The asking price, in `unit`"),
    usdPrice: z.number().min(0).nullable().describe("The price in USD, worked out at the exchange rate when the listing was saved"),
    lbpPrice: z.number().min(0).nullable().describe("The price in LBP (Lebanese pounds), worked out at the exchange rate when the listing was saved"),
    paymentFrequency: z.string().nullable().describe("A rental's payment frequency, e.g. Monthly, Yearly"),
    downPayment: moneyIn("A sale's down payment"),
    feesMonthly: moneyIn("Monthly fees"),
    bedroom: roomCountSchema,
    bathroom: roomCountSchema,
    size: z.number().positive().describe("Floor or land area in m²"),
    finishLevel: z.string().nullable().describe("e.g. Unfinished, Finished, Deluxe"),
    furnished: z.boolean(),
    special: z.array(z.string()).describe("Special features, e.g. Sea view, Parking, Solar panels, Generator subscription"),
    floor: z.int().nullable().describe("The floor: 0 the ground floor, below 0 a basement; null when not given"),
    statePowerHours: z.int().min(0).max(24).nullable().describe("Hours of state (EDL) power a day; null when not given"),
    paymentMethod: z.array(z.enum(PAYMENT_METHODS)),
    contactMethod: z.array(z.enum(CONTACT_METHODS)).describe("How the owner wants to be reached"),
    moveInDate: z.iso.date().nullable().describe("Available from (YYYY-MM-DD)"),
    address: z.string(),
    city: z.string(),
    district: z.string(),
    planId: z.enum(PLAN_IDS).describe("The owner's plan for this listing"),
    inspectionHighlight: z.record(z.string(), z.string()).describe('The inspection\'s finding for each area (Roof, Kitchen, …); "Not Inspected" when none'),
    marker: geoPointSchema.nullable().describe("Where the owner placed the listing on the map; null when not placed"),
    centre: geoPointSchema.nullable().describe("Where similar listings are looked for: the marker, else the centre of the listing's area"),
    photos: z.array(listingPhotoSchema).describe("In the owner's order, the featured one first"),
    owner: listingOwnerSchema,
    priceHistory: z
      .array(
        z.strictObject({
          at: z.iso.datetime(),
          oldPrice: z.number().min(0),
          oldUnit: z.enum(CURRENCIES),
          newPrice: z.number().min(0),
          newUnit: z.enum(CURRENCIES),
          corrected: z.boolean().describe("An admin put the price before back (a moderation correction, not the owner's cut or rise)"),
        }),
      )
      .describe("Each change of the asking price, oldest first (empty when it never changed)"),
  })
  .meta({ id: "ListingPage", description: "A listing as its page shows it, to visitors when public, else to its owner and admins" });

export type ListingPageData = z.infer<typeof listingPageSchema>;
