import { AppError } from "../../errors.server.ts";
import { similarToListing } from "../../search/similar-listings.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_CARD, EXAMPLE_LISTING_ID } from "./examples.ts";
import { similarInput, similarOutput } from "./similar.schema.ts";

export const similar = defineFunction({
  name: "similar",
  tag: "Listings",
  summary: "Listings similar to one",
  description:
    "SPEC.md §7 `similar` and §9: public listings of the same listing and property type, nearest first around the listing's marker (or `geocode`), widening 3 km at a time up to 150 km until 12 are found; at most 210.",
  access: "anyone",
  visitorRead: true,
  errors: ["not_found"],
  input: similarInput,
  output: similarOutput,
  example: {
    input: { search: EXAMPLE_LISTING_ID },
    // The example listing's card stands for a neighbour here: the shape is what matters.
    output: { properties: { results: [{ ...EXAMPLE_CARD, distanceKm: 2.4 }], count: 1 } },
  },
  async handler(input) {
    const found = await similarToListing(input);
    if (!found) throw new AppError("not_found");
    return { properties: { results: found.results, count: found.results.length } };
  },
});
