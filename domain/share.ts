import { z } from "zod";
import { emailField } from "./accounts.ts";

/**
 * Sharing a listing by email (SPEC.md §7 Share_Property: Email, FullName, PropertyID). The page's
 * form and the JSON API validate with this one schema; FullName is the name of the person sharing,
 * which the mail shows to its reader.
 */
export const shareListingSchema = z.object({
  email: emailField,
  fullName: z
    .string({ error: "listingPage.share.nameRequired" })
    .trim()
    .min(1, "listingPage.share.nameRequired")
    .max(80, "listingPage.share.nameTooLong"),
  propertyId: z.uuid("listingPage.share.listingUnknown"),
});

export type ShareListingInput = z.infer<typeof shareListingSchema>;

/** The API's field names, mapped onto the same schema. */
export const sharePropertyPayloadSchema = z
  .strictObject({ Email: z.string(), FullName: z.string(), PropertyID: z.string() })
  .transform((payload) => ({ email: payload.Email, fullName: payload.FullName, propertyId: payload.PropertyID }))
  .pipe(shareListingSchema);
