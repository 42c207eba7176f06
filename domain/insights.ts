import { z } from "zod";
import { LISTING_COUNTERS, type ListingCounter } from "./listing.ts";
import { toCsv } from "./csv.ts";
import { addDays } from "./days.ts";

// Listing insights (issue 15, decision 0027): the seven counters, favourites and alert hits per
// day, the rates an owner reads them by, and the CSV export's rows. Pure: the server fills them.

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** What a day of insights holds: the listing counters, then favourites saved and alert mails. */
export const DAILY_COUNTERS = [...LISTING_COUNTERS, "favorites", "alertHits"] as const;
export type DailyCounter = (typeof DAILY_COUNTERS)[number];
export type DailyCounts = Record<DailyCounter, number>;

/** A contact is any action that reaches the owner from the listing page. */
export const CONTACT_COUNTERS = ["whatsapp", "call", "messageOwner", "requestTour", "interested"] as const satisfies readonly ListingCounter[];

/** The export's limit (SPEC.md §9). */
export const INSIGHTS_EXPORT_MAX = 5000;

export const insightsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value): value is InsightPeriod => (INSIGHT_PERIODS as readonly number[]).includes(value))
    .catch(30)
    .optional()
    .transform((value) => (value ?? 30) as InsightPeriod),
});

export function parseInsightsQuery(params: URLSearchParams): { days: InsightPeriod } {
  return insightsQuerySchema.parse(Object.fromEntries(params));
}

export function emptyCounts(): DailyCounts {
  return Object.fromEntries(DAILY_COUNTERS.map((counter) => [counter, 0])) as DailyCounts;
}

export function contactsOf(counts: Pick<DailyCounts, (typeof CONTACT_COUNTERS)[number]>): number {
  return CONTACT_COUNTERS.reduce((sum, counter) => sum + counts[counter], 0);
}

/** A share as a fraction, or null when there is nothing to divide by (shown as "–", never 0 %). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The rates an owner reads a listing by: views per impression and contacts per view. */
export function insightRates(totals: DailyCounts): { viewsPerImpression: number | null; contactsPerView: number | null } {
  return { viewsPerImpression: rate(totals.views, totals.impression), contactsPerView: rate(contactsOf(totals), totals.views) };
}

/** The last 7 days (today included) set against the 7 before, as /promote-dashboard shows them. */
export const COMPARED_WEEK_DAYS = 7;

/** One counter over the last 7 days and the 7 before, and the change in whole percent (null: nothing before). */
export const weekFigureSchema = z.object({ last: z.number(), previous: z.number(), change: z.number().nullable() });
export type WeekFigure = z.infer<typeof weekFigureSchema>;

/**
 * The change from the previous period to the last one in whole percent, or null when the previous
 * period had nothing (no percentage of zero exists; the page then says "new" or "no change").
 */
export function percentChange(last: number, previous: number): number | null {
  return previous > 0 ? Math.round(((last - previous) / previous) * 100) : null;
}

/** The `period` days ending with `today`, oldest first. */
export function periodDays(today: string, period: number): string[] {
  return Array.from({ length: period }, (_, index) => addDays(today, index - period + 1));
}

export interface InsightDay extends DailyCounts {
  day: string;
}

/** Every day of the period, a day without a row counting zero. */
export function fillDays(days: readonly string[], rows: readonly InsightDay[]): InsightDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { day, ...emptyCounts() });
}

export function sumDays(days: readonly InsightDay[]): DailyCounts {
  const totals = emptyCounts();
  for (const day of days) for (const counter of DAILY_COUNTERS) totals[counter] += day[counter];
  return totals;
}

/** How a listing's views compare with the median of similar live listings in its district. */
export interface PeerComparison {
  district: string;
  listingType: string;
  propertyType: string;
  /** Similar live listings compared with (this one excluded). */
  peers: number;
  medianViews: number | null;
  medianContacts: number | null;
  views: number;
  contacts: number;
}

/** Above, near (within 10 %) or below the median; null without peers. */
export function comparedWithMedian(value: number, median: number | null): "above" | "near" | "below" | null {
  if (median === null) return null;
  if (Math.abs(value - median) <= Math.max(1, median * 0.1)) return "near";
  return value > median ? "above" : "below";
}

// --------------------------------------------------------------------- CSV export

export interface ExportRow {
  id: string;
  reference: string;
  title: string;
  listingType: string;
  status: string;
  district: string;
  /** The days the figures cover: from the listing's first day to the export's ("2026-09-01 – 2026-11-28"). */
  period: string;
  plan: string;
  price: number;
  currency: string;
  counts: Record<ListingCounter, number>;
  /** People who keep it in their favourites now. */
  favourites: number;
}

/** The export: a UTF-8 BOM (so Excel reads Arabic), a header row, one line per listing, CRLF. */
export function insightsCsv(headers: { fields: readonly string[] }, rows: readonly ExportRow[]): string {
  const lines = rows.map((row) => [
    row.id,
    row.reference,
    row.title,
    row.listingType,
    row.status,
    row.district,
    row.period,
    row.plan,
    row.price,
    row.currency,
    ...LISTING_COUNTERS.map((counter) => row.counts[counter]),
    row.favourites,
  ]);
  return toCsv([headers.fields, ...lines], { bom: true });
}

/** The export's columns, in the order `insightsCsv` writes them. */
export const EXPORT_COLUMNS = [
  "id",
  "reference",
  "title",
  "listingType",
  "status",
  "district",
  "period",
  "plan",
  "price",
  "currency",
  ...LISTING_COUNTERS,
  "favourites",
] as const;
