import type { Database } from "../db/client.server.ts";
import { storeAllQualityScores } from "../listings/listing-quality.server.ts";
import { db } from "../runtime.server.ts";
import { rollUpAreaPrices } from "./roll-up-area-prices.server.ts";

/**
 * The area figures rebuilt (decision 0066), then every listing's quality score, whose price
 * criterion reads them (decision 0068): the nightly job, a new exchange rate, the demo seed and
 * `npm run prices:roll-up` all call this.
 */
export async function rollUpMarket(now = new Date(), database: Database = db()): Promise<{ groups: number; scoresMoved: number }> {
  const groups = await rollUpAreaPrices(now, database);
  return { groups, scoresMoved: await storeAllQualityScores(database) };
}
