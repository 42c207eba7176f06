import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listingCardSchema } from "../../domain/listing-card.ts";
import { listingPageSchema } from "../../domain/listing-page.ts";
import { searchResultSchema, similarAnswerSchema, similarResultSchema } from "../../domain/search-result.ts";

// OpenAPI 3.1 schemas are JSON Schema 2020-12, which zod-openapi builds with zod's own converter:
// an answer schema it cannot express (a z.date(), a transform) would throw here first.
describe("the answer schemas", () => {
  it.each([
    ["ListingCard", listingCardSchema, []],
    ["SearchResult", searchResultSchema, ["ListingCard"]],
    ["SimilarResult", similarResultSchema, ["SimilarListing"]],
    ["SimilarAnswer", similarAnswerSchema, ["SimilarListing"]],
    ["ListingPage", listingPageSchema, ["GeoPoint", "ListingPhoto", "ListingOwner"]],
  ] as const)("%s converts to JSON Schema, its reusable parts as components", (id, schema, parts) => {
    const converted = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output", unrepresentable: "throw" });
    expect(converted.$ref).toBe(`#/$defs/${id}`);
    expect(Object.keys(converted.$defs ?? {}).toSorted()).toEqual([id, ...parts].toSorted());
    expect(converted.$defs?.[id]).toMatchObject({ type: "object", additionalProperties: false, description: expect.any(String) });
  });
});
