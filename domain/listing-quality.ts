// The quality score for owners (issue 30, decision 0068): how complete a listing is, out of 100,
// and the changes that would raise it, each with the points it would add. Pure: the dashboard
// works it out on the server from the stored listing, the posting form in the browser from what
// the form holds now.
import { z } from "zod";
import type { ListingType } from "./listing.ts";
import { calculatedPrices } from "./listing-prices.ts";
import { MIN_SIZE_M2, monthlyAskingPrice } from "./market.ts";

/**
 * The criteria's points out of 100 (decision 0068). Photos weigh most: they are what a visitor
 * looks at first. When the price per m² cannot be judged (no area figure, no usable size) its
 * points are left out and the others are scaled up to 100.
 */
export const QUALITY_WEIGHTS = {
  /** Number of photos, full marks at FULL_PHOTOS. */
  photos: 30,
  /** Photos at least LARGE_PHOTO_SIDE on their longer side, full marks at FULL_PHOTOS of them. */
  photoSize: 15,
  /** Description length, full marks at FULL_DESCRIPTION characters. */
  description: 20,
  /** The map pin (latitude and longitude). */
  mapPin: 10,
  /** Special features ticked, full marks at FULL_FEATURES. */
  features: 9,
  /** The optional details of QUALITY_DETAILS filled in. */
  details: 6,
  /** The price per m² within its area's spread (PRICE_SPREAD). */
  price: 10,
} as const;

export const FULL_PHOTOS = 8;
/** A photo's longer side, in pixels, from which it is sharp on a wide screen. */
export const LARGE_PHOTO_SIDE = 1200;
export const FULL_DESCRIPTION = 300;
export const FULL_FEATURES = 4;
/** The optional fields the form asks for that say most about a home here (size, bedrooms and bathrooms are required). */
export const QUALITY_DETAILS = ["floor", "finishLevel", "statePowerHours"] as const;
export type QualityDetail = (typeof QUALITY_DETAILS)[number];
/** A price per m² from the median's 1/PRICE_SPREAD to PRICE_SPREAD times it is within the area's spread. */
export const PRICE_SPREAD = 2;

const points = z.number().int().nonnegative().describe("What the score would gain (0: under half a point among the others)");
const howMany = z.number().int().positive();

/** A change that would raise the score, as a code the screens put in words. */
export const qualityTipSchema = z.discriminatedUnion("code", [
  z.object({ code: z.literal("morePhotos"), count: howMany.describe("Photos to add"), points }),
  z.object({ code: z.literal("largerPhotos"), count: howMany.describe("Small photos to replace"), points }),
  z.object({ code: z.literal("longerDescription"), characters: howMany.describe("Characters to write"), points }),
  z.object({ code: z.literal("addMapPin"), points }),
  z.object({ code: z.literal("moreFeatures"), count: howMany.describe("Special features to tick"), points }),
  z.object({ code: z.literal("moreDetails"), fields: z.array(z.enum(QUALITY_DETAILS)).min(1), points }),
  z.object({ code: z.literal("checkPrice"), direction: z.enum(["below", "above"]).describe("Where the price per m² lies against the area's spread"), points }),
]);
export type QualityTip = z.infer<typeof qualityTipSchema>;
export type QualityTipCode = QualityTip["code"];

export const listingQualitySchema = z.object({
  score: z.number().int().min(0).max(100),
  /** The most points first; their points add up to 100 − score. */
  tips: z.array(qualityTipSchema),
});
export type ListingQuality = z.infer<typeof listingQualitySchema>;

/** What the score is worked out from. */
export interface ListingQualityFacts {
  /** Each photo's longer side in pixels, in order; null when not known yet (counted as large). */
  photoSides: readonly (number | null)[];
  /** The description's length in characters (code points), trimmed. */
  descriptionLength: number;
  hasMapPin: boolean;
  /** The special features ticked. */
  special: readonly string[];
  floor: number | null;
  finishLevel: string | null;
  statePowerHours: number | null;
  /** The asking price in US dollars, a month for a rent (domain/market.ts `monthlyAskingPrice`); null when unknown. */
  monthlyUsdPrice: number | null;
  /** In m²; under MIN_SIZE_M2 it is taken as a typo, as the price guides do. */
  size: number | null;
  /** The median asking price per m² of the listing's group (`area_prices`), null when the area has no figure. */
  areaMedianPerM2: number | null;
}

/** Where the price per m² lies against the area's spread; null when it cannot be judged. */
export function pricePerM2Standing(facts: Pick<ListingQualityFacts, "monthlyUsdPrice" | "size" | "areaMedianPerM2">): "within" | "below" | "above" | null {
  const { monthlyUsdPrice: price, size, areaMedianPerM2: median } = facts;
  if (price === null || size === null || median === null || !(price > 0) || !(size >= MIN_SIZE_M2) || !(median > 0)) return null;
  const ratio = price / size / median;
  if (ratio < 1 / PRICE_SPREAD) return "below";
  return ratio > PRICE_SPREAD ? "above" : "within";
}

type Unscored<Tip> = Tip extends QualityTip ? Omit<Tip, "points"> : never;

