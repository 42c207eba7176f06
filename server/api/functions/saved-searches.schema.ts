import { z } from "zod";
import { ALERT_FREQUENCIES } from "../../../domain/saved-searches.ts";

const savedSearchId = z.uuid().describe("A saved search's id");

export const savedSearchSchema = z
  .object({
    id: savedSearchId,
    name: z.string(),
    listing_type: z.enum(["Rental", "Sale"]),
    query: z.string().describe("The search as /rent or /buy's query string (filters only); `search`'s payload takes the same names"),
    frequency: z.enum(ALERT_FREQUENCIES),
    createdAt: z.iso.datetime(),
    lastAlertedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "SavedSearch" });

export const savedSearchesInput = z.strictObject({});
export const savedSearchesOutput = z.object({ results: z.array(savedSearchSchema), count: z.number().int() });

export const saveSearchInput = z.strictObject({
  name: z.string().min(1).max(80),
  listing_type: z.enum(["Rental", "Sale"]),
  query: z
    .string()
    .max(2000)
    .default("")
    .describe("The results page's query string, e.g. `district=Beirut&price_max=1000`; read as /rent or /buy reads it (a value that does not fit is dropped)"),
  frequency: z.enum(ALERT_FREQUENCIES).default("daily").describe("How often matching new listings are mailed"),
});
export const saveSearchOutput = z.object({ result: savedSearchSchema });

export const deleteSavedSearchInput = z.strictObject({ id: savedSearchId });
export const deleteSavedSearchOutput = z.object({
  result: z.literal("success"),
  deleted: z.boolean().describe("False when the id is not (or no longer) one of the caller's saved searches: nothing changed"),
});

export const renameSavedSearchInput = z.strictObject({
  id: savedSearchId,
  name: z.string().trim().min(1).max(80).describe("The new name, 1 to 80 characters once trimmed"),
});
export const renameSavedSearchOutput = z.object({
  result: z.literal("success"),
  renamed: z.boolean().describe("False when the id is not one of the caller's saved searches: nothing changed"),
});

export const setAlertFrequencyInput = z.strictObject({
  id: savedSearchId,
  frequency: z.enum(ALERT_FREQUENCIES).describe("How often matching new listings are mailed; `off` stops the alerts and keeps the search"),
});
export const setAlertFrequencyOutput = z.object({
  result: z.literal("success"),
  changed: z.boolean().describe("False when the id is not one of the caller's saved searches: nothing changed"),
});
