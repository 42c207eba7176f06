// The one money formatter (screens, CSV, mail), re-exported by money.ts: apart so a page that only shows prices loads no arithmetic.
import type { Currency } from "./listing.ts";
import type { Money } from "./money.ts";
import { numberFormat } from "./intl.ts";

/**
 * An amount with its currency in the reader's language, Latin digits always (decision 0039).
 * Dollars are "$" in every language, as Lebanese portals write them: "$1,250", "1 250 $",
 * "‏1,250 $" (Intl's "$US" and "US$" read as a foreign currency, and in Arabic put Latin letters
 * inside a right-to-left sentence). Lira keep Intl's symbol: "LBP", "ل.ل.", "£LB".
 */
export function formatCurrency(amount: number, currency: Currency, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const format = numberFormat(locale, { style: "currency", currency, numberingSystem: "latn", ...options });
  if (currency !== "USD") return format.format(amount);
  // The symbol Intl writes for dollars in this language and style ("US$", "$US"), found once per
  // formatter: replacing it costs half of taking every price apart (formatToParts).
  let symbol = dollarSymbols.get(format);
  if (symbol === undefined) dollarSymbols.set(format, (symbol = format.formatToParts(1).find((part) => part.type === "currency")?.value ?? "$"));
  return format.format(amount).replace(symbol, "$");
}

const dollarSymbols = new WeakMap<Intl.NumberFormat, string>();

/** An amount kept in minor units (hundredths, domain/money.ts), formatted as `formatCurrency` does. */
export function formatAmount(amount: Money, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return formatCurrency(amount.minor / 100, amount.currency, locale, options);
}

/** Whole units: Lebanese prices are never quoted in cents or piastres. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return formatCurrency(amount, currency, locale, { maximumFractionDigits: 0 });
}
