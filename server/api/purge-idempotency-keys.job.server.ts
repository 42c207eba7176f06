import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { purgeIdempotencyKeys } from "./idempotency.server.ts";

/** Idempotency keys protect retries, which come within minutes: a day is plenty. */
export const purgeIdempotencyKeysJob = defineJob({
  name: "purge-idempotency-keys",
  schema: z.object({}),
  cron: "23 3 * * *",
  async handler() {
    await purgeIdempotencyKeys();
  },
});
