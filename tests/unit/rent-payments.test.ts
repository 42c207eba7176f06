import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moveRentPayment, RENT_PAYMENT_MOVES, RENT_PAYMENT_STATUSES, type RentPaymentMove, type RentPaymentMover } from "../../domain/rent-payments.ts";

const status = fc.constantFrom(...RENT_PAYMENT_STATUSES, "new" as const);
const move = fc.constantFrom(...(Object.keys(RENT_PAYMENT_MOVES) as RentPaymentMove[]));
const mover = fc.constantFrom<RentPaymentMover>("landlord", "tenant");

describe("a rent payment's moves (fast-check)", () => {
  it("the landlord records a payment confirmed, the tenant declares one; the landlord confirms or rejects a declared one", () => {
    expect(moveRentPayment("new", "record", "landlord")).toEqual({ ok: true, status: "confirmed", receipt: true });
    expect(moveRentPayment("new", "declare", "tenant")).toEqual({ ok: true, status: "declared", receipt: false });
    expect(moveRentPayment("declared", "confirm", "landlord")).toEqual({ ok: true, status: "confirmed", receipt: true });
    expect(moveRentPayment("declared", "reject", "landlord")).toEqual({ ok: true, status: "rejected", receipt: false });
    expect(moveRentPayment("declared", "confirm", "tenant")).toEqual({ ok: false, error: "forbidden" });
    expect(moveRentPayment("confirmed", "reject", "landlord")).toEqual({ ok: false, error: "payment_not_pending" });
  });

  it("a move is made only from its row's statuses, by its row's mover; a receipt comes exactly with confirmed", () => {
    fc.assert(
      fc.property(status, move, mover, (current, chosen, by) => {
        const rule = RENT_PAYMENT_MOVES[chosen];
        const from = rule.from === "new" ? current === "new" : current !== "new" && rule.from.includes(current);
        const result = moveRentPayment(current, chosen, by);
        if (rule.by !== by) expect(result).toEqual({ ok: false, error: "forbidden" });
        else if (!from) expect(result).toEqual({ ok: false, error: "payment_not_pending" });
        else expect(result).toEqual({ ok: true, status: rule.to, receipt: rule.to === "confirmed" });
      }),
    );
  });

  it("a confirmed or rejected payment moves no more, and only a declared one is reviewed", () => {
    fc.assert(
      fc.property(fc.constantFrom("confirmed" as const, "rejected" as const), move, mover, (current, chosen, by) => {
        expect(moveRentPayment(current, chosen, by).ok).toBe(false);
      }),
    );
  });
});
