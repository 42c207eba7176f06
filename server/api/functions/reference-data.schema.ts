import { z } from "zod";
import { planSchema } from "../../../domain/plans.ts";

// The reference data an app loads at startup (SPEC.md §7 "Areas … loaded at startup").

export const noInput = z.object({}).meta({ description: "No payload: send `{}` or nothing." });

export const areaRecordSchema = z
  .object({
    id: z.number().int(),
    District: z.string(),
    DistrictAr: z.string(),
    DistrictFr: z.string(),
    Area: z.string(),
    AreaAr: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: "AreaRecord", description: "One area of a district (SPEC.md §3 Areas class); `id` is what listings and search's `area` name." });

export const areasOutput = z.object({ results: z.array(areaRecordSchema), count: z.number().int() });

export const countriesOutput = z.object({
  results: z.array(
    z
      .object({
        Country: z.string().describe("The name in the caller's language"),
        Code: z.string().describe("The dial code with its plus sign, e.g. +961"),
        ISO: z.string().length(2),
        flag: z.url().describe("The flag picture (SVG, 3:2), looked up by ISO code"),
      })
      .meta({ id: "CountryEntry" }),
  ),
  count: z.number().int(),
});

export const plansOutput = z.object({ results: z.array(planSchema) });

export const exchangeRateOutput = z.object({ lbpPerUsd: z.number().positive().describe("Lebanese pounds per US dollar, the rate prices are converted at") });