/** The tips with the points they would add, unrounded, out of the weights that apply. */
function missingPoints(facts: ListingQualityFacts, priceStanding: ReturnType<typeof pricePerM2Standing>) {
  const missing: Array<{ tip: Unscored<QualityTip>; value: number }> = [];
  const photos = Math.min(facts.photoSides.length, FULL_PHOTOS);
  const large = Math.min(facts.photoSides.filter((side) => side === null || side >= LARGE_PHOTO_SIDE).length, FULL_PHOTOS);
  // A photo added counts for its number and, at the size asked for, for its size; a small photo
  // beyond FULL_PHOTOS costs nothing, so adding a photo never lowers the score.
  if (photos < FULL_PHOTOS) {
    const count = FULL_PHOTOS - photos;
    missing.push({ tip: { code: "morePhotos", count }, value: (count / FULL_PHOTOS) * (QUALITY_WEIGHTS.photos + QUALITY_WEIGHTS.photoSize) });
  }
  if (photos > large) {
    const count = photos - large;
    missing.push({ tip: { code: "largerPhotos", count }, value: (count / FULL_PHOTOS) * QUALITY_WEIGHTS.photoSize });
  }
  const description = Math.max(0, Math.min(facts.descriptionLength, FULL_DESCRIPTION));
  if (description < FULL_DESCRIPTION) {
    const characters = FULL_DESCRIPTION - Math.floor(description);
    missing.push({
      tip: { code: "longerDescription", characters },
      value: ((FULL_DESCRIPTION - description) / FULL_DESCRIPTION) * QUALITY_WEIGHTS.description,
    });
  }
  if (!facts.hasMapPin) missing.push({ tip: { code: "addMapPin" }, value: QUALITY_WEIGHTS.mapPin });
  const features = Math.min(new Set(facts.special).size, FULL_FEATURES);
  if (features < FULL_FEATURES) {
    const count = FULL_FEATURES - features;
    missing.push({ tip: { code: "moreFeatures", count }, value: (count / FULL_FEATURES) * QUALITY_WEIGHTS.features });
  }
  const fields = QUALITY_DETAILS.filter((field) => facts[field] === null || facts[field] === "");
  if (fields.length) missing.push({ tip: { code: "moreDetails", fields }, value: (fields.length / QUALITY_DETAILS.length) * QUALITY_WEIGHTS.details });
  if (priceStanding === "below" || priceStanding === "above")
    missing.push({ tip: { code: "checkPrice", direction: priceStanding }, value: QUALITY_WEIGHTS.price });
  return missing;
}

/**
 * The score (0 to 100) and the tips that would raise it, the most points first. The tips' points
 * are whole numbers that add up to exactly 100 − score: the unrounded points missing are rounded
 * once in all, then shared out by largest remainder (a tip may get 0 of them, and is still a tip).
 */
export function listingQuality(facts: ListingQualityFacts): ListingQuality {
  const priceStanding = pricePerM2Standing(facts);
  const weighed = 100 - (priceStanding === null ? QUALITY_WEIGHTS.price : 0);
  const missing = missingPoints(facts, priceStanding).map((entry) => ({ ...entry, value: (entry.value * 100) / weighed }));
  const total = Math.min(100, Math.round(missing.reduce((sum, entry) => sum + entry.value, 0)));
  const shares = missing.map((entry) => Math.floor(entry.value));
  let left = Math.max(0, total - shares.reduce((sum, share) => sum + share, 0));
  const byRemainder = missing.map((entry, index) => ({ index, remainder: entry.value - Math.floor(entry.value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  // A tip whose share rounded to 0 stays (last): following every tip must give 100 (an 11-character
  // description tip is worth 0.7 of a point among five others, and the whole point alone).
  const tips = missing.map((entry, index) => ({ ...entry.tip, points: shares[index]! }) as QualityTip).sort((first, second) => second.points - first.points);
  return { score: 100 - tips.reduce((sum, tip) => sum + tip.points, 0), tips };
}

/** A photo's longer side, for `photoSides`. */
export const longerSide = (photo: { width: number; height: number }): number => Math.max(photo.width, photo.height);

/**
 * The area figure a listing's price per m² is judged by, with the rollup group it belongs to: the
 * posting form uses it while the listing it holds is still in that group.
 */
export interface AreaPerM2 {
  areaId: number;
  listingType: ListingType;
  propertyType: string;
  bedrooms: number;
  /** US dollars a m², a month for a rent. */
  medianPerM2: number;
  /** The rate in force, for a price typed in LBP. */
  lbpPerUsd: number;
}

/** What the posting form holds, as its inputs hold it (strings), with its uploaded photos. */
export interface QualityFormValues {
  listingType: string;
  propertyType: string;
  bedroom: number | null;
  areaId: number | null;
  description: string;
  special: readonly string[];
  floor: number | null;
  finishLevel: string;
  statePowerHours: number | null;
  price: number | null;
  unit: string;
  paymentFrequency: string;
  size: number | null;
  hasMapPin: boolean;
  photoSides: readonly (number | null)[];
}

/** The facts of the listing the form holds; the area figure counts only while the form is still in its group. */
export function formQualityFacts(form: QualityFormValues, area: AreaPerM2 | null): ListingQualityFacts {
  const inGroup =
    area !== null &&
    form.areaId === area.areaId &&
    form.listingType === area.listingType &&
    form.propertyType === area.propertyType &&
    form.bedroom === area.bedrooms;
  // The stored listing's dollar price, computed as a save computes it, so the form and the dashboard agree.
  const usdPrice = form.price === null || !inGroup ? null : calculatedPrices(form.price, form.unit === "LBP" ? "LBP" : "USD", area.lbpPerUsd).usd;
  const listingType: ListingType = form.listingType === "Sale" ? "Sale" : "Rental";
  return {
    photoSides: form.photoSides,
    descriptionLength: [...form.description.trim()].length,
    hasMapPin: form.hasMapPin,
    special: form.special,
    floor: form.floor,
    finishLevel: form.finishLevel || null,
    statePowerHours: form.statePowerHours,
    monthlyUsdPrice: usdPrice === null ? null : monthlyAskingPrice(usdPrice, listingType, form.paymentFrequency || null),
    size: form.size,
    areaMedianPerM2: inGroup ? area.medianPerM2 : null,
  };
}
