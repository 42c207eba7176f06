import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
// exchange-rate.server.ts enqueues this job: each module uses the other only inside functions,
// so the import cycle is harmless.
import { recomputeCalculatedPrices } from "./exchange-rate.server.ts";

/** Queued when an admin sets a new rate (one at a time: a singleton key). */
export const recomputePricesJob = defineJob({
  name: "recompute-prices",
  schema: z.object({}),
  async handler() {
    await recomputeCalculatedPrices();
  },
});
