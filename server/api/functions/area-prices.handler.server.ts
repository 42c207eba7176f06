import { MIN_LISTINGS, TREND_MONTHS } from "../../../domain/market.ts";
import { readAreaPrices } from "../../market/area-prices.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { areaPricesInput, areaPricesOutput } from "./area-prices.schema.ts";

const exampleTrend = ["2026-09", "2026-10", "2026-11"].map((month, index) => ({ month, listings: 29 + index, median: 880 + index * 10 }));

export const areaPrices = defineFunction({
  name: "areaPrices",
  tag: "Listings",
  summary: "Asking prices in a district or area",
  description: `Issue 29, decision 0066: the asking prices (not sale or rent prices agreed) of the live listings of a district, or of one of its areas, of a listing type and optionally a property type and a number of bedrooms, rolled up daily. Rents are US dollars a month (quarterly, half-yearly and yearly rents brought to a month, lira at the rate in force). The median, the middle half (25th to 75th percentile), the median per m², the share of listings whose price was reduced and the monthly medians of the last ${TREND_MONTHS} months; every figure resting on fewer than ${MIN_LISTINGS} listings is null.`,
  access: "anyone",
  visitorRead: true,
  input: areaPricesInput,
  output: areaPricesOutput,
  example: {
    input: { district: "Beirut", listing_type: "Rental", property_type: "Apartment", bedrooms: 2 },
    output: {
      listings: 31,
      median: 900,
      lowerQuartile: 700,
      upperQuartile: 1150,
      sizedListings: 31,
      medianPerM2: 7.5,
      reducedShare: 0.16,
      // Shortened: the answer holds the last 12 months.
      trend: exampleTrend,
    },
  },
  async handler(input) {
    return readAreaPrices(input);
  },
});
