import type { ListingType } from "#domain/listing.ts";
import type { SearchParams } from "#domain/search.ts";

/**
 * The search a submitted search form asks for, read with the server's schema. The schema (and zod)
 * is a chunk the browser loads on the first submit, not with the page (decision 0032).
 */
export async function readSearchForm(form: HTMLFormElement, listingType: ListingType): Promise<SearchParams> {
  const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  const { parseSearchUrl } = await import("#domain/search-schema.ts");
  return parseSearchUrl(query, listingType);
}
