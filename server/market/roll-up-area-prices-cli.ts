// `npm run prices:roll-up`: the area price guides' figures rebuilt now (after an import of listings
// straight into the database, say), instead of at the nightly run (decision 0066).
import { openCliDatabase } from "../db/cli-database.server.ts";
import { parseEnv } from "../env.server.ts";
import { createLogger } from "../logger.server.ts";
import { rollUpAreaPrices } from "./roll-up-area-prices.server.ts";

const database = await openCliDatabase(parseEnv(), createLogger("warn"));
try {
  const started = Date.now();
  const rows = await rollUpAreaPrices(new Date(), database.db);
  console.log(`Rolled up ${rows} groups of asking prices in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
