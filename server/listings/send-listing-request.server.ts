import { and, eq } from "drizzle-orm";
import type { ListingRequestInput } from "../../domain/listing-request.ts";
import { properties, requests } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

/**
 * Stores a signed-in visitor's message or tour request for the owner of a public listing; both
 * sides read it at /requests. An owner cannot write to themselves (`forbidden`).
 */
export async function sendListingRequest(senderId: string, propertyId: string, input: ListingRequestInput): Promise<void> {
  await db().transaction(async (tx) => {
    const [listing] = await tx
      .select({ ownerId: properties.ownerId })
      .from(properties)
      .where(and(eq(properties.id, propertyId), publicListing(new Date())))
      .limit(1);
    if (!listing) throw new AppError("not_found");
    if (listing.ownerId === senderId) throw new AppError("forbidden");
    await tx.insert(requests).values({
      propertyId,
      senderId,
      ownerId: listing.ownerId,
      kind: input.kind,
      message: input.message,
      // Noon in Beirut, so the chosen day reads the same everywhere.
      preferredDates: input.preferredDate ? [new Date(`${input.preferredDate}T12:00:00+02:00`)] : null,
    });
  });
}
