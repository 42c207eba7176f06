// The sale listing's mortgage calculator (issue 44): what a loan for the rest of the price costs a
// month. Pure, shared by the page's calculator and its tests.

/** The calculator's starting values where the listing says nothing: a fifth down, 20 years. */
export const DEFAULT_DOWN_SHARE = 0.2;
export const DEFAULT_YEARS = 20;
/** A yearly rate to start from; the buyer types their bank's. */
export const DEFAULT_RATE_PERCENT = 8;
export const MAX_YEARS = 40;

export interface MortgageInput {
  price: number;
  downPayment: number;
  /** The yearly interest rate in percent (8 for 8%). */
  ratePercent: number;
  years: number;
}

/**
 * The monthly payment of an annuity loan for the price less the down payment: the standard
 * formula P·r / (1 − (1 + r)^−n) with r the monthly rate and n the months, P / n at a zero rate.
 * Null when the input makes no loan (no months, a negative figure); 0 when nothing is borrowed.
 */
export function monthlyMortgagePayment({ price, downPayment, ratePercent, years }: MortgageInput): number | null {
  const figures = [price, downPayment, ratePercent, years];
  if (figures.some((figure) => !Number.isFinite(figure) || figure < 0) || years === 0 || years > MAX_YEARS) return null;
  const principal = Math.max(0, price - downPayment);
  const months = Math.round(years * 12);
  const rate = ratePercent / 100 / 12;
  // A rate too small to tell from none would divide by almost nothing: paid as at none.
  if (rate < 1e-9) return principal / months;
  return (principal * rate) / -Math.expm1(-months * Math.log1p(rate));
}

/** The calculator's first values for a listing: its price, its own down payment else a fifth of it. */
export function mortgageDefaults(listing: { price: number; downPayment: number | null }): MortgageInput {
  const downPayment =
    listing.downPayment !== null && listing.downPayment > 0 && listing.downPayment <= listing.price ? listing.downPayment : listing.price * DEFAULT_DOWN_SHARE;
  return { price: listing.price, downPayment: Math.round(downPayment), ratePercent: DEFAULT_RATE_PERCENT, years: DEFAULT_YEARS };
}
