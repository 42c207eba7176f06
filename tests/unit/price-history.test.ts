import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lastReduction } from "../../domain/price-history.ts";

const change = (oldPrice: number, newPrice: number, extra: Partial<{ oldUnit: string; newUnit: string; corrected: boolean }> = {}) => ({
  at: "2026-12-07T10:00:00.000Z",
  oldPrice,
  oldUnit: "USD",
  newPrice,
  newUnit: "USD",
  corrected: false,
  ...extra,
});

describe("the listing page's 'Reduced by' (decision 0076)", () => {
  it("is the last change when it was the owner's cut in the same currency", () => {
    expect(lastReduction([change(800, 750)])).toEqual({ amount: 50, at: "2026-12-07T10:00:00.000Z" });
    expect(lastReduction([change(900, 800), change(800, 850)])).toBeNull();
    expect(lastReduction([change(900, 80_000_000, { newUnit: "LBP" })])).toBeNull();
    // An admin putting back the price before a typo's rise is no cut.
    expect(lastReduction([change(1000, 10_000), change(10_000, 1000, { corrected: true })])).toBeNull();
    expect(lastReduction([])).toBeNull();
  });

  it("never says a rise or a standstill is a reduction, and the amount is the difference", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (before, after) => {
        const found = lastReduction([change(before, after)]);
        expect(found === null).toBe(after >= before);
        if (found) expect(found.amount).toBe(before - after);
      }),
    );
  });
});
