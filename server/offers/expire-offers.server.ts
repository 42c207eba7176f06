import { and, eq, lte } from "drizzle-orm";
import { applyOfferMove } from "../../domain/offers.ts";
import { expireConversations } from "../conversations/expire-conversations.server.ts";
import { offers } from "../db/schema.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { offerMoveMail } from "./offer-mail.server.ts";
import { offerStack, offerThreadState } from "./offer-participant.server.ts";

/**
 * Open offers past their date (7 days without an answer) expire, through the state machine's
 * `expire` move, kept in the thread; both sides are told and mailed (after it commits). Rows another instance holds are skipped.
 */
export async function expireOffers(now = new Date()): Promise<number> {
  // The day's rate the mails write the amounts at.
  const lbpPerUsd = await currentLbpPerUsd();
  return expireConversations(
    offerStack,
    now,
    async (tx) => {
      const due = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.status, "open"), lte(offers.expiresAt, now)))
        .for("update", { skipLocked: true })
        .limit(1000);
      return due.filter((offer) => applyOfferMove(offerThreadState(offer), { type: "expire" }, now).ok);
    },
    {
      change: { status: "expired", updatedAt: now },
      message: { move: "expire" },
      notice: "offer_expired",
      mail: (offer) => offerMoveMail("expire", offerThreadState(offer), lbpPerUsd),
    },
  );
}
