// A price offer on a listing (issue 15, decision 0026) as one explicit state machine: a buyer or
// tenant makes an offer, then the two sides take turns. Every move is a pure function of
// (thread, move, now); the server applies the result in a transaction and keeps the move.
import { z } from "zod";
import { CURRENCIES, type Currency } from "./listing.ts";
import { DAY_MS } from "./days.ts";
import { compareMoney as compareMinor, convertMoney, money, scaleMinor, toMinor } from "./money.ts";

export const OFFER_STATUSES = ["open", "accepted", "declined", "withdrawn", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_SIDES = ["owner", "buyer"] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];
/** The moves that answer an offer (what a thread's reader may be offered). */
export const OFFER_ANSWERS = ["accept", "decline", "counter", "withdraw"] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];
export const OFFER_MOVES = ["make", "counter", "accept", "decline", "withdraw", "expire"] as const;
export type OfferMoveType = (typeof OFFER_MOVES)[number];

/** An offer stands this long unless the other side answers it. */
export const OFFER_VALID_DAYS = 7;

export interface OfferThread {
  status: OfferStatus;
  /** Whose answer the standing offer waits for. */
  turn: OfferSide;
  amount: number;
  currency: Currency;
  expiresAt: Date;
}

export interface Money {
  amount: number;
  currency: Currency;
}

/**
 * What a counter is measured against besides the standing offer (the other side's last amount):
 * the mover's own last amount (for the owner before any counter, the listing's asking price; null
 * when the listing shows no price) and the day's rate, to compare USD with LBP.
 */
export interface CounterContext {
  previous: Money | null;
  lbpPerUsd: number;
}

export type OfferMove =
  | ({ type: "counter"; by: OfferSide; amount: number; currency: Currency } & CounterContext)
  | { type: "accept"; by: OfferSide }
  | { type: "decline"; by: OfferSide }
  | { type: "withdraw"; by: OfferSide }
  | { type: "expire" };

export type OfferRefusal =
  | "offer_closed"
  | "offer_expired"
  | "offer_not_your_turn"
  | "offer_move_not_allowed"
  | "offer_not_expired"
  | "offer_counter_not_better"
  | "offer_counter_backwards";

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

/** Who may move now, before what the move says: the thread's state, its date, the side's rights and turn. */
function gateRefusal(thread: OfferThread, move: OfferMove, now: Date): OfferRefusal | null {
  if (thread.status !== "open") return "offer_closed";
  if (move.type === "expire") return isPastDate(thread, now) ? null : "offer_not_expired";
  if (isPastDate(thread, now)) return "offer_expired";
  const rule = MAY[move.type][move.by];
  if (rule === "never") return "offer_move_not_allowed";
  if (rule === "on-turn" && thread.turn !== move.by) return "offer_not_your_turn";
  return null;
}

/** -1, 0 or 1 as `a` is worth less than, as much as or more than `b` (at the rate when the currencies differ). */
export function compareMoney(a: Money, b: Money, lbpPerUsd: number): number {
  return compareMinor(money(toMinor(a.amount), a.currency), money(toMinor(b.amount), b.currency), lbpPerUsd);
}

/**
 * A counter may not move away from a deal (decision 0048). The owner's counter must be above the
 * buyer's standing offer (at or below it, they accept instead) and no higher than their own last
 * ask; the buyer's must be below the owner's standing ask (at or above it, they accept) and no
 * lower than their own last offer. Equal to one's own last amount is allowed: holding firm.
 */
function counterRefusal(thread: OfferThread, counter: Money, by: OfferSide, context: CounterContext): OfferRefusal | null {
  const direction = by === "owner" ? 1 : -1;
  const standing = { amount: thread.amount, currency: thread.currency };
  if (compareMoney(counter, standing, context.lbpPerUsd) * direction <= 0) return "offer_counter_not_better";
  if (context.previous && compareMoney(counter, context.previous, context.lbpPerUsd) * direction > 0) return "offer_counter_backwards";
  return null;
}

/** Whether any counter fits between the standing offer and the side's own last amount. */
function hasCounterRoom(thread: OfferThread, by: OfferSide, context: CounterContext): boolean {
  if (!context.previous) return true;
  const direction = by === "owner" ? 1 : -1;
  return compareMoney(context.previous, { amount: thread.amount, currency: thread.currency }, context.lbpPerUsd) * direction > 0;
}

