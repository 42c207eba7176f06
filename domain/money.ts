// Money (decision 0044, amended 2026-11-29): an amount is a whole number of minor units with its currency,
// read exactly from decimal text, added and subtracted as integers, and rounded in one place only:
// when it is multiplied by a ratio (an exchange rate, a share of a plan's time).
import type { Currency } from "./listing.ts";

/** An amount in hundredths of its currency: cents of a dollar, piastres of a pound. */
export interface Money {
  readonly minor: number;
  readonly currency: Currency;
}

/** Hundredths: the scale of every money column (numeric(18,2)) whatever the row's currency. */
const MINOR_PER_UNIT = 100;
/** The smallest amount each currency is paid in, in minor units: a cent, a whole pound (no one pays piastres). */
const PAID_STEP: Record<Currency, number> = { USD: 1, LBP: MINOR_PER_UNIT };

export const money = (minor: number, currency: Currency): Money => ({ minor, currency });

/**
 * Minor units of a decimal, exactly, or null when it has more than two decimals (or is not a plain
 * decimal: 1e21, NaN): 24.999 is not 25 (decision 0044). Read from the number's own shortest
 * decimal text, so 0.29 is 29 despite binary floats, and "0.29" is the same.
 */
export function parseMinor(amount: number | string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount).trim());
  if (!match) return null;
  const minor = Number(match[2]) * MINOR_PER_UNIT + Number((match[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] ? -minor : minor;
}

/** An amount as paid: null when finer than its currency is paid in (24.999 USD, 1500.5 LBP). */
export function paidMoney(amount: number | string, currency: Currency): Money | null {
  const minor = parseMinor(amount);
  return minor === null || minor % PAID_STEP[currency] !== 0 ? null : money(minor, currency);
}

/** Minor units of an amount already known to have two decimals at most (a money column, a validated setting). */
export function toMinor(amount: number | string): number {
  const minor = parseMinor(amount);
  if (minor === null) throw new RangeError(`${amount} is not an amount in hundredths`);
  return minor;
}

/** Minor units as a bigint money column or a sum of one comes back from pg (integer text): exact, or a RangeError past 2^53. */
export function minorOfStored(value: string | number): number {
  const minor = Number(value);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${value} is not a whole number of minor units`);
  return minor;
}

/** An amount as paid, in plain decimal text: "25.00" (USD), "2237500" (LBP), as gateways, mails and messages write it. */
export function paidAmountText(amount: Money): string {
  return toDecimal(amount.minor).toFixed(amount.currency === "USD" ? 2 : 0);
}

/** An amount as its shortest decimal text ("1400", "1400.5", "-25.5"), as the rent CSVs and a tenancy's notices write it. */
export function decimalText(amount: Money): string {
  return String(toDecimal(amount.minor));
}

/** The decimal number of minor units, as screens, CSV and the API show amounts. */
export function toDecimal(minor: number): number {
  return minor / MINOR_PER_UNIT;
}

function sameCurrency(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new RangeError(`${a.currency} and ${b.currency} do not add up without a rate`);
  return a.currency;
}

export const addMoney = (a: Money, b: Money): Money => money(a.minor + b.minor, sameCurrency(a, b));
export const subtractMoney = (a: Money, b: Money): Money => money(a.minor - b.minor, sameCurrency(a, b));

export type Rounding = "nearest" | "up" | "down";
const ROUND: Record<Rounding, (value: number) => number> = { nearest: Math.round, up: Math.ceil, down: Math.floor };

/**
 * The one rounding rule: minor units multiplied by `times / per` (multiplied first, so 1000 × 3 / 30
 * is exactly 100) and rounded to a whole minor unit, to the nearest (halves up), up or down.
 */
export function scaleMinor(minor: number, times: number, per: number, rounding: Rounding = "nearest"): number {
  return ROUND[rounding]((minor * times) / per);
}

/**
 * An exchange-rate conversion, rounded to the nearest minor unit (a rent payment in the account's
 * currency) or to what the target currency is paid in (an LBP price of a USD pack: whole pounds).
 */
export function convertMoney(amount: Money, to: Currency, lbpPerUsd: number, roundTo: "minor" | "paid" = "minor"): Money {
  if (amount.currency === to) return amount;
  const step = roundTo === "minor" ? 1 : PAID_STEP[to];
  const [times, per] = to === "LBP" ? [lbpPerUsd, step] : [1, lbpPerUsd * step];
  return money(scaleMinor(amount.minor, times, per) * step, to);
}

/** -1, 0 or 1 as `a` is worth less than, as much as or more than `b`, at the rate when the currencies differ (no rounding). */
export function compareMoney(a: Money, b: Money, lbpPerUsd: number): number {
  const inLbp = (amount: Money) => (amount.currency === "LBP" ? amount.minor : amount.minor * lbpPerUsd);
  return a.currency === b.currency ? Math.sign(a.minor - b.minor) : Math.sign(inLbp(a) - inLbp(b));
}

// Formatting lives beside this module so that the visitor pages, which only show prices, load no arithmetic.
export { formatAmount, formatCurrency, formatMoney } from "./money-format.ts";
