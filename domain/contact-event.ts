import { z } from "zod";
import { CONTACT_EVENTS } from "./contact.ts";

/** A counted contact click, as the listing page posts it to /resources/listing-events. */
export const contactEventSchema = z.object({
  propertyId: z.uuid(),
  event: z.enum(CONTACT_EVENTS),
});
