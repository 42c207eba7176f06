import { z } from "zod";

/**
 * A visitor's message or tour request to a listing's owner (DESIGN.md "Requests and offers"),
 * sent from the listing page. Messages are catalog keys.
 */
export const listingRequestSchema = z.object({
  kind: z.enum(["message", "tour"]),
  message: z
    .string({ error: "listingPage.contact.messageRequired" })
    .trim()
    .min(1, "listingPage.contact.messageRequired")
    .max(1000, "listingPage.contact.messageTooLong"),
  preferredDate: z.preprocess((value) => (value === "" ? undefined : value), z.iso.date("listingPage.contact.dateInvalid").optional()),
});

export type ListingRequestInput = z.infer<typeof listingRequestSchema>;
