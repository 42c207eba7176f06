import { publicUrl } from "../../env.server.ts";
import { areaRecords } from "../../listings/listing-form-options.server.ts";
import { currentLbpPerUsd } from "../../money/exchange-rate.server.ts";
import { listPlans } from "../../plans/list-plans.server.ts";
import { listCountries } from "../../reference/countries.server.ts";
import { runtime } from "../../runtime.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { areasOutput, countriesOutput, exchangeRateOutput, noInput, plansOutput } from "./reference-data.schema.ts";

export const areas = defineFunction({
  name: "areas",
  tag: "Reference data",
  summary: "Every district and area",
  description: "SPEC.md §7 Areas: at most 5000, sorted by District then Area, with the count.",
  access: "anyone",
  input: noInput,
  output: areasOutput,
  example: {
    input: {},
    output: {
      results: [{ id: 1, District: "Akkar", DistrictAr: "عكار", DistrictFr: "Akkar", Area: "Abdeh", AreaAr: "العبدة", latitude: 34.517, longitude: 35.972 }],
      count: 1,
    },
  },
  async handler() {
    const rows = await areaRecords();
    return {
      results: rows.map((row) => ({
        id: row.id,
        District: row.district,
        DistrictAr: row.districtAr,
        DistrictFr: row.districtFr,
        Area: row.area,
        AreaAr: row.areaAr,
        latitude: row.latitude,
        longitude: row.longitude,
      })),
      count: rows.length,
    };
  },
});

export const countries = defineFunction({
  name: "countries",
  tag: "Reference data",
  summary: "Dial codes and flags",
  description: "SPEC.md §3 Country entry: about 240 countries, Lebanon first, names in the caller's language (`Accept-Language`), flags by ISO code.",
  access: "anyone",
  input: noInput,
  output: countriesOutput,
  example: {
    input: {},
    output: { results: [{ Country: "Lebanon", Code: "+961", ISO: "LB", flag: "http://localhost:3000/flags/LB.svg" }], count: 1 },
  },
  async handler(_input, { locale }) {
    const base = publicUrl(runtime().env);
    const list = await listCountries(locale);
    return {
      results: list.map((country) => ({ Country: country.name, Code: country.dialCode, ISO: country.iso, flag: `${base}/flags/${country.iso}.svg` })),
      count: list.length,
    };
  },
});

export const plans = defineFunction({
  name: "plans",
  tag: "Reference data",
  summary: "Membership plans and their prices",
  description: "The active plans, Free first, with their prices per listing type in USD, duration and search priority (DESIGN.md Plans).",
  access: "anyone",
  input: noInput,
  output: plansOutput,
  example: {
    input: {},
    output: {
      results: [{ id: "free", name: "Beitna Free", searchPriority: 1, durationDays: 30, rentalPriceUsd: 0, salePriceUsd: 0 }],
    },
  },
  async handler() {
    return { results: await listPlans() };
  },
});

export const exchangeRate = defineFunction({
  name: "exchangeRate",
  tag: "Reference data",
  summary: "The exchange rate in force",
  description: "Lebanese pounds per US dollar, set by Beitna's admins; listing prices in either currency are converted at it.",
  access: "anyone",
  input: noInput,
  output: exchangeRateOutput,
  example: { input: {}, output: { lbpPerUsd: 89_500 } },
  async handler() {
    return { lbpPerUsd: await currentLbpPerUsd() };
  },
});
