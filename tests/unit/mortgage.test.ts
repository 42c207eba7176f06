import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_PERCENT, DEFAULT_YEARS, monthlyMortgagePayment, mortgageDefaults } from "../../domain/mortgage.ts";

describe("monthlyMortgagePayment", () => {
  it("is the annuity formula's payment", () => {
    // $200,000 borrowed at 6% over 30 years: the textbook $1,199.10.
    expect(monthlyMortgagePayment({ price: 250_000, downPayment: 50_000, ratePercent: 6, years: 30 })).toBeCloseTo(1199.1, 1);
    // $100,000 at 8% over 20 years: $836.44.
    expect(monthlyMortgagePayment({ price: 100_000, downPayment: 0, ratePercent: 8, years: 20 })).toBeCloseTo(836.44, 2);
  });

  it("divides the loan by the months at a zero rate", () => {
    expect(monthlyMortgagePayment({ price: 120_000, downPayment: 24_000, ratePercent: 0, years: 10 })).toBe(800);
  });

  it("is 0 when the down payment covers the price, null for no loan", () => {
    expect(monthlyMortgagePayment({ price: 100_000, downPayment: 150_000, ratePercent: 5, years: 10 })).toBe(0);
    expect(monthlyMortgagePayment({ price: 100_000, downPayment: 0, ratePercent: 5, years: 0 })).toBeNull();
    expect(monthlyMortgagePayment({ price: 100_000, downPayment: -1, ratePercent: 5, years: 10 })).toBeNull();
    expect(monthlyMortgagePayment({ price: Number.NaN, downPayment: 0, ratePercent: 5, years: 10 })).toBeNull();
  });

  it("repays at least the loan, and more at a higher rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (loan, rate, years) => {
          const payment = monthlyMortgagePayment({ price: loan, downPayment: 0, ratePercent: rate, years })!;
          expect(payment * years * 12).toBeGreaterThanOrEqual(loan * (1 - 1e-9));
          expect(monthlyMortgagePayment({ price: loan, downPayment: 0, ratePercent: rate + 1, years })!).toBeGreaterThan(payment);
        },
      ),
    );
  });
});

describe("mortgageDefaults", () => {
  it("starts from the listing's down payment, else a fifth of the price", () => {
    expect(mortgageDefaults({ price: 300_000, downPayment: 90_000 })).toEqual({
      price: 300_000,
      downPayment: 90_000,
      ratePercent: DEFAULT_RATE_PERCENT,
      years: DEFAULT_YEARS,
    });
    expect(mortgageDefaults({ price: 300_000, downPayment: null }).downPayment).toBe(60_000);
    expect(mortgageDefaults({ price: 300_000, downPayment: 400_000 }).downPayment).toBe(60_000);
  });
});
