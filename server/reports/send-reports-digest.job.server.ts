import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { sendReportsDigest } from "./send-reports-digest.server.ts";

/** Every morning at 7, Beirut time in winter (05:00 UTC), with the users' own digests. */
export const sendReportsDigestJob = defineJob({
  name: "send-reports-digest",
  schema: z.object({}),
  cron: "0 5 * * *",
  async handler() {
    await sendReportsDigest();
  },
});
