import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { prunePageCacheChanges } from "./prune-page-cache-changes.server.ts";

/** Every 10 minutes: the log of page cache changes stays about an hour long (decision 0056). */
export const prunePageCacheChangesJob = defineJob({
  name: "prune-page-cache-changes",
  schema: z.object({}),
  cron: "*/10 * * * *",
  async handler() {
    await prunePageCacheChanges();
  },
});
