import { and, eq, inArray, lte } from "drizzle-orm";
import { applyOfferMove } from "../../domain/offers.ts";
import { offerMoves, offers } from "../db/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailOfferMove } from "./offer-mail.server.ts";
import { offerLink, offerThreadState } from "./offer-participant.server.ts";

/**
 * Open offers past their date (7 days without an answer) expire, through the state machine's
 * `expire` move, kept in the thread; both sides are told and mailed (after it commits). Rows another instance holds are skipped.
 */
export async function expireOffers(now = new Date()): Promise<number> {
  const expired = await db().transaction(async (tx) => {
    const due = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.status, "open"), lte(offers.expiresAt, now)))
      .for("update", { skipLocked: true })
      .limit(1000);
    const expired = due.filter((offer) => applyOfferMove(offerThreadState(offer), { type: "expire" }, now).ok);
    if (!expired.length) return [];
    const ids = expired.map((offer) => offer.id);
    await tx.update(offers).set({ status: "expired", updatedAt: now }).where(inArray(offers.id, ids));
    await tx.insert(offerMoves).values(
      ids.map((offerId) => ({
        offerId,
        authorId: null,
        move: "expire",
        createdAt: now,
      })),
    );
    for (const offer of expired) {
      for (const side of ["owner", "buyer"] as const)
        await notify(tx, {
          userId: side === "owner" ? offer.ownerId : offer.buyerId,
          kind: "offer_expired",
          subjectId: offer.id,
          propertyId: offer.propertyId,
          link: offerLink(offer.id, side),
        });
    }
    return expired;
  });
  for (const offer of expired) await mailOfferMove(offer, "expire", offerThreadState(offer), null);
  return expired.length;
}
