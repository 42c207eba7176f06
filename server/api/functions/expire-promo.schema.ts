import { z } from "zod";
import { PLAN_IDS } from "../../../domain/plans.ts";

export const expirePromoInput = z.object({
  Promo: z.string().trim().min(1).max(64).describe("The promo code, as the user typed it (case and spaces do not matter)"),
  Property: z.uuid().describe("The caller's listing the code is used on"),
});

export const expirePromoOutput = z.object({
  result: z.literal("success"),
  PropertyID: z.uuid(),
  plan: z.enum(PLAN_IDS).describe("The plan the code gave the listing"),
  Status: z.string().describe("Pending Approval: the listing is reviewed on its new plan (Flag `Change_from_<previous plan>`)"),
  Flag: z.string().nullable(),
});
