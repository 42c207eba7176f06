import { z } from "zod";
import { emailField } from "./accounts.ts";

/**
 * Sharing a listing by email (SPEC.md §7 Share_Property: Email, FullName, PropertyID). The page's
 * form and the JSON API validate with this one schema. FullName is accepted for the app's sake
 * but never shown: the mail names a signed-in sender by their account's name, and an anonymous
 * one not at all, so nobody can mail a stranger in a name they chose (decision 0044).
 */
export const shareListingSchema = z.object({
  email: emailField,
  fullName: z.string().trim().max(80, "listingPage.share.nameTooLong").optional(),
  propertyId: z.uuid("listingPage.share.listingUnknown"),
});

export type ShareListingInput = z.infer<typeof shareListingSchema>;

/** The API's field names, mapped onto the same schema. */
export const sharePropertyPayloadSchema = z
  .strictObject({ Email: z.string(), FullName: z.string().optional(), PropertyID: z.string() })
  .transform((payload) => ({ email: payload.Email, propertyId: payload.PropertyID, ...(payload.FullName === undefined ? {} : { fullName: payload.FullName }) }))
  .pipe(shareListingSchema);
