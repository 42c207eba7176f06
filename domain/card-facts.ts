import { DAY_MS } from "./days.ts";
// What a listing card shows beside its price (decision 0035), free of zod: the card is on every
// visitor's page and its schema (domain/listing-card.ts) is the API's, not the browser's (decision 0032).

const LAND_TYPES = new Set(["Land"]);
const COMMERCIAL_TYPES = new Set(["Office", "Shop", "Warehouse"]);

/**
 * The room counts a card shows for a property type (null: not shown). Land has no rooms; an
 * office, shop or warehouse has no bedrooms and shows its bathrooms only when it has some; a home
 * shows both ("0 bd · 0 ba" on a plot or a shop says nothing).
 */
export function cardRooms(listing: { propertyType: string; bedroom: number; bathroom: number }): { bedrooms: number | null; bathrooms: number | null } {
  if (LAND_TYPES.has(listing.propertyType)) return { bedrooms: null, bathrooms: null };
  if (COMMERCIAL_TYPES.has(listing.propertyType)) return { bedrooms: null, bathrooms: listing.bathroom > 0 ? listing.bathroom : null };
  return { bedrooms: listing.bedroom, bathrooms: listing.bathroom };
}

/** A room count as the listing shows it: 11 and more is "10+". */
export const rooms = (count: number) => (count >= 11 ? "10+" : String(count));

/**
 * A room count's words: the number shown (`value`, "10+" past ten) and the `count` that picks the
 * noun's plural form (decision 0039), ten for "10+" ("10+ غرف نوم", as for ten rooms).
 */
export const roomWords = (count: number) => ({ count: Math.min(count, 10), value: rooms(count) });

/** How long ago a listing was posted, in the unit a person would say it: days, then weeks, then months. */
export function postedAgo(date: Date, now: Date): { value: number; unit: "day" | "week" | "month" } {
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  if (days < 7) return { value: -days, unit: "day" };
  if (days < 30) return { value: -Math.floor(days / 7), unit: "week" };
  return { value: -Math.floor(days / 30), unit: "month" };
}
