import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { rollUpMarket } from "./roll-up-market.server.ts";

/** Daily, after midnight in Beirut (01:30 UTC): the guides and `areaPrices` read yesterday's market (decision 0066), the quality scores its figures (0068). */
export const rollUpAreaPricesJob = defineJob({
  name: "roll-up-area-prices",
  schema: z.object({}),
  cron: "30 1 * * *",
  async handler() {
    await rollUpMarket();
  },
});
