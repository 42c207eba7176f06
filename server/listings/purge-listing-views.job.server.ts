import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { purgeListingViews } from "./count-listing-view.server.ts";

export const purgeListingViewsJob = defineJob({
  name: "purge-listing-views",
  schema: z.object({}),
  cron: "17 3 * * *",
  async handler() {
    await purgeListingViews();
  },
});
