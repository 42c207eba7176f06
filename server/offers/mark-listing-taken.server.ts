import { eq } from "drizzle-orm";
import { offers } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { inListingTransaction } from "../listings/apply-transition.server.ts";

/**
 * After an accepted offer, its listing's owner marks the listing rented or sold: the lifecycle's
 * `markTaken` (off search, history kept). Only the owner of an accepted offer's listing may.
 */
export async function markListingTaken(ownerId: string, offerId: string, now = new Date()): Promise<void> {
  await inListingTransaction(async (tx, apply) => {
    const [offer] = await tx
      .select({ propertyId: offers.propertyId, status: offers.status, ownerId: offers.ownerId, buyerId: offers.buyerId })
      .from(offers)
      .where(eq(offers.id, offerId))
      .limit(1);
    if (!offer || (offer.ownerId !== ownerId && offer.buyerId !== ownerId)) throw new AppError("not_found");
    if (offer.ownerId !== ownerId) throw new AppError("forbidden");
    if (offer.status !== "accepted") throw new AppError("offer_not_accepted");
    await apply({ propertyId: offer.propertyId, actor: { kind: "user", userId: ownerId, isAdmin: false }, action: { type: "markTaken" }, now });
  });
}
