import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { expireListings } from "./expire-listings.server.ts";

export const expireListingsJob = defineJob({
  name: "expire-listings",
  schema: z.object({}),
  // Every ten minutes; pg-boss runs a schedule on one instance at a time.
  cron: "*/10 * * * *",
  async handler() {
    await expireListings();
  },
});
