import { MIN_LISTINGS } from "../../../domain/market.ts";
import { similarAsking as readSimilarAsking } from "../../market/similar-asking.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { similarAskingInput, similarAskingOutput } from "./similar-asking.schema.ts";

export const similarAsking = defineFunction({
  name: "similarAsking",
  tag: "Listings",
  summary: "What similar homes ask, for a listing being written",
  description: `Issue 29, decision 0066: for the posting and editing form, once the area, the listing type and the property type are chosen, the middle half (25th to 75th percentile) of the asking prices of the live listings of that area, type and bedrooms; else of any bedrooms; else of the district's listings of that type and bedrooms (issue 44: the group a listing page compares with; never the district's every bedroom count when bedrooms are given). Rents are US dollars a month. Null when no such group has ${MIN_LISTINGS} listings. The web form and the phone app show it as "In Hamra, 2-bedroom apartment listings usually ask $1,250 to $1,750 a month".`,
  access: "anyone",
  visitorRead: true,
  input: similarAskingInput,
  output: similarAskingOutput,
  example: {
    input: { area: 110, listing_type: "Rental", property_type: "Apartment", bedrooms: 2 },
    output: { similar: { lowerQuartile: 1250, upperQuartile: 1750, listings: 31, bedrooms: 2, placeName: "Hamra", guidePath: "/prices/beirut/hamra" } },
  },
  async handler(input, context) {
    return { similar: await readSimilarAsking(input, context.locale) };
  },
});
