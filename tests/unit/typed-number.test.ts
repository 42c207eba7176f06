import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readTypedNumber } from "../../domain/typed-number.ts";

/** How people write amounts: the locales' own grouping and decimal marks and digits. */
const WRITING_LOCALES = ["en-US", "fr-FR", "de-DE", "de-CH", "ar-EG", "ar-LB", "fa-IR"] as const;

describe("readTypedNumber", () => {
  it("reads a whole amount written the way any of the locales write it, grouped or not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), fc.constantFrom(...WRITING_LOCALES), fc.boolean(), (amount, locale, grouped) => {
        const written = new Intl.NumberFormat(locale, { useGrouping: grouped }).format(amount);
        expect(readTypedNumber(written)).toBe(amount);
      }),
    );
  });

  it("reads cents written with the locale's decimal mark", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...WRITING_LOCALES), (cents, locale) => {
        const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
        expect(readTypedNumber(written)).toBeCloseTo(cents / 100, 2);
      }),
    );
  });

  it("reads the examples of the issue and what a phone's keyboard types", () => {
    expect(readTypedNumber("1,250")).toBe(1250);
    expect(readTypedNumber("1 250")).toBe(1250);
    expect(readTypedNumber("١٢٥٠")).toBe(1250);
    expect(readTypedNumber("١٬٢٥٠")).toBe(1250);
    expect(readTypedNumber("۱۲۵۰")).toBe(1250);
    expect(readTypedNumber(" $1,250 ")).toBe(1250);
    expect(readTypedNumber("1.250.000")).toBe(1_250_000);
    expect(readTypedNumber("1 250,5")).toBe(1250.5);
    expect(readTypedNumber("12.5")).toBe(12.5);
  });

  it("says nothing was typed for blank text", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\u00a0\u202f]*$/), (blank) => {
        expect(readTypedNumber(blank)).toBeUndefined();
      }),
    );
  });

  it("refuses text that is not an amount rather than guessing", () => {
    for (const text of ["abc", "12abc", "-5", "1,2,3", "1,250,50", "1,25,000", ",5", "5..0", "1 2", "$", "1e5", "0x10", "Infinity"]) {
      expect(readTypedNumber(text), text).toBeNaN();
    }
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => /[a-zA-Z\u0621-\u064a]/.test(text)),
        (text) => {
          expect(readTypedNumber(text)).toBeNaN();
        },
      ),
    );
  });
});
