import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Box, ConversationPage, ConversationWindow } from "../../domain/conversations.ts";
import type { Currency } from "../../domain/listing.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { OfferSummary } from "../../domain/offer-views.ts";
import { offerStatusAt, type OfferSide, type OfferStatus } from "../../domain/offers.ts";
import { offers, properties, users } from "../db/schema.ts";
import { unreadSubjects } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { inBox } from "../conversations/conversation-boxes.server.ts";
import { offerStack } from "./offer-participant.server.ts";

const other = alias(users, "other");

/** The user's offers received (as owner) or sent, latest move first, filtered by listing and status: one page, and how many in all. */
export async function listOffers(
  userId: string,
  filters: { box: Box; propertyId?: string | undefined; status?: OfferStatus | undefined },
  window: ConversationWindow,
): Promise<ConversationPage<OfferSummary>> {
  const side: OfferSide = filters.box === "received" ? "owner" : "buyer";
  const matching = and(
    inBox(offerStack, userId, filters.box),
    filters.propertyId ? eq(offers.propertyId, filters.propertyId) : undefined,
    filters.status ? eq(offers.status, filters.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        offer: offers,
        listingTitle: properties.title,
        listingType: properties.listingType,
        otherFirst: other.firstName,
        otherLast: other.lastName,
      })
      .from(offers)
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .innerJoin(other, eq(other.id, side === "owner" ? offers.buyerId : offers.ownerId))
      .where(matching)
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(window.limit)
      .offset(window.skip),
    db().select({ count: count() }).from(offers).where(matching),
  ]);
  const unread = await unreadSubjects(
    userId,
    rows.map((row) => row.offer.id),
  );
  const now = new Date();
  const items = rows.map(({ offer, listingTitle, listingType, otherFirst, otherLast }) => ({
    id: offer.id,
    status: offerStatusAt({ status: offer.status as OfferStatus, expiresAt: offer.expiresAt }, now),
    myTurn: offerStatusAt({ status: offer.status as OfferStatus, expiresAt: offer.expiresAt }, now) === "open" && offer.turn === side,
    amount: offer.amount,
    currency: offer.currency as Currency,
    expiresAt: offer.expiresAt.toISOString(),
    listing: { id: offer.propertyId, title: listingTitle, path: listingPath({ id: offer.propertyId, listingType, title: listingTitle }) },
    otherName: `${otherFirst} ${otherLast}`.trim(),
    updatedAt: offer.updatedAt.toISOString(),
    unread: unread.has(offer.id),
  }));
  return { items, count: total?.count ?? 0 };
}
