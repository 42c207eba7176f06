import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { recheckCardPayments } from "./recheck-card-payments.server.ts";

export const recheckCardPaymentsJob = defineJob({
  name: "recheck-card-payments",
  schema: z.object({}),
  // Every quarter of an hour: a payer who paid and closed the tab has credits within half an hour.
  cron: "*/15 * * * *",
  async handler() {
    await recheckCardPayments();
  },
});