/** Applies `move` to `thread` at `now`, or says why it is refused. */
export function applyOfferMove(thread: OfferThread, move: OfferMove, now: Date): OfferMoveResult {
  const refusal = gateRefusal(thread, move, now) ?? (move.type === "counter" ? counterRefusal(thread, move, move.by, move) : null);
  if (refusal) return { ok: false, error: refusal };
  switch (move.type) {
    case "expire":
      return { ok: true, thread: { ...thread, status: "expired" } };
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

/**
 * The moves a side may make now (the thread's buttons), each one the machine would accept with
 * some input: a counter only while there is room for one.
 */
export function availableOfferMoves(thread: OfferThread, side: OfferSide, now: Date, context: CounterContext): OfferAnswer[] {
  return OFFER_ANSWERS.filter((type) =>
    type === "counter"
      ? !gateRefusal(thread, { type, by: side, amount: 1, currency: "USD", ...context }, now) && hasCounterRoom(thread, side, context)
      : !gateRefusal(thread, { type, by: side }, now),
  );
}

/**
 * An amount under this share of the asking price asks its sender to confirm (decision 0077): a
 * missing digit makes a tenth of the intended amount, while a hard bargain rarely goes below half.
 */
export const FAR_BELOW_ASKING_SHARE = { times: 1, per: 2 } as const;

/** Why an offer or counter-offer asks its sender to confirm it: the two ends of a mistyped amount. */
export const ASKING_CHECKS = ["above_asking", "far_below_asking"] as const;
export type AskingCheck = (typeof ASKING_CHECKS)[number];

/**
 * Whether an amount asks its sender to confirm before it is sent (a warning, not a refusal): above
 * the asking price (decision 0048) or under half of it (decision 0077). Null when the listing
 * shows no price. The one rule of the offer form, the counter form, the server and the API.
 */
export function askingCheck(offer: Money, asking: Money | null, lbpPerUsd: number): AskingCheck | null {
  if (asking === null || asking.amount <= 0) return null;
  if (compareMoney(offer, asking, lbpPerUsd) > 0) return "above_asking";
  const floor = { amount: offer.amount * FAR_BELOW_ASKING_SHARE.per, currency: offer.currency };
  const share = { amount: asking.amount * FAR_BELOW_ASKING_SHARE.times, currency: asking.currency };
  return compareMoney(floor, share, lbpPerUsd) < 0 ? "far_below_asking" : null;
}

/**
 * An agreed amount far enough from the asking price, either way, that a lease built on it is checked
 * once more (the tenant invitation from an accepted offer): under half of it or over one and a half times it.
 */
export function isFarFromAsking(amount: Money, asking: Money | null, lbpPerUsd: number): boolean {
  const check = askingCheck(amount, asking, lbpPerUsd);
  if (check !== "above_asking") return check === "far_below_asking";
  return compareMoney({ amount: amount.amount * 2, currency: amount.currency }, { amount: asking!.amount * 3, currency: asking!.currency }, lbpPerUsd) > 0;
}

/**
 * An amount against the asking price, as a whole percentage of it (rounded to the nearest; 0 is
 * "at the asking price"), in the asking price's currency. Null when the listing shows no price.
 */
export function againstAsking(amount: Money, asking: Money | null, lbpPerUsd: number): { percent: number; direction: "below" | "above" | "at" } | null {
  if (asking === null || asking.amount <= 0) return null;
  const offered = convertMoney(money(toMinor(amount.amount), amount.currency), asking.currency, lbpPerUsd).minor;
  const asked = toMinor(asking.amount);
  const percent = scaleMinor(Math.abs(offered - asked), 100, asked);
  return { percent, direction: percent === 0 ? "at" : offered < asked ? "below" : "above" };
}

/**
 * The mover's own last amount, from the thread's amounts oldest first (the make, then each
 * counter; turns alternate, so the one before the standing offer is the mover's), or the
 * asking price for the owner's first answer.
 */
export function previousOfMover(amounts: Money[], asking: Money | null): Money | null {
  return amounts.length >= 2 ? amounts[amounts.length - 2]! : asking;
}

/** The amount and the message of an offer or a counter-offer (the form's and the API's). Messages are catalog keys. */
/**
 * The sender's "yes, send it" to an amount far from the asking price (`askingCheck`): the form's
 * confirm button and the API's `confirmed` (absent is no).
 */
const confirmedField = z.preprocess((value) => value === true || value === "true", z.boolean());

export const offerAmountSchema = z.object({
  amount: z.coerce
    .number({ error: "offers.errors.amountInvalid" })
    .int("offers.errors.amountWhole")
    .positive("offers.errors.amountInvalid")
    .max(1_000_000_000_000, "offers.errors.amountInvalid"),
  currency: z.enum(CURRENCIES, { error: "offers.errors.currencyInvalid" }),
  message: z.preprocess((value) => value ?? "", z.string().trim().max(1000, "offers.errors.messageTooLong")),
  confirmed: confirmedField.optional(),
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

/** The same amount in the other currency at a rate (LBP per USD), in whole units (as typed, so counted in units, not cents). */
export function inOtherCurrency(amount: number, currency: Currency, lbpPerUsd: number): { amount: number; currency: Currency } {
  return currency === "USD" ? { amount: scaleMinor(amount, lbpPerUsd, 1), currency: "LBP" } : { amount: scaleMinor(amount, 1, lbpPerUsd), currency: "USD" };
}
