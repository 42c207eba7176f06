import { exportInsights } from "../../insights/export-insights.server.ts";
import { listingInsights, ownerInsights } from "../../insights/listing-insights.server.ts";
import { beirutDay } from "../../../domain/beirut-clock.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_ID } from "./examples.ts";
import { insightsExportInput, insightsExportOutput, insightsInput, insightsOutput } from "./insights.schema.ts";

const zero = { impression: 0, views: 0, interested: 0, whatsapp: 0, call: 0, messageOwner: 0, requestTour: 0, favorites: 0, alertHits: 0 };

export const insights = defineFunction({
  name: "insights",
  tag: "Insights",
  summary: "Counters per day of the caller's listings",
  description:
    "The seven counters, favourites saved and alert mails per day over 7, 30 or 90 days, for all of the caller's listings or one (`PropertyID`), with the rates and, for one listing, the median of similar live listings in its district. Rolled up every 15 minutes. Another user's listing answers 404.",
  access: "signed-in",
  errors: ["not_found"],
  input: insightsInput,
  output: insightsOutput,
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, days: 7 },
    output: {
      days: 7,
      perDay: [{ day: "2026-11-24", ...zero, impression: 120, views: 14, whatsapp: 2 }],
      totals: { ...zero, impression: 120, views: 14, whatsapp: 2 },
      rates: { viewsPerImpression: 0.1167, contactsPerView: 0.1429 },
      comparison: { district: "Akkar", listingType: "Rental", propertyType: "Apartment", peers: 12, medianViews: 9, medianContacts: 1, views: 14, contacts: 2 },
    },
  },
  async handler(input, { caller }) {
    const report = input.PropertyID ? await listingInsights(caller.id, input.PropertyID, input.days) : await ownerInsights(caller.id, input.days);
    return {
      days: report.period,
      perDay: report.days,
      totals: report.totals,
      rates: report.rates,
      comparison: "comparison" in report ? report.comparison : null,
    };
  },
});

export const insightsExport = defineFunction({
  name: "insightsExport",
  tag: "Insights",
  summary: "The caller's listings and their counters as CSV",
  description:
    "SPEC.md §9: up to 5,000 listings with impressions, views and click counts, as the dashboard's CSV download (UTF-8 with a BOM, so Excel reads Arabic). More than 5,000 listings, or a database that refuses or times out, answers 422 `insights_export_failed` ('Cannot Generate Listings Insights Data').",
  access: "signed-in",
  errors: ["insights_export_failed"],
  input: insightsExportInput,
  output: insightsExportOutput,
  rateLimits: [{ per: "caller", max: 10, windowSeconds: 60 }],
  example: {
    input: { listing_type: "Rental" },
    output: {
      filename: "beitna-insights-2026-11-24.csv",
      csv: "\uFEFFListing ID,Reference,Title,Type,Status,District,Impressions,Views,Interested,WhatsApp,Calls,Messages,Tour requests\r\n",
    },
  },
  async handler(input, { caller, locale }) {
    return { filename: `beitna-insights-${beirutDay(new Date())}.csv`, csv: await exportInsights(caller.id, locale, input.listing_type) };
  },
});
