import { inOtherCurrency, type OfferMoveType } from "../../domain/offers.ts";
import type { Currency } from "../../domain/listing.ts";
import { formatMoney } from "../../domain/money.ts";
import type { ConversationNews } from "../conversations/conversation-stack.server.ts";
import type { MailKind } from "../mail/mail-kinds.server.ts";

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
 * An offer thread's move as mailed (as its readers chose for offers): the standing amount written
 * in both currencies at the day's rate, and the mover's message.
 */
export function offerMoveMail(
  move: OfferMoveType,
  standing: { amount: number; currency: Currency },
  lbpPerUsd: number,
  message = "",
): ConversationNews["mail"] {
  const other = inOtherCurrency(standing.amount, standing.currency, lbpPerUsd);
  return {
    kind: MOVE_MAIL[move],
    to: move === "accept" || move === "expire" ? "both" : "other",
    extra: (locale) => ({
      amountText: `${formatMoney(standing.amount, standing.currency, locale)} (${formatMoney(other.amount, other.currency, locale)})`,
      ...(message ? { detail: message } : {}),
    }),
  };
}
