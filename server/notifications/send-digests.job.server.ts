import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { sendDigests } from "./send-digests.server.ts";

/** Every morning at 7, Beirut time in winter (05:00 UTC). */
export const sendDigestsJob = defineJob({
  name: "send-notification-digests",
  schema: z.object({}),
  cron: "0 5 * * *",
  async handler() {
    await sendDigests();
  },
});
