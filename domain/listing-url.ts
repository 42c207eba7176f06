import type { ListingType } from "./listing.ts";

/** A readable URL segment from a title, in any script: letters and digits joined by dashes. */
export function listingSlug(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** DESIGN.md: `/rental/:id/:slug` and `/sale/:id/:slug` are a listing's canonical addresses. */
export function listingPath(listing: { id: string; listingType: ListingType | string; title: string }): string {
  const slug = listingSlug(listing.title);
  return `/${listing.listingType === "Sale" ? "sale" : "rental"}/${listing.id}${slug ? `/${encodeURIComponent(slug)}` : ""}`;
}
