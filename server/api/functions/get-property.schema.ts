import { z } from "zod";
import { CONTACT_METHODS, CURRENCIES, LISTING_STATUSES, LISTING_TYPES, PAYMENT_METHODS } from "../../../domain/listing.ts";
import { PLAN_IDS } from "../../../domain/plans.ts";

// SPEC.md §3's Property under its own field names. The listing page's shapes move to domain/
// (branch `shapes`); these are reconciled with them then.

const propertyId = z.uuid().describe("A listing's id");
const instant = z.iso.datetime().nullable();
const amount = z.number().min(0);

export const listingCounters = z
  .object({
    impression: z.number().int().describe("Times the listing was shown in search results"),
    views: z.number().int().describe("Visitors who opened its page (once a visitor a day)"),
    interested: z.number().int().describe("'I'm interested' presses"),
    whatsapp: z.number().int().describe("WhatsApp contact presses"),
    call: z.number().int().describe("Call presses"),
    messageOwner: z.number().int().describe("Messages to the owner opened"),
    requestTour: z.number().int().describe("Tour requests opened"),
  })
  .meta({ id: "ListingCounters" });

export const ownerCard = z
  .object({
    id: z.uuid(),
    name: z.string().describe("First and last name"),
    memberSince: z.iso.datetime(),
    phone: z
      .string()
      .nullable()
      .describe(
        "International number (+ and digits), only when the listing's contactMethod includes 'Phone call' or 'WhatsApp'; the owner's email is never shown",
      ),
  })
  .meta({ id: "OwnerCard", description: "The owner as the listing page shows them" });

export const getPropertyInput = z.strictObject({ PropertyID: propertyId });

export const propertySchema = z
  .object({
    id: propertyId,
    path: z.string().describe("The canonical web address's path, e.g. /rental/<id>/<slug>"),
    url: z.url().describe("The canonical web address"),
    listing_type: z.enum(LISTING_TYPES),
    title: z.string(),
    property_type: z.string().describe("e.g. Apartment, Villa, Office (the posting form's list)"),
    property_category: z.string().describe("Residential, Commercial or Land"),
    description: z.string(),
    reference: z.string().describe("The owner's own reference; may be empty"),
    unit: z.enum(CURRENCIES).describe("The currency `price`, `downpayment` and `feesMonthly` are in"),
    furnished: z.boolean(),
    price: amount.describe("In `unit`; a rental's is per `paymentfrequency`"),
    paymentfrequency: z.string().nullable().describe("A rental's: Monthly, Quarterly, Semi-annually or Yearly"),
    downpayment: amount.nullable().describe("In `unit`"),
    feesMonthly: amount.nullable().describe("Monthly charges, in `unit`"),
    bedroom: z.number().int().min(0).max(11).describe("11 means 10 or more"),
    bathroom: z.number().int().min(0).max(11).describe("11 means 10 or more"),
    finish_level: z.string().nullable(),
    size: z.number().positive().describe("Square metres"),
    special: z.array(z.string()).describe("Features, e.g. Sea view, Parking, Solar panels, Generator subscription"),
    floor: z.number().int().nullable().describe("0 the ground floor, below 0 a basement; null when not given"),
    state_power_hours: z.number().int().min(0).max(24).nullable().describe("Hours of state (EDL) power a day; null when not given"),
    paymentMethod: z.array(z.enum(PAYMENT_METHODS)),
    contactMethod: z.array(z.enum(CONTACT_METHODS)).describe("How the owner wants to be reached"),
    move_in_date: z.iso.date().nullable(),
    address: z.string(),
    city: z.string().describe("The area"),
    district: z.string(),
    Status: z
      .enum(LISTING_STATUSES)
      .describe(
        "A visible, unexpired listing Approved (or Pending Approval while a plan change waits) is public; the others are answered to their owner and admins only, but for a rented or sold one (`taken`)",
      ),
    visible: z.boolean(),
    taken: z
      .enum(["Rented", "Sold"])
      .nullable()
      .describe("Rented (a rental) or Sold (a sale) once its owner marked it so: anyone still gets it, without contacting the owner; null otherwise"),
    plan: z.enum(PLAN_IDS),
    inspectionHighlight: z.record(z.string(), z.string()).describe("Each of the 12 inspection areas and its state ('Not Inspected' until inspected)"),
    marker: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .nullable()
      .describe("Where the listing is on the map, when the owner placed it"),
    images: z.array(z.string()).describe("The photos' URLs, large, featured first"),
    images_low: z.array(z.string()).describe("The same photos' 800×800 variants, in the same order"),
    ApprovedOn: instant,
    ExpiresOn: instant.describe("A Free listing's end; null for Gold and Platinum"),
    MarketDate: instant.describe("When it was put on the market (or last boosted): the newest-first order"),
    boosted: z.boolean(),
    USDPriceCalculated: amount.nullable().describe("The price in USD at the exchange rate of its last save"),
    LBPPriceCalculated: amount.nullable().describe("The price in LBP at the exchange rate of its last save"),
    counters: listingCounters.nullable().describe("Only to the listing's owner and admins; null to anyone else"),
    owner: ownerCard,
  })
  .meta({ id: "Property" });

export const getPropertyOutput = z.object({ property: propertySchema });
