import { z } from "zod";

// Replaced by the listing card schema of domain/ once it lands.
const listingCardPlaceholder = z.object({ id: z.string(), path: z.string(), title: z.string() });
import { similarRequestSchema } from "../../../domain/similar.ts";

export const similarInput = similarRequestSchema;

export const similarOutput = z.object({
  properties: z.object({
    results: z.array(listingCardPlaceholder),
    count: z.number().int(),
  }),
});
