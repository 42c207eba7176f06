import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { purgeRateLimits } from "./purge-rate-limits.server.ts";

/** Nightly: the rate limits' counts of addresses and emails seen once do not pile up. */
export const purgeRateLimitsJob = defineJob({
  name: "purge-rate-limits",
  schema: z.object({}),
  cron: "37 3 * * *",
  async handler() {
    await purgeRateLimits();
  },
});
