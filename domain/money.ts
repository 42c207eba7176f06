import type { Currency } from "./listing.ts";
import { numberFormat } from "./intl.ts";

/** Whole units: Lebanese prices are never quoted in cents or piastres. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}
