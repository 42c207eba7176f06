import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import { askingCheck, type CounterContext, type Money, type OfferAmountInput, type OfferSide, type OfferThread, previousOfMover } from "../../domain/offers.ts";
import type { Currency } from "../../domain/listing.ts";
import type { Executor, Transaction } from "../db/client.server.ts";
import { offerMoves, offers, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";

export type OfferRow = typeof offers.$inferSelect;

/** Locks an offer thread for a move by one of its two people; anyone else gets `not_found`. */
export async function lockOfferFor(tx: Transaction, userId: string, offerId: string): Promise<{ offer: OfferRow; side: OfferSide }> {
  const [offer] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), or(eq(offers.ownerId, userId), eq(offers.buyerId, userId))))
    .for("update")
    .limit(1);
  if (!offer) throw new AppError("not_found");
  return { offer, side: offer.ownerId === userId ? "owner" : "buyer" };
}

/** The stored thread as the state machine reads it. */
export function offerThreadState(offer: OfferRow): OfferThread {
  return {
    status: offer.status as OfferThread["status"],
    turn: offer.turn as OfferSide,
    amount: offer.amount,
    currency: offer.currency as Currency,
    expiresAt: offer.expiresAt,
  };
}

/** Where a thread opens for one side. */
export function offerLink(offerId: string, side: OfferSide): string {
  return `/offers?box=${side === "owner" ? "received" : "sent"}&thread=${offerId}`;
}

/** A listing's asking price, null when it shows none. */
export async function askingPriceOf(executor: Executor, propertyId: string): Promise<Money | null> {
  const [listing] = await executor.select({ price: properties.price, unit: properties.unit }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return listing && listing.price > 0 ? { amount: listing.price, currency: listing.unit === "LBP" ? "LBP" : "USD" } : null;
}

/**
 * An amount far from the asking price (above it, or under half of it: `askingCheck`) goes only
 * with its sender's confirmation (decision 0077), whether it comes from a form or the API.
 */
export function refuseUnconfirmed(amount: OfferAmountInput, asking: Money | null, lbpPerUsd: number): void {
  const check = askingCheck(amount, asking, lbpPerUsd);
  if (check && !amount.confirmed) throw new AppError(check === "above_asking" ? "offer_above_asking" : "offer_far_below_asking");
}

/**
 * What the next counter in a thread is measured against (the mover's last amount, the day's rate),
 * and the listing's asking price.
 */
export async function counterContextOf(executor: Executor, offer: Pick<OfferRow, "id" | "propertyId">): Promise<CounterContext & { asking: Money | null }> {
  const [amounts, asking, lbpPerUsd] = await Promise.all([
    executor
      .select({ amount: offerMoves.amount, currency: offerMoves.currency })
      .from(offerMoves)
      .where(and(eq(offerMoves.offerId, offer.id), isNotNull(offerMoves.amount)))
      .orderBy(asc(offerMoves.id)),
    askingPriceOf(executor, offer.propertyId),
    currentLbpPerUsd(executor),
  ]);
  return {
    previous: previousOfMover(
      amounts.map((row) => ({ amount: row.amount!, currency: row.currency as Currency })),
      asking,
    ),
    lbpPerUsd,
    asking,
  };
}
