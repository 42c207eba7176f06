import { z } from "zod";
import { updatePropertyPayloadSchema } from "../../../domain/add-property.ts";
import { bulkRenewSchema, renewSchema } from "../../../domain/dashboard.ts";
import { LISTING_STATUSES } from "../../../domain/listing.ts";
import { PLAN_IDS } from "../../../domain/plans.ts";

// The owner's dashboard and lifecycle screens (/editlisting, /renewmembership, /activatelisting,
// the dashboard's one-click actions, the boosts) as functions: each names the caller's listing.

const propertyId = z.uuid().describe("The caller's listing; another user's is 404");
export const propertyInput = z.strictObject({ PropertyID: propertyId });

/** Where a listing stands after an action: what the dashboard's row shows. */
export const listingStateOutput = z.object({
  PropertyID: z.uuid(),
  Status: z.enum(LISTING_STATUSES),
  Flag: z.string().nullable().describe("Why it waits for review: New, Edit, Renew, Activate, Change_from_<plan>; null once approved"),
  Visible: z.boolean().describe("Shown in search when Approved; the owner's choice (setPropertyVisibility)"),
  Plan: z.enum(PLAN_IDS),
  ExpiresOn: z.iso.datetime().nullable(),
});

export const updatePropertyInput = updatePropertyPayloadSchema;

export const editablePropertyOutput = z.object({
  PropertyID: z.uuid(),
  Status: z.enum(LISTING_STATUSES),
  Plan: z.enum(PLAN_IDS),
  Property: z
    .record(z.string(), z.unknown())
    .describe("The listing in updateProperty's `Property` field names and types, its `images` the photos' refs in order"),
  photos: z.array(
    z.object({
      ref: z.string().describe("`p:<id>`: name it in updateProperty's `Property.images` to keep the photo"),
      url: z.url().describe("The 800×800 variant"),
      placeholder: z.string(),
    }),
  ),
});

export const visibilityInput = propertyInput.extend({
  Visible: z.boolean().describe("true shows an Approved listing in search (and puts a rented or sold one back on the market); false hides it"),
});

/** /renewmembership's own form schema: how a paid plan's renewal is paid (a free one ignores it). */
export const renewInput = renewSchema.extend({ PropertyID: propertyId }).strict();

/** The dashboard's Bulk renew, by its own form's field: one to a page's worth of the caller's listings. */
export const renewPropertiesInput = z.strictObject({
  PropertyIDs: bulkRenewSchema.shape.propertyIds.describe("The caller's Free, Expired listings; one that is not the caller's is 404 and renews none"),
});

export const renewPropertiesOutput = z.object({
  renewed: z.number().int().min(1).describe("How many listings went back to review (each id once)"),
  Properties: z.array(listingStateOutput).describe("Each listing's state after it, in the order of `PropertyIDs`"),
});

export const boostOutput = listingStateOutput.extend({
  priceUsd: z.number().describe("What the boost cost in credits (the admin's boost price)"),
  balanceUsd: z.number().describe("The caller's credits after it"),
  nextBoostAt: z.iso.datetime().nullable().describe("When this listing may be boosted again (the admin's cooldown)"),
});
