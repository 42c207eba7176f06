import { z } from "zod";
import { DAILY_COUNTERS, INSIGHT_PERIODS } from "../../../domain/insights.ts";

const counts = z.object(
  Object.fromEntries(DAILY_COUNTERS.map((counter) => [counter, z.number().int()])) as Record<(typeof DAILY_COUNTERS)[number], z.ZodNumber>,
);

export const insightsInput = z.strictObject({
  PropertyID: z.uuid().optional().describe("One of the caller's listings; all of them when absent"),
  days: z
    .union(INSIGHT_PERIODS.map((days) => z.literal(days)) as unknown as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>])
    .default(30)
    .describe("The period: the last 7, 30 or 90 days (Beirut days, today included)"),
});

export const insightsOutput = z.object({
  days: z.number().int(),
  perDay: z
    .array(counts.extend({ day: z.iso.date() }).meta({ id: "InsightDay" }))
    .describe("Every day of the period, oldest first; a day without activity counts zero"),
  totals: counts,
  rates: z.object({
    viewsPerImpression: z.number().nullable().describe("Null without impressions"),
    contactsPerView: z.number().nullable().describe("WhatsApp, calls, messages, tour requests and interest per view; null without views"),
  }),
  comparison: z
    .object({
      district: z.string(),
      listingType: z.string(),
      propertyType: z.string(),
      peers: z.number().int().describe("Live listings of the same listing type and property type in the district"),
      medianViews: z.number().nullable(),
      medianContacts: z.number().nullable(),
      views: z.number().int(),
      contacts: z.number().int(),
    })
    .nullable()
    .describe("For one listing: how it compares with similar live listings in its district over the period"),
});

export const insightsExportInput = z.strictObject({
  listing_type: z.enum(["Rental", "Sale"]).optional().describe("One listing type; all of the caller's listings when absent"),
});

export const insightsExportOutput = z.object({
  filename: z.string(),
  csv: z
    .string()
    .describe("UTF-8 CSV with a BOM, CRLF lines, headers in the caller's language: id, reference, title, type, status, district and the seven counters"),
});
