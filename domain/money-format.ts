// The one money formatter (screens, CSV, mail), re-exported by money.ts: apart so a page that only shows prices loads no arithmetic.
import type { Currency } from "./listing.ts";
import { numberFormat } from "./intl.ts";

/**
 * An amount with its currency in the reader's language, Latin digits always (decision 0039).
 * Dollars are "$" in every language, as Lebanese portals write them: "$1,250", "1 250 $",
 * "‏1,250 $" (Intl's "$US" and "US$" read as a foreign currency, and in Arabic put Latin letters
 * inside a right-to-left sentence). Lira keep Intl's symbol: "LBP", "ل.ل.", "£LB".
 */
export function formatCurrency(amount: number, currency: Currency, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, { style: "currency", currency, numberingSystem: "latn", ...options })
    .formatToParts(amount)
    .map((part) => (part.type === "currency" && currency === "USD" ? "$" : part.value))
    .join("");
}

/** Whole units: Lebanese prices are never quoted in cents or piastres. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return formatCurrency(amount, currency, locale, { maximumFractionDigits: 0 });
}
