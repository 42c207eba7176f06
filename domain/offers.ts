// A price offer on a listing (issue 15, decision 0026) as one explicit state machine: a buyer or
// tenant makes an offer, then the two sides take turns. Every move is a pure function of
// (thread, move, now); the server applies the result in a transaction and keeps the move.
import { z } from "zod";
import { CURRENCIES, type Currency } from "./listing.ts";

export const OFFER_STATUSES = ["open", "accepted", "declined", "withdrawn", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export type OfferSide = "owner" | "buyer";
export const OFFER_MOVES = ["make", "counter", "accept", "decline", "withdraw", "expire"] as const;
export type OfferMoveType = (typeof OFFER_MOVES)[number];

/** An offer stands this long unless the other side answers it. */
export const OFFER_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

export interface OfferThread {
  status: OfferStatus;
  /** Whose answer the standing offer waits for. */
  turn: OfferSide;
  amount: number;
  currency: Currency;
  expiresAt: Date;
}

export type OfferMove =
  | { type: "counter"; by: OfferSide; amount: number; currency: Currency }
  | { type: "accept"; by: OfferSide }
  | { type: "decline"; by: OfferSide }
  | { type: "withdraw"; by: OfferSide }
  | { type: "expire" };

export type OfferRefusal = "offer_closed" | "offer_expired" | "offer_not_your_turn" | "offer_move_not_allowed" | "offer_not_expired";

export type OfferMoveResult = { ok: true; thread: OfferThread } | { ok: false; error: OfferRefusal };

/**
 * Who may make a move, and when (whose turn it is):
 * - the owner, on their turn: accept, decline or counter;
 * - the buyer, on their turn: accept, counter or withdraw; while waiting for the owner: withdraw;
 * - the system: expire, once the standing offer is past its date.
 */
const MAY: Record<Exclude<OfferMove["type"], "expire">, Record<OfferSide, "on-turn" | "any-time" | "never">> = {
  accept: { owner: "on-turn", buyer: "on-turn" },
  counter: { owner: "on-turn", buyer: "on-turn" },
  decline: { owner: "on-turn", buyer: "never" },
  withdraw: { owner: "never", buyer: "any-time" },
};

const expiry = (now: Date) => new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS);

/** The thread a buyer's first offer opens: the owner answers next. */
export function openOffer(offer: { amount: number; currency: Currency }, now: Date): OfferThread {
  return { status: "open", turn: "owner", amount: offer.amount, currency: offer.currency, expiresAt: expiry(now) };
}

export function isPastDate(thread: Pick<OfferThread, "expiresAt">, now: Date): boolean {
  return thread.expiresAt.getTime() <= now.getTime();
}

/**
 * The status a reader sees: an open offer past its date is expired already, before the job that
 * records it has run (no move is accepted on it anyway).
 */
export function offerStatusAt(thread: Pick<OfferThread, "status" | "expiresAt">, now: Date): OfferStatus {
  return thread.status === "open" && isPastDate(thread, now) ? "expired" : thread.status;
}

/** Applies `move` to `thread` at `now`, or says why it is refused. */
export function applyOfferMove(thread: OfferThread, move: OfferMove, now: Date): OfferMoveResult {
  if (thread.status !== "open") return { ok: false, error: "offer_closed" };
  if (move.type === "expire") {
    return isPastDate(thread, now) ? { ok: true, thread: { ...thread, status: "expired" } } : { ok: false, error: "offer_not_expired" };
  }
  if (isPastDate(thread, now)) return { ok: false, error: "offer_expired" };
  const rule = MAY[move.type][move.by];
  if (rule === "never") return { ok: false, error: "offer_move_not_allowed" };
  if (rule === "on-turn" && thread.turn !== move.by) return { ok: false, error: "offer_not_your_turn" };
  switch (move.type) {
    case "accept":
      return { ok: true, thread: { ...thread, status: "accepted" } };
    case "decline":
      return { ok: true, thread: { ...thread, status: "declined" } };
    case "withdraw":
      return { ok: true, thread: { ...thread, status: "withdrawn" } };
    case "counter":
      return {
        ok: true,
        thread: { status: "open", turn: move.by === "owner" ? "buyer" : "owner", amount: move.amount, currency: move.currency, expiresAt: expiry(now) },
      };
  }
}

/** The moves a side may make now (the thread's buttons), each one the machine would accept. */
export function availableOfferMoves(thread: OfferThread, side: OfferSide, now: Date): Array<"accept" | "decline" | "counter" | "withdraw"> {
  const probe = { amount: 1, currency: "USD" as const };
  return (["accept", "decline", "counter", "withdraw"] as const).filter(
    (type) => applyOfferMove(thread, type === "counter" ? { type, by: side, ...probe } : { type, by: side }, now).ok,
  );
}

/** The amount and the message of an offer or a counter-offer (the form's and the API's). Messages are catalog keys. */
export const offerAmountSchema = z.object({
  amount: z.coerce
    .number({ error: "offers.errors.amountInvalid" })
    .int("offers.errors.amountWhole")
    .positive("offers.errors.amountInvalid")
    .max(1_000_000_000_000, "offers.errors.amountInvalid"),
  currency: z.enum(CURRENCIES, { error: "offers.errors.currencyInvalid" }),
  message: z.preprocess((value) => value ?? "", z.string().trim().max(1000, "offers.errors.messageTooLong")),
});
export type OfferAmountInput = z.infer<typeof offerAmountSchema>;

/** An answer to the standing offer: a counter carries an amount. */
export const offerAnswerSchema = z.discriminatedUnion("move", [
  z.object({ move: z.literal("counter"), ...offerAmountSchema.shape }),
  z.object({
    move: z.enum(["accept", "decline", "withdraw"]),
    message: z.preprocess((value) => value ?? "", z.string().trim().max(1000, "offers.errors.messageTooLong")),
  }),
]);
export type OfferAnswerInput = z.infer<typeof offerAnswerSchema>;

/** The same amount in the other currency at a rate (LBP per USD), whole units. */
export function inOtherCurrency(amount: number, currency: Currency, lbpPerUsd: number): { amount: number; currency: Currency } {
  return currency === "USD" ? { amount: Math.round(amount * lbpPerUsd), currency: "LBP" } : { amount: Math.round(amount / lbpPerUsd), currency: "USD" };
}
