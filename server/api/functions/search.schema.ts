import { z } from "zod";

// Replaced by the listing card schema of domain/ once it lands.
const listingCardPlaceholder = z.object({ id: z.string(), path: z.string(), title: z.string() });
import { searchParamsSchema } from "../../../domain/search.ts";

export const searchInput = searchParamsSchema;

// The answer's cards are documented by the listing card schema once it lives in domain/.
export const searchOutput = z.object({
  properties: z.object({
    results: z.array(listingCardPlaceholder),
    count: z.number().int().describe("Matches, capped: 1001 means more than 1,000"),
  }),
});
