import { and, eq, or } from "drizzle-orm";
import type { OfferSide, OfferThread } from "../../domain/offers.ts";
import type { Currency } from "../../domain/listing.ts";
import type { Transaction } from "../db/client.server.ts";
import { offers } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";

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
  return { status: offer.status as OfferThread["status"], turn: offer.turn as OfferSide, amount: offer.amount, currency: offer.currency as Currency, expiresAt: offer.expiresAt };
}

/** Where a thread opens for one side. */
export function offerLink(offerId: string, side: OfferSide): string {
  return `/offers?box=${side === "owner" ? "received" : "sent"}&thread=${offerId}`;
}
