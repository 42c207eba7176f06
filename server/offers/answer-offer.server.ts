import { applyOfferMove, type Money, type OfferAnswerInput, type OfferMove } from "../../domain/offers.ts";
import { applyConversationMove } from "../conversations/apply-conversation-move.server.ts";
import { refuseBlocked } from "../conversations/conversation-rules.server.ts";
import { AppError } from "../errors.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { offerMoveMail } from "./offer-mail.server.ts";
import { counterContextOf, offerStack, offerThreadState, refuseUnconfirmed } from "./offer-participant.server.ts";

/** What the other side is told of each move. */
const OFFER_MOVE_NOTICE = { accept: "offer_accepted", decline: "offer_declined", counter: "offer_countered", withdraw: "offer_withdrawn" } as const;

/**
 * A move in an offer thread by one of its two people, as the state machine (domain/offers.ts)
 * allows it: accept, decline, counter or withdraw (a counter far from the asking price only once its
 * sender confirmed it). Every move is kept; the other side is notified and mailed (an accepted offer mails both).
 */
export async function answerOffer(userId: string, offerId: string, answer: OfferAnswerInput, now = new Date()): Promise<void> {
  await applyConversationMove(offerStack, userId, offerId, now, async (tx, { row: offer, side }) => {
    if (side === "buyer" && answer.move === "counter") await refuseBlocked(tx, offer.ownerId, userId);
    let move: OfferMove;
    let asking: Money | null = null;
    if (answer.move === "counter") {
      const { asking: price, ...context } = await counterContextOf(tx, offer);
      asking = price;
      move = { type: answer.move, by: side, amount: answer.amount, currency: answer.currency, ...context };
    } else move = { type: answer.move, by: side };
    const result = applyOfferMove(offerThreadState(offer), move, now);
    if (!result.ok) throw new AppError(result.error);
    // Only a counter the machine allows asks for a confirmation: no yes makes a refused one right.
    if (answer.move === "counter" && move.type === "counter") refuseUnconfirmed(answer, asking, move.lbpPerUsd);
    const { status, turn, amount, currency, expiresAt } = result.thread;
    return {
      change: { status, turn, amount, currency, expiresAt, updatedAt: now },
      message: { move: answer.move, ...(answer.move === "counter" ? { amount: answer.amount, currency: answer.currency } : {}), message: answer.message },
      notice: { kind: OFFER_MOVE_NOTICE[answer.move], params: { amount, currency } },
      mail: offerMoveMail(answer.move, { amount, currency }, await currentLbpPerUsd(tx), answer.message),
    };
  });
}
