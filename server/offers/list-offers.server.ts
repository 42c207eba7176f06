import { and, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ConversationPage, ConversationWindow } from "../../domain/conversations.ts";
import type { Currency } from "../../domain/listing.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { OfferSummary } from "../../domain/offer-views.ts";
import { offerStatusAt, type OfferSide, type OfferStatus } from "../../domain/offers.ts";
import { offers, properties, users } from "../db/schema.ts";
import { unreadSubjects } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { openingBox } from "../conversations/opening-box.server.ts";

export type OfferBox = "received" | "sent";

const other = alias(users, "other");

/** The user's offers received (as owner) or sent, latest move first, filtered by listing and status: one page, and how many in all. */
export async function listOffers(
  userId: string,
  filters: { box: OfferBox; propertyId?: string | undefined; status?: OfferStatus | undefined },
  window: ConversationWindow,
): Promise<ConversationPage<OfferSummary>> {
  const side: OfferSide = filters.box === "received" ? "owner" : "buyer";
  const matching = and(
    side === "owner" ? eq(offers.ownerId, userId) : eq(offers.buyerId, userId),
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

/** The listings the user's offers of one box are about, for the filter. */
export async function offerListings(userId: string, box: OfferBox): Promise<Array<{ id: string; title: string }>> {
  const ids = db()
    .selectDistinct({ id: offers.propertyId })
    .from(offers)
    .where(box === "received" ? eq(offers.ownerId, userId) : eq(offers.buyerId, userId));
  return db().select({ id: properties.id, title: properties.title }).from(properties).where(inArray(properties.id, ids)).orderBy(properties.title).limit(200);
}

/** The box the page opens on without one asked: the one with the user's newest thread. */
export const openingOfferBox = (userId: string) => openingBox(offers, { owner: offers.ownerId, sender: offers.buyerId, lastAt: offers.updatedAt }, userId);
