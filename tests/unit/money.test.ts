import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUsd } from "../../domain/credits.ts";
import type { Currency } from "../../domain/listing.ts";
import { formatCurrency } from "../../domain/money-format.ts";
import { addMoney, compareMoney, convertMoney, formatMoney, money, paidMoney, parseMinor, scaleMinor, subtractMoney, toDecimal } from "../../domain/money.ts";

// Decision 0039: dollars are "$" in every language, digits Latin, Arabic amounts marked right-to-left.
const RLM = "\u200f";
const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("writes dollars as Lebanese portals do in each language", () => {
    expect(formatMoney(1250, "USD", "en")).toBe("$1,250");
    expect(formatMoney(1250, "USD", "fr")).toBe(`1${"\u202f"}250${NBSP}$`);
    expect(formatMoney(1250, "USD", "ar")).toBe(`${RLM}1,250${NBSP}$`);
  });

  it("never says US$ or $US, and keeps Latin digits in Arabic", () => {
    for (const locale of ["en", "fr", "ar"])
      for (const amount of [0, 850, 1250, 350_000, 1_500_000]) {
        const text = formatMoney(amount, "USD", locale);
        expect(text, `${locale} ${amount}`).not.toMatch(/US/);
        expect(text, `${locale} ${amount}`).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
      }
  });

  it("writes what Intl writes, its dollar symbol replaced by $, in every language and style", () => {
    const styles: Intl.NumberFormatOptions[] = [
      {},
      { maximumFractionDigits: 0 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { currencyDisplay: "narrowSymbol", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 },
    ];
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e12, noNaN: true }),
        fc.constantFrom<Currency>("USD", "LBP"),
        fc.constantFrom("en", "fr", "ar"),
        fc.constantFrom(...styles),
        (amount, currency, locale, style) => {
          const parts = new Intl.NumberFormat(locale, { style: "currency", currency, numberingSystem: "latn", ...style }).formatToParts(amount);
          const expected = parts.map((part) => (part.type === "currency" && currency === "USD" ? "$" : part.value)).join("");
          expect(formatCurrency(amount, currency, locale, style)).toBe(expected);
        },
      ),
    );
  });

  it("keeps the lira's own symbol, and whole units", () => {
    expect(formatMoney(90_000_000, "LBP", "en")).toBe(`LBP${NBSP}90,000,000`);
    expect(formatMoney(90_000_000, "LBP", "ar")).toBe(`${RLM}90,000,000${NBSP}ل.ل.${RLM}`);
    expect(formatMoney(1250.6, "USD", "en")).toBe("$1,251");
  });

  it("reads in order inside an Arabic sentence: the mark keeps the number before the sign", () => {
    const sentence = `من ${formatMoney(1250, "USD", "ar")}`;
    expect(sentence.indexOf(RLM)).toBe(3);
    expect(sentence.endsWith(`1,250${NBSP}$`)).toBe(true);
  });
});

describe("formatUsd", () => {
  it("keeps the cents and the same dollar sign", () => {
    expect(formatUsd(4.5, "en")).toBe("$4.50");
    expect(formatUsd(4.5, "ar")).toBe(`${RLM}4.50${NBSP}$`);
    expect(formatUsd(4.5, "fr")).toBe(`4,50${NBSP}$`);
  });
});

describe("money in minor units (decision 0044, 2026-11-29)", () => {
  const minor = fc.integer({ min: -1e13, max: 1e13 });
  const currency = fc.constantFrom<Currency>("USD", "LBP");

  it("reads back exactly the amount it wrote, as a number or as text", () => {
    fc.assert(
      fc.property(minor, (cents) => {
        expect(parseMinor(toDecimal(cents))).toBe(cents);
        expect(parseMinor(toDecimal(cents).toFixed(2))).toBe(cents);
      }),
    );
  });

  it("refuses a third decimal instead of rounding it", () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: 1, max: 9 }), (cents, digit) => {
        expect(parseMinor(`${toDecimal(cents).toFixed(2)}${digit}`)).toBeNull();
      }),
    );
    expect(parseMinor(0.29)).toBe(29);
    expect(parseMinor("1e21")).toBeNull();
  });

  it("adds and subtracts exactly: no float drift over 10,000 random amounts", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 10_000, maxLength: 10_000 }), (amounts) => {
        const total = amounts.reduce((sum, cents) => addMoney(sum, money(cents, "USD")), money(0, "USD"));
        expect(total.minor).toBe(amounts.reduce((sum, cents) => sum + cents, 0));
        expect(parseMinor(toDecimal(total.minor))).toBe(total.minor);
        expect(amounts.reduce((rest, cents) => subtractMoney(rest, money(cents, "USD")), total).minor).toBe(0);
      }),
      { numRuns: 5 },
    );
  });

  it("never adds two currencies without a rate", () => {
    expect(() => addMoney(money(1, "USD"), money(1, "LBP"))).toThrow(RangeError);
  });

  it("rounds only a product with a rate, to a whole minor unit within half of one", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 200_000 }), currency, (cents, rate, from) => {
        const to: Currency = from === "USD" ? "LBP" : "USD";
        const converted = convertMoney(money(cents, from), to, rate);
        expect(Number.isSafeInteger(converted.minor)).toBe(true);
        const exact = from === "USD" ? cents * rate : cents / rate;
        expect(Math.abs(converted.minor - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(scaleMinor(1_000, 3, 30, "up")).toBe(100);
    expect(scaleMinor(2_000, 7, 30, "up")).toBe(467);
    expect(scaleMinor(2_000, 7, 30, "down")).toBe(466);
  });

  it("a price paid in pounds is whole pounds; the same amount compares equal across currencies", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 1, max: 200_000 }), (cents, rate) => {
        const lbp = convertMoney(money(cents, "USD"), "LBP", rate, "paid");
        expect(lbp.minor % 100).toBe(0);
        expect(paidMoney(toDecimal(lbp.minor), "LBP")).toEqual(lbp);
        expect(compareMoney(money(cents, "USD"), money(cents * rate, "LBP"), rate)).toBe(0);
      }),
    );
  });
});
