/**
 * Price bands (migration 0013's `listing_price_band`, decision 0019): the number of digits of the
 * whole dollars and their first digit, so $261,000 is band 62. Exact, and in the price's order:
 * a lower price never has a higher band.
 */
export function priceBand(usd: number): number {
  const dollars = String(Math.floor(Math.max(usd, 0)));
  return dollars.length * 10 + Number(dollars[0]);
}

// numeric(18, 2) holds at most 16 digits of whole dollars, led by a 9 at most.
const HIGHEST_BAND = 16 * 10 + 9;

/** Every band a price from `low` to `high` (none: no ceiling) can fall in, lowest first. */
export function priceBandsBetween(low: number, high: number | undefined): number[] {
  const bands: number[] = [];
  const last = high === undefined ? HIGHEST_BAND : priceBand(high);
  for (let band = priceBand(low); band <= last; band += 1) {
    // A whole number starts with 1 to 9, but for 0 itself (band 10).
    if (band % 10 !== 0 || band === 10) bands.push(band);
  }
  return bands;
}
