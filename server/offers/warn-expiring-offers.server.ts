import { and, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { notifications, offers } from "../db/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { offerLink } from "./offer-participant.server.ts";

/** An open offer is flagged to the side whose turn it is this long before it expires. */
export const OFFER_EXPIRY_WARNING_HOURS = 24;

/**
 * Tells the side whose turn it is that an open offer expires within a day, once per standing
 * offer (a counter-offer sets a new date and may be warned of again). Answers how many were warned.
 */
export async function warnExpiringOffers(now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + OFFER_EXPIRY_WARNING_HOURS * 3_600_000);
  return db().transaction(async (tx) => {
    const due = await tx
      .select()
      .from(offers)
      .where(
        and(
          eq(offers.status, "open"),
          gt(offers.expiresAt, now),
          lte(offers.expiresAt, soon),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(notifications)
              .where(and(eq(notifications.subjectId, offers.id), eq(notifications.kind, "offer_expiring"), gt(notifications.createdAt, offers.updatedAt))),
          ),
        ),
      )
      .for("update", { skipLocked: true })
      .limit(1000);
    for (const offer of due) {
      const side = offer.turn === "owner" ? "owner" : "buyer";
      await notify(tx, {
        userId: side === "owner" ? offer.ownerId : offer.buyerId,
        kind: "offer_expiring",
        subjectId: offer.id,
        propertyId: offer.propertyId,
        link: offerLink(offer.id, side),
        params: { amount: offer.amount, currency: offer.currency as "USD" | "LBP", on: offer.expiresAt.toISOString() },
      });
    }
    return due.length;
  });
}
