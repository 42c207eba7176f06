// Area price guides (issue 29, decision 0066): the figures are asking prices of live listings,
// rolled up daily into `area_prices`; what is shown, and how a listing compares, is decided here.
import { z } from "zod";
import { LISTING_TYPES, type ListingType, PROPERTY_TYPES } from "./listing.ts";
import { type PAYMENT_FREQUENCIES } from "./listing-form.ts";
import { listingSlug } from "./listing-url.ts";

/** A figure resting on fewer listings than this is not shown ("not enough listings yet"). */
export const MIN_LISTINGS = 5;
/** Months of the trend, the current month last. */
export const TREND_MONTHS = 12;
/**
 * A listing asking more than this many times its kind's district median, or less than its
 * fraction, is left out of every figure: a yearly rent typed as monthly, a $1 placeholder.
 */
export const OUTLIER_FACTOR = 10;
/** A size under this many m² is taken as a typo and left out of the price per m². */
export const MIN_SIZE_M2 = 10;

export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const MONTHS_PER_PAYMENT: Record<PaymentFrequency, number> = { Monthly: 1, Quarterly: 3, "Semi-annually": 6, Yearly: 12 };

/** A rent brought to a month (a missing or unknown period counts as monthly); a sale price as it is. */
export function monthlyAskingPrice(usdPrice: number, listingType: ListingType, paymentFrequency: string | null): number {
  if (listingType === "Sale") return usdPrice;
  const months = MONTHS_PER_PAYMENT[paymentFrequency as PaymentFrequency] ?? 1;
  return usdPrice / months;
}

/** The trend from its first month with a figure (a new area's chart does not open on empty months); empty when none has one. */
export function trendFromFirstFigure(trend: readonly MonthlyMedian[]): MonthlyMedian[] {
  const first = trend.findIndex((month) => month.median !== null);
  return first === -1 ? [] : trend.slice(first);
}

/** A figure when it rests on enough listings, else null. */
export function shownFigure(value: number | null, listings: number): number | null {
  return listings >= MIN_LISTINGS && value !== null ? value : null;
}

/** How far a price lies from the typical (median) one, in whole percent: below, above or about. */
export function comparedToTypical(price: number, median: number): { direction: "below" | "above" | "typical"; percent: number } {
  const percent = Math.round((Math.abs(price - median) / median) * 100);
  if (percent === 0) return { direction: "typical", percent };
  return { direction: price < median ? "below" : "above", percent };
}

const usd = z.number().nonnegative().describe("US dollars, a month for rents");

export const areaPricesRequestSchema = z.object({
  district: z.string().trim().min(1).max(100).describe("District, e.g. Beirut"),
  area: z.number().int().positive().max(2_147_483_647).optional().describe("An area id of the district (the `areas` function); none for the whole district"),
  listing_type: z.enum(LISTING_TYPES).default("Rental"),
  property_type: z.enum(PROPERTY_TYPES).optional().describe("None for every property type"),
  bedrooms: z.number().int().min(0).max(11).optional().describe("None for every number of bedrooms"),
});
export type AreaPricesRequest = z.output<typeof areaPricesRequestSchema>;

export const monthlyMedianSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe("YYYY-MM"),
  listings: z.number().int().nonnegative().describe("Listings live in that month"),
  median: usd.nullable().describe(`Null under ${MIN_LISTINGS} listings`),
});
export type MonthlyMedian = z.infer<typeof monthlyMedianSchema>;

/** One group's asking prices; every figure is null under MIN_LISTINGS listings. */
export const areaPricesSchema = z.object({
  listings: z.number().int().nonnegative().describe("Live listings the figures rest on"),
  median: usd.nullable(),
  lowerQuartile: usd.nullable().describe("25th percentile"),
  upperQuartile: usd.nullable().describe("75th percentile"),
  sizedListings: z.number().int().nonnegative().describe("Listings with a usable size"),
  medianPerM2: usd.nullable().describe("Median asking price per m²"),
  reducedShare: z.number().min(0).max(1).nullable().describe("Share of the listings whose asking price was reduced"),
  trend: z.array(monthlyMedianSchema).describe(`Monthly medians, the last ${TREND_MONTHS} months, oldest first`),
});
export type AreaPrices = z.infer<typeof areaPricesSchema>;
/** A group's figures in a guide's breakdown, which shows no months. */
export type GroupPrices = Omit<AreaPrices, "trend">;

/** A rolled-up row as stored, before the minimum is applied. */
export interface AreaPriceRow {
  listings: number;
  median: number | null;
  lowerQuartile: number | null;
  upperQuartile: number | null;
  sizedListings: number;
  medianPerM2: number | null;
  reducedListings: number;
  trend: MonthlyMedian[];
}

/** The figures a reader may see: none under MIN_LISTINGS listings (and no per-m² under as many sizes). */
export function shownAreaPrices(row: AreaPriceRow | undefined): AreaPrices {
  if (!row) return { listings: 0, median: null, lowerQuartile: null, upperQuartile: null, sizedListings: 0, medianPerM2: null, reducedShare: null, trend: [] };
  return {
    listings: row.listings,
    median: shownFigure(row.median, row.listings),
    lowerQuartile: shownFigure(row.lowerQuartile, row.listings),
    upperQuartile: shownFigure(row.upperQuartile, row.listings),
    sizedListings: row.sizedListings,
    medianPerM2: shownFigure(row.medianPerM2, row.sizedListings),
    reducedShare: shownFigure(row.listings ? row.reducedListings / row.listings : null, row.listings),
    trend: row.trend.map((month) => ({ ...month, median: shownFigure(month.median, month.listings) })),
  };
}

