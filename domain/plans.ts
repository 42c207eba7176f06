// Membership plans (DESIGN.md "Plans, money, credits").
import { z } from "zod";

export const PLAN_IDS = ["free", "gold", "platinum"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A plan as the plans table, the posting form and the API's plans answer show it. */
export const planSchema = z
  .object({
    id: z.enum(PLAN_IDS),
    name: z.string().describe("e.g. Beitna Gold"),
    searchPriority: z.number().int().describe("Higher comes first in search"),
    durationDays: z.number().int(),
    rentalPriceUsd: z.number().describe("Price for a rental listing, USD"),
    salePriceUsd: z.number().describe("Price for a sale listing, USD"),
  })
  .meta({ id: "Plan" });
export type PlanView = z.infer<typeof planSchema>;

/** The reference rows seeded at start; admins edit prices afterwards. */
export const DEFAULT_PLANS: readonly PlanView[] = [
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
