import type { SPECIAL_FEATURES } from "./listing-form.ts";

// What decides a rental in Lebanon (issue 19, decision 0037): power (a generator subscription,
// hours of state power a day, solar panels, power around the clock), parking, an elevator, the
// floor and the view. The yes/no ones are special features the owner ticks; the search reads
// them as one bit each of the listing's `feature_bits` (a stored column generated from `special`),
// which the public indexes carry, so a feature filter is a bit test on the index entry.

/**
 * The searchable features, each with its address name. A feature's bit is its position here:
 * append only, never reorder (the stored bits would change meaning).
 */
export const SEARCHABLE_FEATURES = [
  { feature: "Sea view", slug: "sea_view" },
  { feature: "Mountain view", slug: "mountain_view" },
  { feature: "Parking", slug: "parking" },
  { feature: "Elevator", slug: "elevator" },
  { feature: "24/7 electricity", slug: "electricity_24_7" },
  { feature: "Solar panels", slug: "solar_panels" },
  { feature: "Generator subscription", slug: "generator" },
] as const satisfies ReadonlyArray<{ feature: (typeof SPECIAL_FEATURES)[number]; slug: string }>;

export type FeatureSlug = (typeof SEARCHABLE_FEATURES)[number]["slug"];
export const FEATURE_SLUGS = SEARCHABLE_FEATURES.map((entry) => entry.slug) as [FeatureSlug, ...FeatureSlug[]];

/** The special feature (its stored English name) an address slug stands for. */
export function featureOf(slug: FeatureSlug): (typeof SEARCHABLE_FEATURES)[number]["feature"] {
  return SEARCHABLE_FEATURES[FEATURE_SLUGS.indexOf(slug)]!.feature;
}

/** The bits of the features named: a listing has them all when `feature_bits & mask = mask`. */
export function featureMask(slugs: readonly FeatureSlug[]): number {
  return slugs.reduce((mask, slug) => mask | (1 << FEATURE_SLUGS.indexOf(slug)), 0);
}

/** The floor: basements below 0, the ground floor 0; the filter's `FLOOR_TOP` reads "10+". */
export const FLOOR_MIN = -5;
export const FLOOR_MAX = 200;
export const FLOOR_TOP = 10;
/** Hours of state (EDL) power a day. */
export const POWER_HOURS_MAX = 24;
/** The steps the "at least N hours of state power" filter offers. */
export const POWER_HOURS_STEPS = [4, 8, 12, 16, 20, 24] as const;
