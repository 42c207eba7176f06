// Account tier badges (DESIGN.md "Plans, money, credits"; decision 0025).
export const ACCOUNT_TIERS = ["free", "premium", "gold", "platinum"] as const;
export type AccountTier = (typeof ACCOUNT_TIERS)[number];

/** Premium lasts this long after the last purchase of credits. */
export const PREMIUM_MONTHS = 12;

export function isAccountTier(value: unknown): value is AccountTier {
  return typeof value === "string" && (ACCOUNT_TIERS as readonly string[]).includes(value);
}

/** The highest tier a user qualifies for: a live Platinum listing, a live Gold one, credits bought lately, else free. */
export function accountTierOf(input: { livePlans: ReadonlySet<string>; boughtCreditsLately: boolean }): AccountTier {
  if (input.livePlans.has("platinum")) return "platinum";
  if (input.livePlans.has("gold")) return "gold";
  return input.boughtCreditsLately ? "premium" : "free";
}

/** When a purchase stops counting for premium. */
export function premiumSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - PREMIUM_MONTHS);
  return since;
}
