import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ListingCardData } from "../../domain/listing-card.ts";
import { isTaken, takenWord, type TakenWord } from "../../domain/lifecycle.ts";
import type { ListingStatus } from "../../domain/listing.ts";
import { favorites, properties } from "../db/schema.ts";
import { selectListingCards, toListingCards } from "../listings/listing-cards.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { db } from "../runtime.server.ts";

/** A page holds this many favourites at most; nobody saves more in practice. */
const FAVORITES_LIMIT = 200;

export type Favorite =
  | { available: true; taken: null; savedAt: Date; listing: ListingCardData }
  | { available: false; taken: TakenWord; savedAt: Date; listing: ListingCardData }
  | { available: false; taken: null; savedAt: Date; listing: { id: string; title: string } };

/**
 * The user's favourites, newest first. A rented or sold one keeps its card, marked so, and its
 * page (decision 0046); others no longer public say so and are not linked.
 */
export async function listFavorites(userId: string): Promise<Favorite[]> {
  const saved = await db()
    .select({
      id: properties.id,
      title: properties.title,
      listingType: properties.listingType,
      savedAt: favorites.createdAt,
      available: sql<boolean>`${publicListing(new Date())}`,
      state: { takenAt: properties.takenAt, visible: properties.visible, status: properties.status, isDeleted: properties.isDeleted },
    })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.propertyId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), properties.id)
    .limit(FAVORITES_LIMIT);
  const takenOf = (row: (typeof saved)[number]) =>
    !row.available && isTaken({ ...row.state, status: row.state.status as ListingStatus }) ? takenWord(row.listingType) : null;
  const shownIds = saved.filter((row) => row.available || takenOf(row)).map((row) => row.id);
  const cards = shownIds.length ? await selectListingCards().where(inArray(properties.id, shownIds)) : [];
  const byId = new Map((await toListingCards(cards)).map((card) => [card.id, card]));
  return saved.map((row): Favorite => {
    const card = byId.get(row.id);
    const taken = takenOf(row);
    if (card && row.available) return { available: true, taken: null, savedAt: row.savedAt, listing: card };
    if (card && taken) return { available: false, taken, savedAt: row.savedAt, listing: card };
    return { available: false, taken: null, savedAt: row.savedAt, listing: { id: row.id, title: row.title } };
  });
}

/** Whether the user saved this listing (the page's Save/Saved toggle). */
export async function isFavorite(userId: string, propertyId: string): Promise<boolean> {
  const [row] = await db()
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)))
    .limit(1);
  return Boolean(row);
}

/** Which of these listings the user saved (the hearts of a page's cards): one index lookup. */
export async function savedAmong(userId: string | undefined, propertyIds: readonly string[]): Promise<string[]> {
  if (!userId || !propertyIds.length) return [];
  const rows = await db()
    .select({ propertyId: favorites.propertyId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.propertyId, [...propertyIds])));
  return rows.map((row) => row.propertyId);
}

/** How many listings the user saved (the header's count): one index-only count. */
export async function countFavorites(userId: string): Promise<number> {
  const [row] = await db().select({ count: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.count ?? 0;
}
