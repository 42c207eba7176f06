import type { ListingType } from "../../domain/listing.ts";
import type { AlertFrequency } from "../../domain/saved-searches.ts";
import { savedSearches } from "../db/schema.ts";

/** A saved search as its owner's screens and the API read it. */
export interface SavedSearch {
  id: string;
  name: string;
  listingType: ListingType;
  query: string;
  frequency: AlertFrequency;
  createdAt: Date;
  lastAlertedAt: Date | null;
}

export const savedSearchColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  listingType: savedSearches.listingType,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
  lastAlertedAt: savedSearches.lastAlertedAt,
};
