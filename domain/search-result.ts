import { z } from "zod";
import { listingCardSchema } from "./listing-card.ts";
import { SEARCH_COUNT_CAP, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from "./search.ts";
import { SIMILAR_MAX_RESULTS, SIMILAR_RADII_KM } from "./similar.ts";

// The answers made of listing cards (domain/listing-card.ts explains why they are schemas).

export const searchResultSchema = z
  .strictObject({
    results: z.array(listingCardSchema).max(SEARCH_PAGE_SIZE).describe(`One page of public listings, at most ${SEARCH_PAGE_SIZE}`),
    count: z
      .int()
      .min(0)
      .max(SEARCH_COUNT_CAP + 1)
      .describe(
        `How many public listings match, counted up to ${SEARCH_COUNT_CAP + 1}: ${SEARCH_COUNT_CAP + 1} means "more than ${SEARCH_COUNT_CAP.toLocaleString("en")}" (an exact count would cost more than the search)`,
      ),
    page: z.int().min(1).max(SEARCH_MAX_PAGE).describe("The page served: the one asked for, or the last page with results when the one asked for is past it"),
  })
  .meta({ id: "SearchResult", description: "A page of search results and how many listings match" });

/** `searchListings`' answer: the `search` function's `properties` and a results page's data. */
export type SearchResult = z.infer<typeof searchResultSchema>;

export const similarListingSchema = listingCardSchema
  .extend({ distanceKm: z.number().min(0).describe("Great-circle distance from the point searched around, in km, to 0.1 km") })
  .meta({ id: "SimilarListing", description: "A listing card of a similar listing, with its distance" });

export type SimilarListing = z.infer<typeof similarListingSchema>;

const similarListingsSchema = z
  .array(similarListingSchema)
  .max(SIMILAR_MAX_RESULTS)
  .describe(`Public listings of the same listing and property type, nearest first unless sorted otherwise; at most ${SIMILAR_MAX_RESULTS}`);

export const similarResultSchema = z
  .strictObject({
    results: similarListingsSchema,
    radiusKm: z.literal([0, ...SIMILAR_RADII_KM]).describe("The radius of the last step searched, in km; 0 when the listing has no place to search around"),
  })
  .meta({ id: "SimilarResult", description: "Similar listings found by widening the radius step by step" });

/** `findSimilarListings`' answer (the listing page takes its results). */
export type SimilarResult = z.infer<typeof similarResultSchema>;

export const similarAnswerSchema = z
  .strictObject({
    results: similarListingsSchema,
    count: z.int().min(0).max(SIMILAR_MAX_RESULTS).describe("How many results there are"),
  })
  .meta({ id: "SimilarAnswer", description: "The similar listings the `similar` function answers with" });

/** The `similar` function's `properties`. */
export type SimilarAnswer = z.infer<typeof similarAnswerSchema>;
