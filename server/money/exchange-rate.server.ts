import { desc, sql } from "drizzle-orm";
import { DEFAULT_LBP_PER_USD } from "../../domain/plans.ts";
import type { Executor, Transaction } from "../db/client.server.ts";
import { exchangeRates } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** The rate in force: the latest row (DESIGN.md: an admin setting, 89,500 by default). */
export async function currentLbpPerUsd(executor: Executor = db()): Promise<number> {
  const [rate] = await executor
    .select({ lbpPerUsd: exchangeRates.lbpPerUsd })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
    .limit(1);
  return rate?.lbpPerUsd ?? DEFAULT_LBP_PER_USD;
}

/**
 * Records a new rate in the caller's transaction (answering its row's id); once it commits, the
 * caller calls `recomputePricesLater` (recompute-prices.job.server.ts) so every listing's calculated prices follow.
 */
export async function insertExchangeRate(tx: Transaction, lbpPerUsd: number, adminId: string): Promise<number> {
  if (!Number.isFinite(lbpPerUsd) || lbpPerUsd <= 0) throw new RangeError("The rate must be a positive number");
  const [row] = await tx.insert(exchangeRates).values({ lbpPerUsd, setBy: adminId }).returning({ id: exchangeRates.id });
  return row!.id;
}

/**
 * Recomputes USDPriceCalculated and LBPPriceCalculated at the current rate,
 * in batches so that a million listings never sit in one long transaction.
 */
export async function recomputeCalculatedPrices(batchSize = 5_000): Promise<number> {
  const rate = await currentLbpPerUsd();
  let updated = 0;
  for (;;) {
    const { rowCount } = await db().execute(sql`
      update properties set
        usd_price_calculated = case when unit = 'USD' then round(price) else round(price / ${rate}) end,
        lbp_price_calculated = case when unit = 'LBP' then round(price) else round(price * ${rate}) end
      where id in (
        select id from properties
        where (unit = 'USD' and lbp_price_calculated is distinct from round(price * ${rate}))
           or (unit = 'LBP' and usd_price_calculated is distinct from round(price / ${rate}))
        limit ${batchSize}
        for update skip locked
      )`);
    updated += rowCount ?? 0;
    if (!rowCount) return updated;
  }
}
