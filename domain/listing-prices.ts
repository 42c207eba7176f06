import type { Currency } from "./listing.ts";

/**
 * DESIGN.md: a price is kept in its own currency, and in both currencies at the
 * current exchange rate, so that filters work in either. Whole units.
 */
export function calculatedPrices(price: number, unit: Currency, lbpPerUsd: number): { usd: number; lbp: number } {
  if (unit === "USD") return { usd: Math.round(price), lbp: Math.round(price * lbpPerUsd) };
  return { usd: Math.round(price / lbpPerUsd), lbp: Math.round(price) };
}

/** Lower-case and accent-free, Arabic and Latin alike, so names compare the way people read them. */
export function foldText(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      // Arabic diacritics, hamza marks (أ إ آ fold into ا) and tatweel do not change a word.
      .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
      .toLowerCase()
  );
}

/** Lower-case, accent-free words (SPEC.md §7: keywords split into lower-case words). */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

/** The keywords a listing is found by: its title, reference, description and place, each word once. */
export function listingKeywords(listing: {
  title: string;
  reference?: string;
  description?: string;
  district?: string;
  city?: string;
  areaNames?: string[];
}): string[] {
  const text = [listing.title, listing.reference, listing.description, listing.district, listing.city, ...(listing.areaNames ?? [])].filter(Boolean).join(" ");
  return [...new Set(searchWords(text))];
}
