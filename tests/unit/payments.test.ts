import { formatReceiptNumber } from "../../domain/receipts.ts";
import { describe, expect, it } from "vitest";
import { paidMoney } from "../../domain/money.ts";
import { amountMatchesPrice, PAYMENT_REFERENCE, paymentReference, priceIn } from "../../domain/payments.ts";

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
