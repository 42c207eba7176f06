import { eq } from "drizzle-orm";
import { applyOfferMove, type Money, type OfferAnswerInput, type OfferMove } from "../../domain/offers.ts";
import { offerMoves, offers } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { refuseBlocked } from "../messaging/conversation-rules.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailOfferMove } from "./offer-mail.server.ts";
import { counterContextOf, lockOfferFor, offerLink, offerThreadState, refuseUnconfirmed } from "./offer-participant.server.ts";

/** What the other side is told of each move. */
const OFFER_MOVE_NOTICE = { accept: "offer_accepted", decline: "offer_declined", counter: "offer_countered", withdraw: "offer_withdrawn" } as const;

/**
 * A move in an offer thread by one of its two people, as the state machine (domain/offers.ts)
 * allows it: accept, decline, counter or withdraw (a counter far from the asking price only once its
 * sender confirmed it). Every move is kept; the other side is notified and mailed (an accepted offer mails both).
 */
export async function answerOffer(userId: string, offerId: string, answer: OfferAnswerInput, now = new Date()): Promise<void> {
  const moved = await db().transaction(async (tx) => {
    const { offer, side } = await lockOfferFor(tx, userId, offerId);
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
    await tx
      .update(offers)
      .set({
        status: result.thread.status,
        turn: result.thread.turn,
        amount: result.thread.amount,
        currency: result.thread.currency,
        expiresAt: result.thread.expiresAt,
        updatedAt: now,
      })
      .where(eq(offers.id, offerId));
    await tx.insert(offerMoves).values({
      offerId,
      authorId: userId,
      move: answer.move,
      ...(answer.move === "counter" ? { amount: answer.amount, currency: answer.currency } : {}),
      message: answer.message,
      createdAt: now,
    });
    const otherSide = side === "owner" ? "buyer" : "owner";
    await notify(tx, {
      userId: otherSide === "owner" ? offer.ownerId : offer.buyerId,
      kind: OFFER_MOVE_NOTICE[answer.move],
      subjectId: offerId,
      propertyId: offer.propertyId,
      link: offerLink(offerId, otherSide),
      params: { amount: result.thread.amount, currency: result.thread.currency },
    });
    return {
      offer,
      standing: {
        amount: result.thread.amount,
        currency: result.thread.currency,
      },
    };
  });
  await mailOfferMove(moved.offer, answer.move, moved.standing, userId, answer.message);
}
