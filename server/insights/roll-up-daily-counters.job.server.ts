import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { rollUpRecentDays } from "./roll-up-daily-counters.server.ts";

/** Every 5 minutes: a view made now is in today's figures within minutes (decision 0047). */
export const rollUpDailyCountersJob = defineJob({
  name: "roll-up-daily-counters",
  schema: z.object({}),
  cron: "*/5 * * * *",
  async handler() {
    await rollUpRecentDays();
  },
});
