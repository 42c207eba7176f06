import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyOfferMove,
  availableOfferMoves,
  compareMoney,
  type CounterContext,
  againstAsking,
  askingCheck,
  inOtherCurrency,
  isFarFromAsking,
  type Money,
  offerAnswerSchema,
  offerAmountSchema,
  offerStatusAt,
  type OfferMove,
  type OfferSide,
  type OfferStatus,
  type OfferThread,
  openOffer,
  previousOfMover,
} from "../../domain/offers.ts";
import { DAY_MS } from "../../domain/days.ts";

const now = new Date("2026-11-24T10:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
const opened = (overrides: Partial<OfferThread> = {}): OfferThread => ({ ...openOffer({ amount: 1000, currency: "USD" }, now), ...overrides });
const RATE = 89_500;
/** No own last amount to keep to (a listing without a price). */
const free: CounterContext = { previous: null, lbpPerUsd: RATE };
const after = (amount: number, currency: Money["currency"] = "USD"): CounterContext => ({ previous: { amount, currency }, lbpPerUsd: RATE });
const moveAt = (thread: OfferThread, move: OfferMove, days = 1) => applyOfferMove(thread, move, later(days));

describe("an offer thread, move by move", () => {
  it("a first offer opens the thread for 7 days, the owner to answer", () => {
    expect(openOffer({ amount: 1000, currency: "USD" }, now)).toEqual({ status: "open", turn: "owner", amount: 1000, currency: "USD", expiresAt: later(7) });
  });

  it("the owner counters: the buyer's turn, the new amount, 7 more days from the counter", () => {
    expect(moveAt(opened(), { type: "counter", by: "owner", amount: 1300, currency: "USD", ...after(1500) }, 2)).toEqual({
      ok: true,
      thread: { status: "open", turn: "buyer", amount: 1300, currency: "USD", expiresAt: later(9) },
    });
  });

  it("the buyer counters back, in the other currency: the owner's turn", () => {
    const countered = opened({ turn: "buyer", amount: 1300 });
    expect(moveAt(countered, { type: "counter", by: "buyer", amount: 100_000_000, currency: "LBP", ...after(1000) })).toMatchObject({
      ok: true,
      thread: { turn: "owner", amount: 100_000_000, currency: "LBP" },
    });
  });

  it("the owner accepts on their turn; the buyer accepts on theirs; the amount stays the standing one", () => {
    expect(moveAt(opened(), { type: "accept", by: "owner" })).toEqual({ ok: true, thread: { ...opened(), status: "accepted" } });
    expect(moveAt(opened({ turn: "buyer", amount: 1200 }), { type: "accept", by: "buyer" })).toMatchObject({
      ok: true,
      thread: { status: "accepted", amount: 1200 },
    });
  });

  it("the owner declines on their turn", () => {
    expect(moveAt(opened(), { type: "decline", by: "owner" })).toMatchObject({ ok: true, thread: { status: "declined" } });
  });

  it("the buyer withdraws, waiting for the owner or on their own turn", () => {
    expect(moveAt(opened(), { type: "withdraw", by: "buyer" })).toMatchObject({ ok: true, thread: { status: "withdrawn" } });
    expect(moveAt(opened({ turn: "buyer" }), { type: "withdraw", by: "buyer" })).toMatchObject({ ok: true, thread: { status: "withdrawn" } });
  });

  it("the system expires an open offer once its date has passed, not before", () => {
    expect(moveAt(opened(), { type: "expire" }, 7)).toMatchObject({ ok: true, thread: { status: "expired" } });
    expect(moveAt(opened(), { type: "expire" }, 6.9)).toEqual({ ok: false, error: "offer_not_expired" });
  });
});

describe("refused moves", () => {
  it("out of turn: the buyer cannot accept or counter their own offer; the owner cannot answer twice", () => {
    expect(moveAt(opened(), { type: "accept", by: "buyer" })).toEqual({ ok: false, error: "offer_not_your_turn" });
    expect(moveAt(opened(), { type: "counter", by: "buyer", amount: 900, currency: "USD", ...free })).toEqual({ ok: false, error: "offer_not_your_turn" });
    const waitingForBuyer = opened({ turn: "buyer" });
    expect(moveAt(waitingForBuyer, { type: "accept", by: "owner" })).toEqual({ ok: false, error: "offer_not_your_turn" });
    expect(moveAt(waitingForBuyer, { type: "counter", by: "owner", amount: 1400, currency: "USD", ...free })).toEqual({
      ok: false,
      error: "offer_not_your_turn",
    });
    expect(moveAt(waitingForBuyer, { type: "decline", by: "owner" })).toEqual({ ok: false, error: "offer_not_your_turn" });
  });

  it("the buyer never declines (they withdraw); the owner never withdraws (they decline)", () => {
    expect(moveAt(opened({ turn: "buyer" }), { type: "decline", by: "buyer" })).toEqual({ ok: false, error: "offer_move_not_allowed" });
    expect(moveAt(opened(), { type: "withdraw", by: "owner" })).toEqual({ ok: false, error: "offer_move_not_allowed" });
  });

  it("nothing moves a closed thread, expiry included", () => {
    const moves: OfferMove[] = [
      { type: "accept", by: "owner" },
      { type: "accept", by: "buyer" },
      { type: "decline", by: "owner" },
      { type: "withdraw", by: "buyer" },
      { type: "counter", by: "owner", amount: 1, currency: "USD", ...free },
      { type: "counter", by: "buyer", amount: 1, currency: "USD", ...free },
      { type: "expire" },
    ];
    for (const status of ["accepted", "declined", "withdrawn", "expired"] as const) {
      for (const move of moves) expect(moveAt(opened({ status }), move, 30), `${status} ${move.type}`).toEqual({ ok: false, error: "offer_closed" });
    }
  });

  it("past its date, no side can answer: only the system's expiry", () => {
    for (const move of [
      { type: "accept", by: "owner" },
      { type: "decline", by: "owner" },
      { type: "withdraw", by: "buyer" },
      { type: "counter", by: "owner", amount: 5000, currency: "USD", ...free },
    ] as OfferMove[]) {
      expect(moveAt(opened(), move, 8), move.type).toEqual({ ok: false, error: "offer_expired" });
    }
  });
});

describe("the machine's laws (fast-check)", () => {
  const side = fc.constantFrom<OfferSide>("owner", "buyer");
  const move: fc.Arbitrary<OfferMove> = fc.oneof(
    fc.record({ type: fc.constant("accept" as const), by: side }),
    fc.record({ type: fc.constant("decline" as const), by: side }),
    fc.record({ type: fc.constant("withdraw" as const), by: side }),
    fc.record({
      type: fc.constant("counter" as const),
      by: side,
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      currency: fc.constantFrom("USD" as const, "LBP" as const),
      previous: fc.constant(null),
      lbpPerUsd: fc.constant(RATE),
    }),
    fc.constant({ type: "expire" as const }),
  );
  // A sequence of moves, each a number of hours after the previous one.
  const play = fc.array(fc.tuple(move, fc.integer({ min: 0, max: 24 * 9 })), { maxLength: 25 });

  it("turns alternate on every counter, a closed thread never reopens, every refusal changes nothing", () => {
    fc.assert(
      fc.property(play, (moves) => {
        let thread = openOffer({ amount: 1000, currency: "USD" }, now);
        let clock = now.getTime();
        for (const [next, hours] of moves) {
          clock += hours * 3_600_000;
          const before = thread;
          const result = applyOfferMove(thread, next, new Date(clock));
          if (!result.ok) {
            expect(thread).toBe(before);
            continue;
          }
          if (before.status !== "open") throw new Error("a closed thread moved");
          if (next.type === "counter") {
            expect(next.by).toBe(before.turn);
            expect(result.thread.turn).not.toBe(before.turn);
            expect(result.thread.expiresAt.getTime()).toBe(clock + 7 * DAY_MS);
          } else {
            expect(result.thread.status).not.toBe("open");
            expect({ amount: result.thread.amount, currency: result.thread.currency }).toEqual({ amount: before.amount, currency: before.currency });
          }
          thread = result.thread;
        }
      }),
    );
  });

  it("availableOfferMoves lists exactly the moves the machine accepts", () => {
    const status = fc.constantFrom<OfferStatus>("open", "accepted", "declined", "withdrawn", "expired");
    fc.assert(
      fc.property(status, side, side, fc.integer({ min: -48, max: 48 }), (state, turn, reader, hoursToExpiry) => {
        const thread = opened({ status: state, turn, expiresAt: new Date(now.getTime() + hoursToExpiry * 3_600_000) });
        const available = availableOfferMoves(thread, reader, now, free);
        for (const type of ["accept", "decline", "withdraw"] as const) {
          expect(available.includes(type)).toBe(applyOfferMove(thread, { type, by: reader }, now).ok);
        }
        // With no own last amount to keep to, the counter one step past the standing offer.
        const step = reader === "owner" ? thread.amount + 1 : thread.amount - 1;
        expect(available.includes("counter")).toBe(applyOfferMove(thread, { type: "counter", by: reader, amount: step, currency: "USD", ...free }, now).ok);
      }),
    );
  });
});

describe("a counter never moves away from a deal (decision 0048)", () => {
  it("the owner counters above the buyer's offer and no higher than their last ask; at or below the offer they accept instead", () => {
    const buyerOffered = opened({ amount: 800 });
    expect(moveAt(buyerOffered, { type: "counter", by: "owner", amount: 950, currency: "USD", ...after(1000) })).toMatchObject({ ok: true });
    expect(moveAt(buyerOffered, { type: "counter", by: "owner", amount: 1000, currency: "USD", ...after(1000) })).toMatchObject({ ok: true });
    expect(moveAt(buyerOffered, { type: "counter", by: "owner", amount: 800, currency: "USD", ...after(1000) })).toEqual({
      ok: false,
      error: "offer_counter_not_better",
    });
    expect(moveAt(buyerOffered, { type: "counter", by: "owner", amount: 700, currency: "USD", ...after(1000) })).toEqual({
      ok: false,
      error: "offer_counter_not_better",
    });
    expect(moveAt(buyerOffered, { type: "counter", by: "owner", amount: 1100, currency: "USD", ...after(1000) })).toEqual({
      ok: false,
      error: "offer_counter_backwards",
    });
  });

  it("the buyer counters below the owner's ask and no lower than their own last offer, in either currency", () => {
    const ownerAsked = opened({ turn: "buyer", amount: 950 });
    expect(moveAt(ownerAsked, { type: "counter", by: "buyer", amount: 900, currency: "USD", ...after(800) })).toMatchObject({ ok: true });
    expect(moveAt(ownerAsked, { type: "counter", by: "buyer", amount: 950, currency: "USD", ...after(800) })).toEqual({
      ok: false,
      error: "offer_counter_not_better",
    });
    expect(moveAt(ownerAsked, { type: "counter", by: "buyer", amount: 700, currency: "USD", ...after(800) })).toEqual({
      ok: false,
      error: "offer_counter_backwards",
    });
    // 900 USD in LBP passes; 1,000 USD in LBP is above the owner's ask.
    expect(moveAt(ownerAsked, { type: "counter", by: "buyer", amount: 900 * RATE, currency: "LBP", ...after(800) })).toMatchObject({ ok: true });
    expect(moveAt(ownerAsked, { type: "counter", by: "buyer", amount: 1000 * RATE, currency: "LBP", ...after(800) })).toEqual({
      ok: false,
      error: "offer_counter_not_better",
    });
  });

  it("no counter is offered where there is no room: an offer at or above the asking price is only accepted or declined", () => {
    expect(availableOfferMoves(opened({ amount: 1000 }), "owner", now, after(1000))).toEqual(["accept", "decline"]);
    expect(availableOfferMoves(opened({ amount: 1200 }), "owner", now, after(1000))).toEqual(["accept", "decline"]);
    expect(availableOfferMoves(opened({ amount: 999 }), "owner", now, after(1000))).toEqual(["accept", "decline", "counter"]);
  });

  it("the mover's last amount is the one before the standing offer, the asking price before the owner's first counter", () => {
    const asking = { amount: 1000, currency: "USD" as const };
    expect(previousOfMover([{ amount: 800, currency: "USD" }], asking)).toEqual(asking);
    expect(
      previousOfMover(
        [
          { amount: 800, currency: "USD" },
          { amount: 950, currency: "USD" },
        ],
        asking,
      ),
    ).toEqual({ amount: 800, currency: "USD" });
    expect(previousOfMover([{ amount: 800, currency: "USD" }], null)).toBeNull();
  });

  it("an amount above the asking price or under half of it asks to confirm, whatever the currencies", () => {
    const asking: Money = { amount: 750, currency: "USD" };
    expect(askingCheck({ amount: 751, currency: "USD" }, asking, RATE)).toBe("above_asking");
    expect(askingCheck({ amount: 750, currency: "USD" }, asking, RATE)).toBeNull();
    expect(askingCheck({ amount: 375, currency: "USD" }, asking, RATE)).toBeNull();
    expect(askingCheck({ amount: 374, currency: "USD" }, asking, RATE)).toBe("far_below_asking");
    expect(askingCheck({ amount: 1, currency: "USD" }, asking, RATE)).toBe("far_below_asking");
    expect(askingCheck({ amount: 751 * RATE, currency: "LBP" }, asking, RATE)).toBe("above_asking");
    expect(askingCheck({ amount: 374 * RATE, currency: "LBP" }, asking, RATE)).toBe("far_below_asking");
    expect(askingCheck({ amount: 1, currency: "USD" }, null, RATE)).toBeNull();
    expect(askingCheck({ amount: 1, currency: "USD" }, { amount: 0, currency: "USD" }, RATE)).toBeNull();
  });

  it("asks exactly outside [half, all] of the asking price (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (offer, asked) => {
        const check = askingCheck({ amount: offer, currency: "USD" }, { amount: asked, currency: "USD" }, RATE);
        expect(check).toBe(offer > asked ? "above_asking" : offer * 2 < asked ? "far_below_asking" : null);
      }),
    );
  });

  it("an amount against the asking price reads as a rounded percentage of it", () => {
    const asking: Money = { amount: 750, currency: "USD" };
    expect(againstAsking({ amount: 700, currency: "USD" }, asking, RATE)).toEqual({ percent: 7, direction: "below" });
    expect(againstAsking({ amount: 1, currency: "USD" }, asking, RATE)).toEqual({ percent: 100, direction: "below" });
    expect(againstAsking({ amount: 900, currency: "USD" }, asking, RATE)).toEqual({ percent: 20, direction: "above" });
    expect(againstAsking({ amount: 750, currency: "USD" }, asking, RATE)).toEqual({ percent: 0, direction: "at" });
    expect(againstAsking({ amount: 700 * RATE, currency: "LBP" }, asking, RATE)).toEqual({ percent: 7, direction: "below" });
    expect(againstAsking({ amount: 700, currency: "USD" }, null, RATE)).toBeNull();
  });

  it("an agreed rent is far from the asking price under half of it or over one and a half times it", () => {
    const asking: Money = { amount: 1000, currency: "USD" };
    expect(isFarFromAsking({ amount: 499, currency: "USD" }, asking, RATE)).toBe(true);
    expect(isFarFromAsking({ amount: 500, currency: "USD" }, asking, RATE)).toBe(false);
    expect(isFarFromAsking({ amount: 1500, currency: "USD" }, asking, RATE)).toBe(false);
    expect(isFarFromAsking({ amount: 1501, currency: "USD" }, asking, RATE)).toBe(true);
    expect(isFarFromAsking({ amount: 1501 * RATE, currency: "LBP" }, asking, RATE)).toBe(true);
    expect(isFarFromAsking({ amount: 1, currency: "USD" }, null, RATE)).toBe(false);
  });

  it("the offer schema reads the form's and the API's confirmation", () => {
    const base = { amount: "1", currency: "USD" };
    expect(offerAmountSchema.parse({ ...base, confirmed: "true" }).confirmed).toBe(true);
    expect(offerAmountSchema.parse({ ...base, confirmed: true }).confirmed).toBe(true);
    expect(offerAmountSchema.parse({ ...base, confirmed: "false" }).confirmed).toBe(false);
    expect(offerAmountSchema.parse(base).confirmed).toBeUndefined();
  });

  it("played out with random counters, the owner's asks never rise, the buyer's offers never fall, and the two never cross", () => {
    const side = fc.constantFrom<OfferSide>("owner", "buyer");
    const step = fc.tuple(side, fc.integer({ min: 1, max: 3000 }), fc.constantFrom<Money["currency"]>("USD", "LBP"));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), fc.array(step, { maxLength: 30 }), (asking, first, steps) => {
        let thread = openOffer({ amount: first, currency: "USD" }, now);
        const amounts: Money[] = [{ amount: first, currency: "USD" }];
        for (const [by, usd, currency] of steps) {
          const amount = currency === "USD" ? usd : usd * RATE;
          const context = { previous: previousOfMover(amounts, { amount: asking, currency: "USD" }), lbpPerUsd: RATE };
          const result = applyOfferMove(thread, { type: "counter", by, amount, currency, ...context }, now);
          if (!result.ok) continue;
          const countered = { amount, currency };
          const standing = amounts[amounts.length - 1]!;
          // Past the other side's standing amount, and not back from the mover's own last one.
          expect(compareMoney(countered, standing, RATE)).toBe(by === "owner" ? 1 : -1);
          if (context.previous) expect(compareMoney(countered, context.previous, RATE) * (by === "owner" ? 1 : -1)).toBeLessThanOrEqual(0);
          amounts.push(countered);
          thread = result.thread;
        }
      }),
    );
  });
});

