// Every money column keeps whole minor units (decision 0082): a bigint of hundredths read as an
// integer by `minorUnits`. A column whose name says money but is kept otherwise is listed here
// with its reason, so a new float amount fails this test instead of slipping in.
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema.ts";

const MONEY_NAME = /amount|price|rent|deposit|fee|cost|balance|refund|_usd|_lbp|payment/;
const NUMBER_TYPES = /^(numeric|double precision|real|integer|bigint|smallint)/;

const LISTING_PRICES = "a listing's price in the spec's units (SPEC.md §3 price/usdPrice/lbpPrice): searched, indexed and banded in SQL; decision 0082";
/** Number columns whose names say money but are not amounts in minor units, and why. */
const NOT_MINOR_UNITS: Record<string, string> = {
  "properties.price": LISTING_PRICES,
  "properties.down_payment": LISTING_PRICES,
  "properties.fees_monthly": LISTING_PRICES,
  "properties.previous_price": LISTING_PRICES,
  "properties.usd_price_calculated": LISTING_PRICES,
  "properties.lbp_price_calculated": LISTING_PRICES,
  "listing_price_history.old_price": LISTING_PRICES,
  "listing_price_history.new_price": LISTING_PRICES,
  "saved_searches.price_min": "a search's price bounds, compared in SQL with the listings' prices in their units",
  "saved_searches.price_max": "a search's price bounds, compared in SQL with the listings' prices in their units",
  "offers.amount": "an offer on a listing's price, in the listing's units (the offers' code is another area's; decision 0082)",
  "offer_moves.amount": "an offer on a listing's price, in the listing's units (the offers' code is another area's; decision 0082)",
  "payments.amount": "a plan payment as the payer sent it (gateways compare its text); its dollars are amount_usd (decision 0082)",
  "plans.rental_price_usd": "a plan's price, an admin setting in whole dollars (decision 0082)",
  "plans.sale_price_usd": "a plan's price, an admin setting in whole dollars (decision 0082)",
  "exchange_rates.lbp_per_usd": "an exchange rate, not an amount",
  "payments.lbp_per_usd": "an exchange rate, not an amount",
  "rent_payments.lbp_per_usd": "an exchange rate, not an amount",
  "listing_counter_events.amount": "a count of events, not money",
};

function numberColumns() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => ({ key: `${config.name}.${column.name}`, type: column.getSQLType() }));
    })
    .filter((column) => MONEY_NAME.test(column.key.split(".")[1]!) && NUMBER_TYPES.test(column.type));
}

describe("money columns", () => {
  it("keep whole minor units in a bigint, but for the columns listed with a reason", () => {
    const columns = numberColumns();
    const stray = columns.filter((column) => !(column.key in NOT_MINOR_UNITS) && column.type !== "bigint");
    expect(stray).toEqual([]);
    // The money the rent accounts, plan payments and credits count is among them.
    expect(columns.filter((column) => column.type === "bigint").map((column) => column.key)).toEqual(
      expect.arrayContaining([
        "accounts.rent_amount",
        "accounts.deposit",
        "rent_charges.amount",
        "rent_payments.amount",
        "payments.amount_usd",
        "credit_ledger.amount_usd",
      ]),
    );
  });

  it("lists only columns that exist and are not minor units yet", () => {
    const byKey = new Map(numberColumns().map((column) => [column.key, column.type]));
    for (const key of Object.keys(NOT_MINOR_UNITS)) expect(byKey.get(key), key).toMatch(/^(numeric|double precision|integer)/);
  });
});
