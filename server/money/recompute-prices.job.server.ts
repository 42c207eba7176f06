import { z } from "zod";
import { defineJob, enqueue } from "../jobs/define-job.server.ts";
import { rollUpMarket } from "../market/roll-up-market.server.ts";
import { recomputeCalculatedPrices } from "./exchange-rate.server.ts";

/**
 * Queued when an admin sets a new rate (one at a time: a singleton key). The area price guides
 * count lira listings at the rate in force (decision 0066), so they are rolled up again at once
 * rather than at the next night's run.
 */
export const recomputePricesJob = defineJob({
  name: "recompute-prices",
  schema: z.object({}),
  async handler() {
    await recomputeCalculatedPrices();
    await rollUpMarket();
  },
});

/** Recomputes the calculated prices at the rate in force, in a background job. */
export async function recomputePricesLater(): Promise<void> {
  await enqueue(recomputePricesJob, {}, { singletonKey: recomputePricesJob.name });
}
