import { z } from "zod";
import { adminRoleSchema, exchangeRateSchema, planPricesSchema } from "../../../domain/admin.ts";
import { boostSettingsSchema } from "../../../domain/boost.ts";
import { creditPacksSchema } from "../../../domain/credits.ts";
import { decideReportSchema, verifiedOwnerSchema } from "../../../domain/listing-reports.ts";
import { createPromoCodeSchema, pausePromoCodeSchema } from "../../../domain/promo-codes.ts";

// The rest of the admin's console (/admin/promo-codes, /admin/users, /admin/plans,
// /admin/exchange-rate, /admin/reports/:id, the payment desk's credit packs) as functions: each
// input is the console's own form schema, so both refuse the same payloads. A form's "true" or
// "false" is a JSON boolean here.

export const createPromoCodeInput = createPromoCodeSchema
  .extend({
    code: createPromoCodeSchema.shape.code.describe("The code as people type it (4 to 32 letters, digits and dashes); left out, one is made up"),
    durationDays: createPromoCodeSchema.shape.durationDays.describe("The days of the plan it gives, 1 to 365"),
    maxUses: createPromoCodeSchema.shape.maxUses.describe("How many listings may use it (a personal code: once)"),
    expiresOn: createPromoCodeSchema.shape.expiresOn.describe("The last day it is accepted (Beirut), YYYY-MM-DD; left out, it never expires"),
    ownerEmail: createPromoCodeSchema.shape.ownerEmail.describe("A personal code for this user alone, who is mailed it"),
  })
  .strict();
export const createPromoCodeOutput = z.object({ code: z.string().describe("The code created") });

export const setPromoCodePausedInput = z.strictObject({
  code: pausePromoCodeSchema.shape.code.describe("A promo code"),
  paused: z.boolean().describe("true refuses the code until it is resumed; false resumes it"),
});
export const doneOutput = z.object({ result: z.literal("success") });

export const boostSettingsInput = boostSettingsSchema
  .extend({
    priceUsd: boostSettingsSchema.shape.priceUsd.describe("What a boost costs in credits, in USD (to the cent)"),
    cooldownHours: boostSettingsSchema.shape.cooldownHours.describe("How long before the same listing may be boosted again"),
  })
  .strict();
export const boostSettingsOutput = z.object({ priceUsd: z.number(), cooldownHours: z.int() });

export const creditPacksInput = creditPacksSchema
  .extend({ packs: creditPacksSchema.shape.packs.describe('The packs offered, in USD, as the form takes them: "10, 25, 50, 100" (1 to 8 whole amounts)') })
  .strict();
export const creditPacksOutput = z.object({ packs: z.array(z.int()).describe("The packs now offered, smallest first") });

export const verifiedOwnerInput = z.strictObject({
  userId: verifiedOwnerSchema.shape.userId.describe("The user"),
  verified: z.boolean().describe("true gives the verified-owner badge (their documents were checked), false takes it away"),
});
export const adminRoleInput = z.strictObject({
  userId: adminRoleSchema.shape.userId.describe("The user"),
  grant: z.boolean().describe("true gives the Admin role, false takes it away (never the caller's own)"),
});

export const planPricesInput = planPricesSchema
  .extend({
    rentalPriceUsd: planPricesSchema.shape.rentalPriceUsd.describe("A period's price for a rental listing, in USD"),
    salePriceUsd: planPricesSchema.shape.salePriceUsd.describe("A period's price for a listing for sale, in USD"),
    durationDays: planPricesSchema.shape.durationDays.describe("A period's days, 1 to 365"),
  })
  .strict();
export const planPricesOutput = z.object(planPricesSchema.shape);

export const exchangeRateInput = exchangeRateSchema
  .extend({ lbpPerUsd: exchangeRateSchema.shape.lbpPerUsd.describe("Lebanese pounds per US dollar") })
  .strict();
export const exchangeRateOutput = z.object({ lbpPerUsd: z.int().describe("The rate now in force") });

export const decideReportInput = z.strictObject({
  ReportID: decideReportSchema.shape.reportId.describe("A listing report"),
  decision: decideReportSchema.shape.decision.describe("resolved: the admin acted on the listing; dismissed: nothing to do"),
});
