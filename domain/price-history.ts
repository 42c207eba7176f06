import { DAY_MS } from "./days.ts";
// A listing's price changes (decision 0035): every change is kept in `listing_price_history`;
// the listing's row keeps the price before its last reduction for the cards' "price reduced" mark.

/** A card says "price reduced" this many days after the reduction. */
export const PRICE_REDUCED_DAYS = 30;

interface Price {
  price: number;
  unit: string;
}

/**
 * What an edit from `before` to `after` writes on the listing's row: a lower price in the same
 * currency is a reduction (the price before it is kept); a higher price or another currency ends
 * the mark; an unchanged price keeps it as it was (null: nothing to write).
 */
export function priceMarkAfterEdit(before: Price, after: Price, now: Date): { previousPrice: number | null; priceReducedAt: Date | null } | null {
  if (before.price === after.price && before.unit === after.unit) return null;
  if (before.unit === after.unit && after.price < before.price) return { previousPrice: before.price, priceReducedAt: now };
  return { previousPrice: null, priceReducedAt: null };
}

/**
 * What an admin's revert of a live price change writes on the row (decision 0076): the mark ends,
 * as priceMarkAfterEdit ends it for a rise. Putting back the price a rise replaced is not a cut to
 * announce ("Was $1,200"), and undoing a cut takes its mark away. Null when the price is unchanged.
 */
export function priceMarkAfterRevert(current: Price, restored: Price): { previousPrice: null; priceReducedAt: null } | null {
  return priceMarkAfterEdit(current, restored, new Date()) ? { previousPrice: null, priceReducedAt: null } : null;
}

/** The price before a reduction that still shows on cards, else null. */
export function shownPreviousPrice(previousPrice: number | null, reducedAt: Date | null, now: Date): number | null {
  if (previousPrice === null || reducedAt === null) return null;
  return now.getTime() - reducedAt.getTime() <= PRICE_REDUCED_DAYS * DAY_MS ? previousPrice : null;
}

interface PriceChange {
  at: string;
  oldPrice: number;
  oldUnit: string;
  newPrice: number;
  newUnit: string;
  corrected: boolean;
}

/**
 * The listing page's "Reduced by $50 on 7 Dec": the last change of the asking price when it was a
 * cut in the same currency (a later rise, a new currency or an admin's correction ends it), else null.
 * Oldest first in.
 */
export function lastReduction(history: readonly PriceChange[]): { amount: number; at: string } | null {
  const last = history.at(-1);
  // An admin's correction (a typo's price put back) is no cut.
  if (!last || last.corrected || last.oldUnit !== last.newUnit || last.newPrice >= last.oldPrice) return null;
  return { amount: last.oldPrice - last.newPrice, at: last.at };
}
