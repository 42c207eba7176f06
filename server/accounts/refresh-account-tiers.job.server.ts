import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { db } from "../runtime.server.ts";
import { refreshLapsedTiers } from "./account-tier.server.ts";

/** Premium lapses twelve months after the last purchase: nothing else happens then, so a daily pass does it. */
export const refreshAccountTiersJob = defineJob({
  name: "refresh-account-tiers",
  schema: z.object({}),
  cron: "41 3 * * *",
  async handler() {
    await refreshLapsedTiers(db());
  },
});
