import { z } from "zod";

/** Saving or removing a favourite (the listing page's toggle and /favorites' remove buttons). */
export const favoriteIntentSchema = z.object({
  intent: z.enum(["save", "remove"]),
  propertyId: z.uuid(),
});
