import { and, eq } from "drizzle-orm";
import { openOffer, type OfferAmountInput } from "../../domain/offers.ts";
import { offerMoves, offers } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { openConversationOn } from "../messaging/conversation-rules.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailOfferMove } from "./offer-mail.server.ts";
import { askingPriceOf, offerLink, refuseUnconfirmed } from "./offer-participant.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";

/**
 * A visitor's offer on a public listing: a new thread (one open thread per person per listing),
 * its first move, and a notification for the owner, in one transaction, then the owner's mail.
 * An amount far from the asking price needs its sender's confirmation. The owner answers next.
 */
export async function makeOffer(buyerId: string, propertyId: string, input: OfferAmountInput, now = new Date()): Promise<{ id: string }> {
  const made = await db().transaction(async (tx) => {
    const listing = await openConversationOn(tx, buyerId, propertyId, now);
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.propertyId, propertyId), eq(offers.buyerId, buyerId), eq(offers.status, "open")))
      .limit(1);
    if (open) throw new AppError("offer_already_open");
    refuseUnconfirmed(input, await askingPriceOf(tx, propertyId), await currentLbpPerUsd(tx));
    const thread = openOffer(input, now);
    const [created] = await tx
      .insert(offers)
      .values({
        propertyId,
        buyerId,
        ownerId: listing.ownerId,
        ...thread,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: offers.id });
    const id = created!.id;
    await tx.insert(offerMoves).values({
      offerId: id,
      authorId: buyerId,
      move: "make",
      amount: input.amount,
      currency: input.currency,
      message: input.message,
      createdAt: now,
    });
    await notify(tx, {
      userId: listing.ownerId,
      kind: "offer_made",
      subjectId: id,
      propertyId,
      link: offerLink(id, "owner"),
      params: { amount: input.amount, currency: input.currency },
    });
    return { id, ownerId: listing.ownerId };
  });
  await mailOfferMove({ id: made.id, propertyId, ownerId: made.ownerId, buyerId }, "make", input, buyerId, input.message);
  return { id: made.id };
}
