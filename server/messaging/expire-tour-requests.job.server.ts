import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { expireTourRequests } from "./expire-tour-requests.server.ts";

export const expireTourRequestsJob = defineJob({
  name: "expire-tour-requests",
  schema: z.object({}),
  // Every ten minutes; pg-boss runs a schedule on one instance at a time.
  cron: "*/10 * * * *",
  async handler() {
    await expireTourRequests();
  },
});
