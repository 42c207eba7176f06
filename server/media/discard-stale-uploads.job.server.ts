import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { discardStaleUploads } from "./listing-photos.server.ts";

export const discardStaleUploadsJob = defineJob({
  name: "discard-stale-uploads",
  schema: z.object({}),
  cron: "17 * * * *",
  async handler() {
    await discardStaleUploads();
  },
});
