import { z } from "zod";
import { approveListingSchema, MODERATION_PAGE_SIZE, rejectListingSchema, revertPriceSchema } from "../../../domain/admin.ts";
import { CURRENCIES, LISTING_TYPES } from "../../../domain/listing.ts";

// The admin's moderation queue (/admin/moderation) as functions: each input is the console's own
// form schema in the API's field names, so both refuse the same payloads (a rejection without a reason).

const propertyId = z.uuid().describe("A listing waiting for review (moderationQueue lists them)");

export const moderationQueueInput = z.strictObject({
  page: z.int().min(1).max(100_000).default(1).describe(`The queue's page, ${MODERATION_PAGE_SIZE} listings each, oldest request first`),
});

const pendingListing = z
  .object({
    id: z.uuid(),
    title: z.string(),
    listingType: z.enum(LISTING_TYPES),
    price: z.number(),
    unit: z.enum(CURRENCIES),
    city: z.string(),
    district: z.string(),
    planName: z.string().describe("The plan it is on or asks for"),
    flag: z.string().nullable().describe("What the owner asks for: New, Edit, Renew, Activate, Change_from_<plan>"),
    submittedAt: z.iso.datetime().nullable().describe("When it was sent for review"),
    ownerName: z.string(),
    ownerEmail: z.string(),
    photoUrl: z.url().nullable().describe("The featured photo's small variant"),
    photos: z.array(z.object({ url: z.url(), largeUrl: z.url() })).describe("Every photo in order: its small and large variants"),
  })
  .meta({ id: "PendingListing" })
  .describe("A listing waiting for an admin's review");

export const moderationQueueOutput = z.object({
  listings: z.array(pendingListing),
  total: z.int().describe("Listings waiting in all"),
  page: z.int(),
  pageSize: z.int(),
});

export const approvePropertyInput = z.strictObject({ PropertyID: approveListingSchema.shape.propertyId.describe(propertyId.description!) });
export const rejectPropertyInput = z.strictObject({
  PropertyID: rejectListingSchema.shape.propertyId.describe(propertyId.description!),
  reason: rejectListingSchema.shape.reason.describe("Why, as the owner reads it in their mail and on their dashboard (required)"),
});

export const revertPriceInput = z.strictObject({
  PropertyID: revertPriceSchema.shape.propertyId.describe("A live listing whose owner changed its price"),
  changeId: revertPriceSchema.shape.changeId
    .optional()
    .describe("The change to undo, as /admin/prices lists it; left out, the listing's latest change. Either must still be the listing's price"),
  reason: revertPriceSchema.shape.reason.describe("Why, as the owner reads it in their notifications (required)"),
});

export const revertPriceOutput = z.object({
  PropertyID: z.uuid(),
  price: z.number().describe("The price put back"),
  unit: z.enum(CURRENCIES),
});
