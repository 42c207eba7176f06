import { and, eq } from "drizzle-orm";
import { openOffer, type OfferAmountInput } from "../../domain/offers.ts";
import { openConversation } from "../conversations/open-conversation.server.ts";
import { offers } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { offerMoveMail } from "./offer-mail.server.ts";
import { askingPriceOf, offerStack, refuseUnconfirmed } from "./offer-participant.server.ts";

/**
 * A visitor's offer on a public listing: a new thread (one open thread per person per listing),
 * its first move, and a notification for the owner, in one transaction, then the owner's mail.
 * An amount far from the asking price needs its sender's confirmation. The owner answers next.
 */
export async function makeOffer(buyerId: string, propertyId: string, input: OfferAmountInput, now = new Date()): Promise<{ id: string }> {
  return openConversation(offerStack, buyerId, propertyId, now, async (tx) => {
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.propertyId, propertyId), eq(offers.buyerId, buyerId), eq(offers.status, "open")))
      .limit(1);
    if (open) throw new AppError("offer_already_open");
    const lbpPerUsd = await currentLbpPerUsd(tx);
    refuseUnconfirmed(input, await askingPriceOf(tx, propertyId), lbpPerUsd);
    const { amount, currency, message } = input;
    return {
      thread: openOffer(input, now),
      message: { move: "make", amount, currency, message },
      notice: { kind: "offer_made", params: { amount, currency } },
      mail: offerMoveMail("make", input, lbpPerUsd, message),
    };
  });
}
