// `npm run prices:roll-up`: the area price guides' figures rebuilt now (after an import of listings
// straight into the database, say), and the listings' quality scores, instead of at the nightly run (decisions 0066, 0068).
import { openCliDatabase } from "../db/cli-database.server.ts";
import { parseEnv } from "../env.server.ts";
import { createLogger } from "../logger.server.ts";
import { rollUpMarket } from "./roll-up-market.server.ts";

const database = await openCliDatabase(parseEnv(), createLogger("warn"));
try {
  const started = Date.now();
  const { groups, scoresMoved } = await rollUpMarket(new Date(), database.db);
  console.log(`Rolled up ${groups} groups of asking prices and moved ${scoresMoved} quality scores in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