describe("offer forms", () => {
  it("take a whole positive amount in USD or LBP and an optional message", () => {
    expect(offerAmountSchema.parse({ amount: "850", currency: "USD" })).toEqual({ amount: 850, currency: "USD", message: "" });
    expect(offerAmountSchema.safeParse({ amount: "0", currency: "USD" }).error?.issues[0]?.message).toBe("offers.errors.amountInvalid");
    expect(offerAmountSchema.safeParse({ amount: "12.5", currency: "USD" }).error?.issues[0]?.message).toBe("offers.errors.amountWhole");
    expect(offerAmountSchema.safeParse({ amount: "10", currency: "EUR" }).error?.issues[0]?.message).toBe("offers.errors.currencyInvalid");
    expect(offerAnswerSchema.parse({ move: "accept" })).toEqual({ move: "accept", message: "" });
    expect(offerAnswerSchema.safeParse({ move: "counter", currency: "USD" }).success).toBe(false);
  });

  it("show an amount in the other currency at the rate", () => {
    expect(inOtherCurrency(1000, "USD", 89_500)).toEqual({ amount: 89_500_000, currency: "LBP" });
    expect(inOtherCurrency(89_500_000, "LBP", 89_500)).toEqual({ amount: 1000, currency: "USD" });
  });
});

describe("the status a reader sees", () => {
  it("an open offer past its date reads expired before the job records it; closed ones read as they are", () => {
    expect(offerStatusAt(opened(), later(6))).toBe("open");
    expect(offerStatusAt(opened(), later(7))).toBe("expired");
    expect(offerStatusAt(opened({ status: "accepted" }), later(30))).toBe("accepted");
  });
});