/** A guide's address: `/prices/beirut` or `/prices/beirut/hamra` (listingSlug of the English names). */
export function guidePath(district: string, area?: string): string {
  return `/prices/${encodeURIComponent(listingSlug(district))}${area ? `/${encodeURIComponent(listingSlug(area))}` : ""}`;
}

/** The search for a group's listings (the same filters as its figures). */
export function guideSearchPath(group: {
  district: string;
  areaId: number | null;
  listingType: ListingType;
  propertyType: string | null;
  bedrooms: number | null;
}): string {
  const query = new URLSearchParams({ district: group.district });
  if (group.areaId !== null) query.set("area", String(group.areaId));
  if (group.propertyType) query.set("property_type", group.propertyType);
  if (group.bedrooms !== null) {
    query.set("bedroom_min", String(group.bedrooms));
    query.set("bedroom_max", String(group.bedrooms));
  }
  return `/${group.listingType === "Sale" ? "buy" : "rent"}?${query.toString()}`;
}

/** A listing's asking price against its comparable listings' median (same place, type and bedrooms); null under MIN_LISTINGS. */
export function listingAgainstTypical(
  listing: { usdPrice: number | null; listingType: ListingType; paymentFrequency: string | null },
  comparable: { median: number; listings: number },
): { price: number; direction: "below" | "above" | "typical"; percent: number; listings: number } | null {
  if (listing.usdPrice === null || listing.usdPrice <= 0 || comparable.listings < MIN_LISTINGS) return null;
  const price = monthlyAskingPrice(listing.usdPrice, listing.listingType, listing.paymentFrequency);
  return { price, listings: comparable.listings, ...comparedToTypical(price, comparable.median) };
}

/** A listing's asking price against its fair group (`fairGroup`; server/market `compareListingPrices`). */
export interface ListingComparison {
  listingType: ListingType;
  /** The listing's asking price, a month for a rent, in US dollars. */
  price: number;
  direction: "below" | "above" | "typical";
  percent: number;
  listings: number;
  propertyType: string;
  /** The group's bedrooms; null when compared with every bedroom count of the area. */
  bedrooms: number | null;
  /** The area's name, or the district's when compared with the district, in the reader's language. */
  placeName: string;
  /** That place's guide. */
  guidePath: string;
}

/** The group an owner's listing would join while it is being written (the `similarAsking` function). */
export const similarAskingRequestSchema = z.object({
  area: z.number().int().positive().max(2_147_483_647).describe("The area id chosen in the form (the `areas` function)"),
  listing_type: z.enum(LISTING_TYPES),
  property_type: z.enum(PROPERTY_TYPES),
  bedrooms: z.number().int().min(0).max(11).optional().describe("Narrows the group when given"),
});
export type SimilarAskingRequest = z.output<typeof similarAskingRequestSchema>;

/** What similar homes ask, for an owner choosing a price: the middle half of a group's listings. */
export const similarAskingSchema = z.object({
  lowerQuartile: usd.describe("25th percentile"),
  upperQuartile: usd.describe("75th percentile"),
  listings: z.number().int().positive().describe("Live listings the range rests on"),
  bedrooms: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe("The bedrooms of the listings the range rests on; null when they are the area's listings of every bedroom count"),
  placeName: z.string().describe("The area's name in the caller's language, or its district's when the area has too few such listings"),
  guidePath: z.string().describe("The place's price guide, e.g. /prices/beirut/hamra"),
});
export type SimilarAsking = z.infer<typeof similarAskingSchema>;

/**
 * A rollup group of one district, listing type and property type, near a listing (on its page, in
 * the posting form): its place (an area, or null for the whole district) and bedrooms (null: any).
 */
export interface NearbyGroup {
  areaId: number | null;
  bedrooms: number | null;
  listings: number;
  median: number | null;
  lowerQuartile: number | null;
  upperQuartile: number | null;
}

/**
 * The fair group to compare a listing with (issue 44), resting on at least MIN_LISTINGS listings:
 * its area's with its bedrooms, else its area's with any bedrooms, else its district's with its
 * bedrooms; undefined when none has enough. Never the district's every bedroom count when the
 * bedrooms are known: none rather than a misleading figure. Unknown bedrooms (a form not yet
 * filled in, null) are "any" at both places. The callers read the candidates from `area_prices`
 * (at most four rows a listing), the listing page and the posting form alike.
 */
export function fairGroup<Group extends NearbyGroup>(groups: readonly Group[], listing: { areaId: number | null; bedrooms: number | null }): Group | undefined {
  const wanted: Array<{ areaId: number | null; bedrooms: number | null }> = [
    ...(listing.areaId === null
      ? []
      : [
          { areaId: listing.areaId, bedrooms: listing.bedrooms },
          { areaId: listing.areaId, bedrooms: null },
        ]),
    { areaId: null, bedrooms: listing.bedrooms },
  ];
  for (const place of wanted) {
    const group = groups.find((candidate) => candidate.areaId === place.areaId && candidate.bedrooms === place.bedrooms);
    if (group && group.listings >= MIN_LISTINGS && group.median !== null && group.lowerQuartile !== null && group.upperQuartile !== null) return group;
  }
  return undefined;
}

/** A searched place's typical asking price, with its guide (server/market `typicalPriceHere`). */
export interface TypicalPriceHere {
  listingType: ListingType;
  /** The median asking price, a month for a rent, in US dollars. */
  median: number;
  listings: number;
  placeName: string;
  guidePath: string;
}

/** A listing page's prices block: how it compares (null when it has no fair group) and its area's guide. */
export interface ListingPriceGuide {
  comparison: ListingComparison | null;
  /** The listing's area's guide (its district's without an area); null for a place without one. */
  guide: { placeName: string; guidePath: string } | null;
}
