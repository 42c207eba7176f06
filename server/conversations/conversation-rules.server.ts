import { and, count, eq, gt, sql } from "drizzle-orm";
import { acceptsBeitnaMessages } from "../../domain/contact.ts";
import type { Executor, Transaction } from "../db/client.server.ts";
import { listingCounterEvents, offers, properties, requests, userBlocks, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { DAY_MS } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";

/** New conversations (requests and offer threads) a user may open in 24 hours (decision 0026). */
export const DAILY_NEW_CONVERSATIONS = 10;

export interface ContactableListing {
  id: string;
  ownerId: string;
  title: string;
  listingType: string;
  contactMethod: string[];
}

/**
 * The public listing a visitor writes about, with the checks every new conversation passes: not
 * their own listing (`forbidden`), the owner accepts messages on Beitna, the owner has not blocked
 * them, and they are under the daily limit. Takes a per-sender lock, so two tabs cannot both slip
 * under the limit.
 */
export async function openConversationOn(tx: Transaction, senderId: string, propertyId: string, now: Date): Promise<ContactableListing> {
  const [listing] = await tx
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      title: properties.title,
      listingType: properties.listingType,
      contactMethod: properties.contactMethod,
      ownerPhone: users.phone,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(and(eq(properties.id, propertyId), publicListing(now)))
    .limit(1);
  if (!listing) throw new AppError("not_found");
  if (listing.ownerId === senderId) throw new AppError("forbidden");
  if (!acceptsBeitnaMessages(listing.contactMethod, listing.ownerPhone !== "")) throw new AppError("messages_not_accepted");
  await refuseBlocked(tx, listing.ownerId, senderId);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversations:${senderId}`}))`);
  const since = new Date(now.getTime() - DAY_MS);
  const [[sent], [offered]] = await Promise.all([
    tx
      .select({ count: count() })
      .from(requests)
      .where(and(eq(requests.senderId, senderId), gt(requests.createdAt, since))),
    tx
      .select({ count: count() })
      .from(offers)
      .where(and(eq(offers.buyerId, senderId), gt(offers.createdAt, since))),
  ]);
  if ((sent?.count ?? 0) + (offered?.count ?? 0) >= DAILY_NEW_CONVERSATIONS) throw new AppError("conversation_limit");
  return { id: listing.id, ownerId: listing.ownerId, title: listing.title, listingType: listing.listingType, contactMethod: listing.contactMethod };
}

/** A sender the owner blocked writes nothing more to them. */
export async function refuseBlocked(executor: Executor, ownerId: string, senderId: string): Promise<void> {
  const [block] = await executor
    .select({ ownerId: userBlocks.ownerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.ownerId, ownerId), eq(userBlocks.blockedId, senderId)))
    .limit(1);
  if (block) throw new AppError("sender_blocked");
}

/**
 * Counts a new conversation once in the listing's counter and in the day's insights events
 * (decision 0027), in one statement (plain SQL: `updated_at` stays).
 */
export async function countConversation(tx: Transaction, propertyId: string, counter: "requestTour" | "messageOwner"): Promise<void> {
  const column = sql.identifier(properties[counter].name);
  await tx.execute(sql`
    with counted as (
      update ${properties} set ${column} = ${column} + 1 where ${properties.id} = ${propertyId} returning ${properties.id}
    )
    insert into ${listingCounterEvents} (property_id, day, counter) select id, ${beirutDay(new Date())}, ${counter} from counted`);
}
