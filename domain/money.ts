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

/** The decimals each currency is paid in: dollars to the cent, lira in whole pounds. */
const PAID_DECIMALS: Record<Currency, number> = { USD: 2, LBP: 0 };

/**
 * An amount in the smallest unit its currency is paid in (integer cents, whole pounds), or null
 * when it has more decimals than that: 24.999 and 25.0000001 USD are not 25 USD (decision 0044).
 * Read from the number's own shortest decimal text, so 0.29 is 29 cents despite binary floats.
 */
export function exactMinorUnits(amount: number, currency: Currency): number | null {
  const decimals = PAID_DECIMALS[currency];
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(amount));
  if (!match || (match[3]?.length ?? 0) > decimals) return null;
  const units = Number(match[2]) * 10 ** decimals + Number((match[3] ?? "").padEnd(decimals, "0") || "0");
  return match[1] ? -units : units;
}
