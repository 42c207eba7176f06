import { describe, expect, it } from "vitest";
import { adjustCreditsSchema, amountMatchesPrice, centsToLbp, creditPacksSchema, formatReceiptNumber, PAYMENT_REFERENCE, paymentReference, toCents } from "../../domain/credits.ts";

describe("credits in cents", () => {
  it("converts dollars to whole cents without float drift", () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(19.99)).toBe(1_999);
    expect(toCents(1_000_000.01)).toBe(100_000_001);
  });

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

  it("forms: amounts with at most two decimals, signed; packs as a list of whole dollars", () => {
    const adjust = (amount: string) => adjustCreditsSchema.safeParse({ email: "a@b.co", amount, reason: "Goodwill" });
    expect(adjust("-12.5").data?.amount).toBe(-12.5);
    expect(adjust("7,25").data?.amount).toBe(7.25);
    expect(adjust("1.234").success).toBe(false);
    expect(adjust("0").success).toBe(false);
    expect(adjust("abc").success).toBe(false);
    expect(creditPacksSchema.parse({ packs: "50, 10 ,25،10" }).packs).toEqual([10, 25, 50]);
    expect(creditPacksSchema.safeParse({ packs: "10, 2.5" }).success).toBe(false);
    expect(creditPacksSchema.safeParse({ packs: "" }).success).toBe(false);
  });
});
