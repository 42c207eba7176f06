import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { rollUpRecentDays } from "./roll-up-daily-counters.server.ts";

/** Every 15 minutes: an owner's insights are at most a quarter of an hour behind. */
export const rollUpDailyCountersJob = defineJob({
  name: "roll-up-daily-counters",
  schema: z.object({}),
  cron: "*/15 * * * *",
  async handler() {
    await rollUpRecentDays();
  },
});
