// What the owner's dashboard is answered with (SPEC.md §7 "The owner's properties"): the server
// builds these objects, the listing cards take them as props. Schemas so that the shape lives in
// domain/, not in a server file. Dates stay Date objects, as the server hands them over.
import { z } from "zod";
import { listingStateSchema } from "./lifecycle.ts";
import { CURRENCIES, LISTING_COUNTERS, LISTING_TYPES } from "./listing.ts";

/** One of the owner's listings as a dashboard row shows it. */
export const ownerListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  reference: z.string(),
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.string(),
  propertyCategory: z.string(),
  price: z.number(),
  unit: z.enum(CURRENCIES),
  usdPrice: z.number().nullable().describe("The price in USD at the rate of its last save"),
  lbpPrice: z.number().nullable().describe("The price in LBP at the rate of its last save"),
  size: z.number(),
  bedroom: z.number(),
  bathroom: z.number(),
  furnished: z.boolean(),
  district: z.string(),
  city: z.string(),
  planName: z.string(),
  createdAt: z.date(),
  featuredImageKey: z.string().nullable().describe("The featured photo's storage key (position 0), if any"),
  rejectionReason: z.string().nullable().describe("The latest rejection's reason, for a Rejected listing"),
  state: listingStateSchema,
  pendingChanges: z.boolean().describe("Changes the owner made to the live listing wait for review; the public sees the approved version meanwhile"),
  counters: z.record(z.enum(LISTING_COUNTERS), z.number()),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

/** One page of the owner's listings and how many match in all. */
export const ownerListingsPageSchema = z.object({ items: z.array(ownerListingSchema), total: z.number(), page: z.number(), pageCount: z.number() });
export type OwnerListingsPage = z.infer<typeof ownerListingsPageSchema>;
