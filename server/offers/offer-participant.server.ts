import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { askingCheck, type CounterContext, type Money, type OfferAmountInput, type OfferSide, type OfferThread, previousOfMover } from "../../domain/offers.ts";
import type { Currency } from "../../domain/listing.ts";
import type { Executor } from "../db/client.server.ts";
import type { ConversationStack } from "../conversations/conversation-stack.server.ts";
import { offerMoves, offers, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";

export type OfferRow = typeof offers.$inferSelect;

/** Offers in the conversation shell (server/conversations/): the owner answers the buyer. */
export const offerStack: ConversationStack<{
  row: OfferRow;
  side: OfferSide;
  create: Pick<typeof offers.$inferInsert, "amount" | "currency" | "status" | "turn" | "expiresAt">;
  change: Partial<Pick<typeof offers.$inferInsert, "status" | "turn" | "amount" | "currency" | "expiresAt" | "updatedAt">>;
  message: Pick<typeof offerMoves.$inferInsert, "move" | "amount" | "currency" | "message">;
}> = {
  table: offers,
  columns: { id: offers.id, owner: offers.ownerId, visitor: offers.buyerId, property: offers.propertyId, lastAt: offers.updatedAt },
  visitorOf: (offer) => offer.buyerId,
  sides: ["owner", "buyer"],
  link: offerLink,
  preference: "offers",
  async create(tx, { propertyId, ownerId, visitorId, now, ...thread }) {
    const [created] = await tx
      .insert(offers)
      .values({ propertyId, buyerId: visitorId, ownerId, ...thread, createdAt: now, updatedAt: now })
      .returning({ id: offers.id });
    return created!.id;
  },
  async update(tx, ids, change) {
    await tx.update(offers).set(change).where(inArray(offers.id, ids));
  },
  async append(tx, entries) {
    await tx.insert(offerMoves).values(entries.map(({ threadId, ...move }) => ({ offerId: threadId, ...move })));
  },
};

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
