import { describe, expect, it } from "vitest";
import { amountMatchesPrice, centsToLbp, formatReceiptNumber, PAYMENT_REFERENCE, paymentReference } from "../../domain/payments.ts";

describe("payments", () => {
  it("an amount equals a price to the cent in USD, to the pound in LBP at the payment's rate", () => {
    expect(amountMatchesPrice(25, "USD", 2_500, 89_500)).toBe(true);
    expect(amountMatchesPrice(24.99, "USD", 2_500, 89_500)).toBe(false);
    expect(centsToLbp(2_500, 89_500)).toBe(2_237_500);
    expect(amountMatchesPrice(2_237_500, "LBP", 2_500, 89_500)).toBe(true);
    expect(amountMatchesPrice(2_237_000, "LBP", 2_500, 89_500)).toBe(false);
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
