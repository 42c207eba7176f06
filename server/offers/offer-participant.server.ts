import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import { type CounterContext, type Money, type OfferSide, type OfferThread, previousOfMover } from "../../domain/offers.ts";
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

/** What the next counter in a thread is measured against (the mover's last amount, the day's rate). */
export async function counterContextOf(executor: Executor, offer: Pick<OfferRow, "id" | "propertyId">): Promise<CounterContext> {
  const [amounts, [listing], lbpPerUsd] = await Promise.all([
    executor
      .select({ amount: offerMoves.amount, currency: offerMoves.currency })
      .from(offerMoves)
      .where(and(eq(offerMoves.offerId, offer.id), isNotNull(offerMoves.amount)))
      .orderBy(asc(offerMoves.id)),
    executor.select({ price: properties.price, unit: properties.unit }).from(properties).where(eq(properties.id, offer.propertyId)).limit(1),
    currentLbpPerUsd(executor),
  ]);
  const asking: Money | null = listing && listing.price > 0 ? { amount: listing.price, currency: listing.unit === "LBP" ? "LBP" : "USD" } : null;
  return {
    previous: previousOfMover(
      amounts.map((row) => ({ amount: row.amount!, currency: row.currency as Currency })),
      asking,
    ),
    lbpPerUsd,
  };
}
