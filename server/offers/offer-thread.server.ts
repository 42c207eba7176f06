import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Currency } from "../../domain/listing.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { OfferThreadView } from "../../domain/offer-views.ts";
import { availableOfferMoves, offerStatusAt, type OfferMoveType, type OfferSide } from "../../domain/offers.ts";
import { offerMoves, offers, properties, users } from "../db/schema.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { markThreadRead } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { ofParticipant, sideOf } from "../conversations/conversation-stack.server.ts";
import { counterContextOf, offerStack, offerThreadState } from "./offer-participant.server.ts";

const buyer = alias(users, "buyer");
const owner = alias(users, "owner");

/** One offer thread for one of its two people (null for anyone else); their notifications about it become read. */
export async function offerThread(userId: string, offerId: string, now = new Date()): Promise<OfferThreadView | null> {
  const [row] = await db()
    .select({
      offer: offers,
      listing: {
        id: properties.id,
        title: properties.title,
        listingType: properties.listingType,
        price: properties.price,
        unit: properties.unit,
        paymentFrequency: properties.paymentFrequency,
        visible: properties.visible,
        status: properties.status,
      },
      buyer: { firstName: buyer.firstName, lastName: buyer.lastName },
      owner: { firstName: owner.firstName, lastName: owner.lastName },
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(buyer, eq(buyer.id, offers.buyerId))
    .innerJoin(owner, eq(owner.id, offers.ownerId))
    .where(ofParticipant(offerStack, userId, offerId))
    .limit(1);
  if (!row) return null;
  const side = sideOf(offerStack, row.offer, userId);
  const [moves, lbpPerUsd, counterContext] = await Promise.all([
    db().select().from(offerMoves).where(eq(offerMoves.offerId, offerId)).orderBy(asc(offerMoves.id)),
    currentLbpPerUsd(),
    counterContextOf(db(), row.offer),
  ]);
  await markThreadRead(db(), userId, offerId);
  const person = side === "owner" ? row.buyer : row.owner;
  const onSearch = row.listing.status === "Approved" && row.listing.visible;
  return {
    id: row.offer.id,
    status: offerStatusAt(offerThreadState(row.offer), now),
    side,
    turn: row.offer.turn as OfferSide,
    amount: row.offer.amount,
    currency: row.offer.currency as Currency,
    expiresAt: row.offer.expiresAt.toISOString(),
    lbpPerUsd,
    listing: {
      id: row.listing.id,
      title: row.listing.title,
      path: listingPath(row.listing),
      listingType: row.listing.listingType,
      price: row.listing.price,
      unit: row.listing.unit === "LBP" ? "LBP" : "USD",
      paymentFrequency: row.listing.listingType === "Rental" ? row.listing.paymentFrequency : null,
      onSearch,
    },
    otherName: `${person.firstName} ${person.lastName}`.trim(),
    moves: availableOfferMoves(offerThreadState(row.offer), side, now, counterContext),
    ownLastAmount: counterContext.previous,
    canMarkTaken: side === "owner" && row.offer.status === "accepted" && onSearch,
    history: moves.map((move) => ({
      id: move.id,
      mine: move.authorId === userId,
      move: move.move as OfferMoveType,
      amount: move.amount,
      currency: (move.currency as Currency | null) ?? null,
      message: move.message,
      createdAt: move.createdAt.toISOString(),
    })),
  };
}
