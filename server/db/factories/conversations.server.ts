import { eq } from "drizzle-orm";
import { HOUR_MS } from "../../../domain/days.ts";
import { firstAnswerBy } from "../../../domain/requests.ts";
import { openOffer } from "../../../domain/offers.ts";
import type { Executor } from "../client.server.ts";
import { notifications, offerMoves, offers, requestMessages, requests } from "../schema.ts";

/** A tour request from `senderId` on a listing of `ownerId`, waiting for the owner, with its first message (tests and the demo seed). */
export async function createTourRequest(
  db: Executor,
  input: { id?: string; propertyId: string; senderId: string; ownerId: string; message?: string; now?: Date },
) {
  const now = input.now ?? new Date();
  // Two times at 3 pm Beirut (13:00 UTC, 12:00 in summer), two and three days on.
  const day = (days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 13));
  const [request] = await db
    .insert(requests)
    .values({
      ...(input.id ? { id: input.id } : {}),
      propertyId: input.propertyId,
      senderId: input.senderId,
      ownerId: input.ownerId,
      kind: "tour",
      preferredDates: [day(2), day(3)],
      answerBy: firstAnswerBy(now),
      lastMessageAt: now,
      createdAt: now,
    })
    .returning();
  await db
    .insert(requestMessages)
    .values({ requestId: request!.id, authorId: input.senderId, body: input.message ?? "Hello, could I visit this week?", createdAt: now });
  await db.insert(notifications).values({
    userId: input.ownerId,
    kind: "tour_requested",
    subjectId: request!.id,
    propertyId: input.propertyId,
    link: `/requests?box=received&thread=${request!.id}`,
  });
  return request!;
}

/** An open offer from `buyerId` on a listing of `ownerId`, the owner to answer (tests and the demo seed). */
export async function createOpenOffer(
  db: Executor,
  input: { id?: string; propertyId: string; buyerId: string; ownerId: string; amount?: number; currency?: "USD" | "LBP"; now?: Date },
) {
  const now = input.now ?? new Date(Date.now() - HOUR_MS);
  const thread = openOffer({ amount: input.amount ?? 1200, currency: input.currency ?? "USD" }, now);
  const [offer] = await db
    .insert(offers)
    .values({
      ...(input.id ? { id: input.id } : {}),
      propertyId: input.propertyId,
      buyerId: input.buyerId,
      ownerId: input.ownerId,
      ...thread,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await db.insert(offerMoves).values({
    offerId: offer!.id,
    authorId: input.buyerId,
    move: "make",
    amount: thread.amount,
    currency: thread.currency,
    message: "Would you take this?",
    createdAt: now,
  });
  await db.insert(notifications).values({
    userId: input.ownerId,
    kind: "offer_made",
    subjectId: offer!.id,
    propertyId: input.propertyId,
    link: `/offers?box=received&thread=${offer!.id}`,
    params: { amount: thread.amount, currency: thread.currency },
  });
  return offer!;
}

/** An offer the owner accepted at once (the thread after make and accept). */
export async function createAcceptedOffer(db: Executor, input: Parameters<typeof createOpenOffer>[1]) {
  const offer = await createOpenOffer(db, input);
  const now = input.now ?? new Date(Date.now() - HOUR_MS);
  const [accepted] = await db.update(offers).set({ status: "accepted", updatedAt: now }).where(eq(offers.id, offer.id)).returning();
  await db.insert(offerMoves).values({ offerId: offer.id, authorId: input.ownerId, move: "accept", message: "", createdAt: now });
  return accepted!;
}
