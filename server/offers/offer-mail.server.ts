import { inOtherCurrency, type OfferMoveType } from "../../domain/offers.ts";
import type { Currency } from "../../domain/listing.ts";
import { formatMoney } from "../../domain/money.ts";
import { mailConversation } from "../messaging/conversation-mail.server.ts";
import type { MailKind } from "../mail/mail-kinds.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { offerLink, type OfferRow } from "./offer-participant.server.ts";

/** Each move's mail; an acceptance and an expiry go to both sides, the others to the side whose turn it becomes. */
const MOVE_MAIL = {
  make: "offer-received",
  counter: "offer-countered",
  accept: "offer-accepted",
  decline: "offer-declined",
  withdraw: "offer-withdrawn",
  expire: "offer-expired",
} as const satisfies Record<OfferMoveType, MailKind>;

/**
 * Mails an offer thread's move (as its readers chose for offers): the standing amount written in
 * both currencies at today's rate, and the mover's message. `by` is who moved (null: the system).
 */
export async function mailOfferMove(
  offer: Pick<OfferRow, "id" | "propertyId" | "ownerId" | "buyerId">,
  move: OfferMoveType,
  standing: { amount: number; currency: Currency },
  by: string | null,
  message = "",
): Promise<void> {
  const rate = await currentLbpPerUsd();
  const other = inOtherCurrency(standing.amount, standing.currency, rate);
  const to = move === "accept" || move === "expire" || by === null ? "both" : by === offer.ownerId ? offer.buyerId : offer.ownerId;
  await mailConversation(
    {
      propertyId: offer.propertyId,
      preference: "offers",
      kind: MOVE_MAIL[move],
      extra: (locale) => ({
        amountText: `${formatMoney(standing.amount, standing.currency, locale)} (${formatMoney(other.amount, other.currency, locale)})`,
        ...(message ? { detail: message } : {}),
      }),
    },
    [
      { userId: offer.ownerId, link: offerLink(offer.id, "owner") },
      { userId: offer.buyerId, link: offerLink(offer.id, "buyer") },
    ],
    to,
  );
}
