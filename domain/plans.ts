// Membership plans (DESIGN.md "Plans, money, credits").
export const PLAN_IDS = ["free", "gold", "platinum"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanDefinition {
  id: PlanId;
  name: string;
  searchPriority: number;
  durationDays: number;
  rentalPriceUsd: number;
  salePriceUsd: number;
}

/** The reference rows seeded at start; admins edit prices afterwards. */
export const DEFAULT_PLANS: readonly PlanDefinition[] = [
  { id: "free", name: "Beitna Free", searchPriority: 1, durationDays: 30, rentalPriceUsd: 0, salePriceUsd: 0 },
  { id: "gold", name: "Beitna Gold", searchPriority: 2, durationDays: 30, rentalPriceUsd: 15, salePriceUsd: 30 },
  {
    id: "platinum",
    name: "Beitna Platinum",
    searchPriority: 3,
    durationDays: 30,
    rentalPriceUsd: 35,
    salePriceUsd: 60,
  },
];

/** Default exchange rate, LBP per USD (DESIGN.md). */
export const DEFAULT_LBP_PER_USD = 89_500;
