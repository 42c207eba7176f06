import { z } from "zod";
import { DASHBOARD_PAGE_SIZE, DASHBOARD_SORTS } from "../../../domain/dashboard.ts";
import { CURRENCIES, LISTING_STATUSES, LISTING_TYPES, ROOM_COUNT_MAX } from "../../../domain/listing.ts";
import { PROPERTY_CATEGORIES, PROPERTY_TYPES } from "../../../domain/listing.ts";
import { PLAN_IDS } from "../../../domain/plans.ts";
import { searchWordsField } from "../../../domain/search-schema.ts";
import { listingCounters } from "./get-property.schema.ts";

/** At most this many listings an answer; the default is the dashboard's page. */
export const OWNER_PROPERTIES_MAX_LIMIT = 100;

const rooms = z.number().int().min(0).max(ROOM_COUNT_MAX);
const place = z.string().trim().min(1).max(100);

export const ownerPropertiesInput = z
  .strictObject({
    q: z.string().trim().max(100).optional().describe("Title or reference containing this text (case-insensitive; % and _ are plain characters)"),
    listing_type: z.enum(LISTING_TYPES).optional(),
    status: z.enum(LISTING_STATUSES).exclude(["Deleted_Permanent"]).optional().describe("Permanently deleted listings are never answered"),
    plan: z.enum(PLAN_IDS).optional(),
    visible: z.boolean().optional(),
    district: place.optional().describe("Exactly, e.g. Beirut"),
    city: place.optional().describe("The area, exactly, e.g. Achrafieh"),
    property_type: z.enum(PROPERTY_TYPES).optional(),
    property_category: z.enum(PROPERTY_CATEGORIES).optional(),
    furnished: z.boolean().optional(),
    keywords: searchWordsField.describe("A phrase or words, each of which the listing must have (in any of the three languages, accents and hamza ignored)"),
    currency: z.enum(CURRENCIES).default("USD").describe("The currency of price_min and price_max, compared with the listing's calculated price in it"),
    price_min: z.number().min(0).optional(),
    price_max: z.number().min(0).optional(),
    size_min: z.number().min(0).optional().describe("Square metres"),
    size_max: z.number().min(0).optional().describe("Square metres"),
    bedroom_min: rooms.optional(),
    bedroom_max: rooms.optional().describe("11 means 10 or more"),
    bathroom_min: rooms.optional(),
    bathroom_max: rooms.optional().describe("11 means 10 or more"),
    sort: z
      .enum(DASHBOARD_SORTS)
      .default("newest")
      .describe("newest (created), price_asc, price_desc (USD calculated price), expiry (nearest first, none last)"),
    limit: z
      .number()
      .int()
      .min(1)
      .max(OWNER_PROPERTIES_MAX_LIMIT)
      .default(DASHBOARD_PAGE_SIZE)
      .describe(`Listings in the answer, at most ${OWNER_PROPERTIES_MAX_LIMIT}`),
    skip: z.number().int().min(0).max(100_000).default(0).describe("Listings skipped, in the sort's order"),
  })
  .meta({ description: "Every filter is optional; none means all the caller's listings." });

export const ownerPropertySchema = z
  .object({
    id: z.uuid(),
    path: z.string().describe("The listing's web address (path); only the owner and admins see it while it is not public"),
    title: z.string(),
    reference: z.string(),
    listing_type: z.enum(LISTING_TYPES),
    property_type: z.string(),
    property_category: z.string(),
    unit: z.enum(CURRENCIES).describe("The currency of `price`"),
    price: z.number(),
    USDPriceCalculated: z.number().nullable(),
    LBPPriceCalculated: z.number().nullable(),
    size: z.number().describe("Square metres"),
    bedroom: rooms,
    bathroom: rooms,
    furnished: z.boolean(),
    district: z.string(),
    city: z.string(),
    plan: z.enum(PLAN_IDS),
    planName: z.string().describe("e.g. Beitna Gold"),
    Status: z.enum(LISTING_STATUSES),
    Flag: z.string().nullable().describe("Why it awaits approval: New, Edit, Renew, Change_from_<plan>, …"),
    visible: z.boolean(),
    boosted: z.boolean(),
    ApprovedOn: z.iso.datetime().nullable(),
    ExpiresOn: z.iso.datetime().nullable(),
    MarketDate: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    image: z.string().nullable().describe("The featured photo's 800×800 variant"),
    rejectionReason: z.string().nullable().describe("The moderator's reason, for a Rejected listing"),
    counters: listingCounters,
  })
  .meta({ id: "OwnerProperty" });

export const ownerPropertiesOutput = z.object({
  results: z.array(ownerPropertySchema),
  count: z.number().int().min(0).describe("All the caller's listings matching the filters (not only this answer's)"),
});
