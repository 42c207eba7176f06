import { formatReceiptNumber } from "../../domain/receipts.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paidMoney } from "../../domain/money.ts";
import {
  amountMatchesPrice,
  movePayment,
  PAYMENT_MOVES,
  PAYMENT_REFERENCE,
  PAYMENT_STATUSES,
  paymentReference,
  type PaymentFacts,
  type PaymentMove,
  type PaymentMover,
  priceIn,
} from "../../domain/payments.ts";

describe("payments", () => {
  it("an amount equals a price to the cent in USD, to the pound in LBP at the payment's rate", () => {
    expect(amountMatchesPrice(25, "USD", 2_500, 89_500)).toBe(true);
    expect(amountMatchesPrice(24.99, "USD", 2_500, 89_500)).toBe(false);
    expect(priceIn(2_500, "LBP", 89_500)).toEqual({ minor: 223_750_000, currency: "LBP" });
    expect(amountMatchesPrice(2_237_500, "LBP", 2_500, 89_500)).toBe(true);
    expect(amountMatchesPrice(2_237_000, "LBP", 2_500, 89_500)).toBe(false);
  });

  it("an amount finer than its currency is paid in never rounds to a price (decision 0044)", () => {
    expect(amountMatchesPrice(24.999, "USD", 2_500, 89_500)).toBe(false);
    expect(amountMatchesPrice(25.0000001, "USD", 2_500, 89_500)).toBe(false);
    expect(amountMatchesPrice(25.001, "USD", 2_500, 89_500)).toBe(false);
    expect(amountMatchesPrice(2_237_500.4, "LBP", 2_500, 89_500)).toBe(false);
    expect(paidMoney(25, "USD")?.minor).toBe(2_500);
    expect(paidMoney(25.1, "USD")?.minor).toBe(2_510);
    expect(paidMoney(0.29, "USD")?.minor).toBe(29);
    expect(paidMoney(1_000_000.07, "USD")?.minor).toBe(100_000_007);
    expect(paidMoney(-25.5, "USD")?.minor).toBe(-2_550);
    expect(paidMoney(24.999, "USD")).toBeNull();
    expect(paidMoney(25.0000001, "USD")).toBeNull();
    expect(paidMoney(1e-7, "USD")).toBeNull();
    expect(paidMoney(1e21, "USD")).toBeNull();
    expect(paidMoney(Number.NaN, "USD")).toBeNull();
    expect(paidMoney(2_237_500, "LBP")?.minor).toBe(2_237_500 * 100);
    expect(paidMoney(2_237_500.5, "LBP")).toBeNull();
  });

  it("references are BTN-XXXX-XXXX in characters nobody misreads; receipts R-000042", () => {
    for (let round = 0; round < 200; round++) {
      const reference = paymentReference(crypto.getRandomValues(new Uint8Array(8)));
      expect(reference).toMatch(PAYMENT_REFERENCE);
      expect(reference.slice(4)).not.toMatch(/[01OIL]/);
    }
    expect(formatReceiptNumber(42)).toBe("R-000042");
  });
});

const facts = fc
  .record({
    status: fc.constantFrom(...PAYMENT_STATUSES),
    provider: fc.constantFrom("manual" as const, "card" as const),
    amountCents: fc.integer({ min: 1, max: 10_000_000 }),
    refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ refundedShare, ...payment }): PaymentFacts => ({ ...payment, refundedCents: Math.floor(refundedShare * payment.amountCents) }));
const move: fc.Arbitrary<PaymentMove> = fc.oneof(
  fc.constantFrom<PaymentMove>({ type: "confirm" }, { type: "fail" }, { type: "cancel" }, { type: "reject", reason: "No money arrived" }),
  fc.integer({ min: -100, max: 20_000_000 }).map((amountCents): PaymentMove => ({ type: "refund", amountCents, reason: "Goodwill" })),
);
const mover = fc.constantFrom<PaymentMover>("admin", "gateway");

describe("a payment's moves (fast-check)", () => {
  it("pending goes to confirmed, rejected, failed or cancelled; confirmed to refunded, in parts: nothing else", () => {
    const pending = { status: "pending", provider: "manual", amountCents: 1_000, refundedCents: 0 } as const;
    expect(movePayment(pending, { type: "confirm" }, "admin")).toEqual({ ok: true, status: "confirmed", refundedCents: 0 });
    expect(movePayment(pending, { type: "reject", reason: "No" }, "admin")).toEqual({ ok: true, status: "rejected", refundedCents: 0 });
    expect(movePayment({ ...pending, provider: "card" }, { type: "fail" }, "gateway")).toMatchObject({ ok: true, status: "failed" });
    expect(movePayment({ ...pending, provider: "card" }, { type: "cancel" }, "gateway")).toMatchObject({ ok: true, status: "cancelled" });
    const confirmed = { ...pending, status: "confirmed" } as const;
    expect(movePayment(confirmed, { type: "refund", amountCents: 400, reason: "Part" }, "admin")).toEqual({
      ok: true,
      status: "confirmed",
      refundedCents: 400,
    });
    expect(movePayment({ ...confirmed, refundedCents: 400 }, { type: "refund", amountCents: 600, reason: "Rest" }, "admin")).toEqual({
      ok: true,
      status: "refunded",
      refundedCents: 1_000,
    });
  });

  it("a move is made only from the statuses of its row in the table and by its provider's mover; refused otherwise with the row's refusal", () => {
    fc.assert(
      fc.property(facts, move, mover, (payment, chosen, by) => {
        const rule = PAYMENT_MOVES[chosen.type];
        const result = movePayment(payment, chosen, by);
        const allowed = rule.from.includes(payment.status) && rule.by[payment.provider] === by;
        if (chosen.type === "refund" && (chosen.amountCents <= 0 || payment.refundedCents + chosen.amountCents > payment.amountCents)) {
          expect(result).toEqual({ ok: false, error: chosen.amountCents <= 0 || allowed ? "refund_exceeds_payment" : rule.refusal });
        } else if (!allowed) expect(result).toEqual({ ok: false, error: rule.refusal });
        else expect(result).toMatchObject({ ok: true });
      }),
    );
  });

  it("settles: a payment failed, rejected, cancelled or refunded moves no more; an admin settles manual payments, the gateway card ones", () => {
    fc.assert(
      fc.property(facts, move, mover, (payment, chosen, by) => {
        const result = movePayment(payment, chosen, by);
        if (["failed", "rejected", "cancelled", "refunded"].includes(payment.status)) expect(result.ok).toBe(false);
        if (result.ok && chosen.type !== "refund") expect(by).toBe(payment.provider === "manual" ? "admin" : "gateway");
        if (result.ok && chosen.type === "refund") expect(by).toBe("admin");
      }),
    );
  });

  it("refunds in any order never add up to more than was paid, and the payment is refunded exactly when all of it is", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.integer({ min: -10, max: 60_000 }), { maxLength: 12 }), (amountCents, refunds) => {
        let payment: PaymentFacts = { status: "confirmed", provider: "card", amountCents, refundedCents: 0 };
        let accepted = 0;
        for (const refund of refunds) {
          const result = movePayment(payment, { type: "refund", amountCents: refund, reason: "Goodwill" }, "admin");
          if (!result.ok) continue;
          accepted += refund;
          payment = { ...payment, status: result.status, refundedCents: result.refundedCents };
        }
        expect(payment.refundedCents).toBe(accepted);
        expect(payment.refundedCents).toBeLessThanOrEqual(amountCents);
        expect(payment.status).toBe(payment.refundedCents === amountCents ? "refunded" : "confirmed");
      }),
    );
  });
});
