import { AppError } from "../errors.server.ts";
import { lockConversation } from "../conversations/conversation-stack.server.ts";
import { inListingTransaction } from "../listings/apply-transition.server.ts";
import { offerStack } from "./offer-participant.server.ts";

/**
 * After an accepted offer, its listing's owner marks the listing rented or sold: the lifecycle's
 * `markTaken` (off search, history kept). Only the owner of an accepted offer's listing may.
 */
export async function markListingTaken(ownerId: string, offerId: string, now = new Date()): Promise<void> {
  await inListingTransaction(async (tx, apply) => {
    const { row: offer, side } = await lockConversation(tx, offerStack, ownerId, offerId);
    if (side !== "owner") throw new AppError("forbidden");
    if (offer.status !== "accepted") throw new AppError("offer_not_accepted");
    await apply({ propertyId: offer.propertyId, actor: { kind: "user", userId: ownerId, isAdmin: false }, action: { type: "markTaken" }, now });
  });
}
