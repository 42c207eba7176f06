// Vocabulary of a listing, shared by the database schema, forms and the API.
// Values are the spec's own (SPEC.md §3, §4; DESIGN.md "Listing lifecycle").

export const LISTING_TYPES = ["Rental", "Sale"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** SPEC.md §3: any listing_type other than Sale counts as a rental. */
export function normaliseListingType(value: string | null | undefined): ListingType {
  return value === "Sale" ? "Sale" : "Rental";
}

export const LISTING_STATUSES = ["Pending Approval", "Approved", "Rejected", "Expired", "Deleted", "Deleted_Permanent"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The word a status is shown by (`dashboard.statuses.<word>`): a permanently deleted listing reads as deleted. */
export type StatusWord = "pending" | "approved" | "rejected" | "expired" | "deleted";
const STATUS_WORDS: Partial<Record<ListingStatus, StatusWord>> = {
  "Pending Approval": "pending",
  Approved: "approved",
  Rejected: "rejected",
  Expired: "expired",
};
export const statusWord = (status: ListingStatus): StatusWord => STATUS_WORDS[status] ?? "deleted";

export const CURRENCIES = ["USD", "LBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAYMENT_METHODS = ["Cash", "Bank transfer", "Cheque", "Bank loan"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CONTACT_METHODS = ["Phone call", "WhatsApp", "Message on Beitna"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Bedrooms and bathrooms: "10+" is stored as 11 (SPEC.md §3). */
export const ROOM_COUNT_MAX = 11;

export const PROPERTY_TYPES = [
  "Apartment",
  "Studio",
  "Duplex",
  "Penthouse",
  "House",
  "Villa",
  "Chalet",
  "Land",
  "Office",
  "Shop",
  "Warehouse",
  "Building",
] as const;
export const PROPERTY_CATEGORIES = ["Residential", "Commercial", "Land"] as const;

export const INSPECTION_AREAS = [
  "Roof",
  "Bathrooms",
  "Living Room",
  "Dining Room",
  "Bedrooms",
  "Kitchen",
  "Exterior",
  "Mechanical",
  "Electrical",
  "Plumbing",
  "Structural",
  "others",
] as const;
export type InspectionArea = (typeof INSPECTION_AREAS)[number];
export const NOT_INSPECTED = "Not Inspected";

/** An area's condition in an inspection (issue 16), also shown in the listing page's highlights. */
export const AREA_CONDITIONS = ["Good", "Fair", "Needs repair", NOT_INSPECTED] as const;
export type AreaCondition = (typeof AREA_CONDITIONS)[number];

export function isAreaCondition(value: string): value is AreaCondition {
  return (AREA_CONDITIONS as readonly string[]).includes(value);
}

export function initialInspectionHighlight(): Record<InspectionArea, string> {
  return Object.fromEntries(INSPECTION_AREAS.map((area) => [area, NOT_INSPECTED])) as Record<InspectionArea, string>;
}

export const LISTING_COUNTERS = ["impression", "views", "interested", "whatsapp", "call", "messageOwner", "requestTour"] as const;
export type ListingCounter = (typeof LISTING_COUNTERS)[number];
