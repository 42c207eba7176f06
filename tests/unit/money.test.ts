import { describe, expect, it } from "vitest";
import { formatUsd } from "../../domain/credits.ts";
import { formatMoney } from "../../domain/money.ts";

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
