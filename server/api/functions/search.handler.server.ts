import { recordImpressions } from "../../search/record-impressions.server.ts";
import { withAreaOfDistrict } from "../../search/area-in-district.server.ts";
import { searchListings } from "../../search/search-listings.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_CARD } from "./examples.ts";
import { searchInput, searchOutput } from "./search.schema.ts";

export const search = defineFunction({
  name: "search",
  tag: "Listings",
  summary: "Search public listings",
  description:
    "SPEC.md §7 `search`: a page of 24 public listings in the featured order (or `sort`), with the count of matches (1001 means more than 1,000) and the page served: a `page` past the last page with results is answered with that last page (decision 0038). `search` is the keywords, a phrase or already split words; `sort: null` is the default order.",
  access: "anyone",
  visitorRead: true,
  input: searchInput,
  output: searchOutput,
  example: {
    input: { listing_type: "Rental", page: 1, search: ["apartment"], sort: null, bedroom_min: 2 },
    output: { properties: { results: [EXAMPLE_CARD], count: 26, page: 1 } },
  },
  async handler(input, { userAgent }) {
    const found = await searchListings(await withAreaOfDistrict(input));
    recordImpressions(
      found.results.map((listing) => listing.id),
      userAgent,
    );
    return { properties: found };
  },
});
