import type { Currency, ListingStatus, ListingType } from "./listing.ts";

// Issue 44 and decision 0079: a listing that was once public keeps an answer at its address once
// it is gone ("This home is no longer on Beitna", with similar homes) instead of a bare 404.

/** Why a once-public listing is no longer shown: deleted (for good or its membership cancelled), expired, or withdrawn (hidden, or back in review). */
export type GoneReason = "deleted" | "expired" | "withdrawn";

/** Deleted is final (410 Gone); an expired or withdrawn listing may come back, so it answers 404. */
export const GONE_STATUS: Record<GoneReason, 404 | 410> = { deleted: 410, expired: 404, withdrawn: 404 };

export interface GoneState {
  status: ListingStatus;
  isDeleted: boolean;
  /** Null for a listing never approved: never public, so it keeps the plain 404 (nothing of it was ever shown). */
  approvedOn: Date | null;
  expiresOn: Date | null;
}

/** Why a listing the visitor may not see is gone, or null when it was never public. Call it only for a listing not public now. */
export function goneReason(listing: GoneState, now: Date): GoneReason | null {
  if (listing.approvedOn === null) return null;
  if (listing.isDeleted || listing.status === "Deleted" || listing.status === "Deleted_Permanent") return "deleted";
  if (listing.status === "Expired" || (listing.expiresOn !== null && listing.expiresOn.getTime() <= now.getTime())) return "expired";
  return "withdrawn";
}

/** A similar home's price in US dollars, null when unknown. */
interface Priced {
  usdPrice: number | null;
}

/** Within this factor of the gone home's price (either way) a similar home is in its price band. */
export const PRICE_BAND_FACTOR = 1.5;

/**
 * The similar homes the gone page shows: those in the gone home's price band first, the nearest
 * first within each group (the order they come in), at most `count`.
 */
export function inPriceBandFirst<T extends Priced>(similar: readonly T[], usdPrice: number | null, count: number): T[] {
  if (usdPrice === null || usdPrice <= 0) return similar.slice(0, count);
  const inBand = (home: T) => home.usdPrice !== null && home.usdPrice >= usdPrice / PRICE_BAND_FACTOR && home.usdPrice <= usdPrice * PRICE_BAND_FACTOR;
  return [...similar.filter(inBand), ...similar.filter((home) => !inBand(home))].slice(0, count);
}

/** What the gone page says of the listing: what any visitor saw on its card when it was live, never its owner or contact. */
export interface GoneListing {
  id: string;
  /** Its canonical address; null while its text waits for review or was refused (never shown: no slug of it is given). */
  path: string | null;
  reason: GoneReason;
  listingType: ListingType;
  /** Null, with the rest of what it was, while its text is not the reviewed one (`path`). */
  title: string | null;
  propertyType: string;
  price: number;
  unit: Currency;
  paymentFrequency: string | null;
  city: string;
  district: string;
  /** The search for homes like it: same type of listing and property, in its area. */
  searchPath: string;
}

/** Whether a listing's stored text is what was reviewed and shown: not while an edit waits for review or after it was refused. */
export const reviewedText = (status: ListingStatus) => status !== "Pending Approval" && status !== "Rejected";
