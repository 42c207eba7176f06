import { z } from "zod";
import { defineJob, enqueue } from "../jobs/define-job.server.ts";
import { fingerprintStoredPhotos } from "./fingerprint-stored-photos.server.ts";

/**
 * The photos stored before fingerprints existed, a batch a job (decision 0067): each run queues the
 * next batch after the last photo it saw, until none is left. Hourly from the start, so a new
 * deployment begins within the hour and a photo skipped once (a storage hiccup) is tried again.
 */
export const fingerprintPhotosJob = defineJob({
  name: "fingerprint-photos",
  schema: z.object({ after: z.uuid().optional() }),
  cron: "41 * * * *",
  async handler({ after }) {
    const { last } = await fingerprintStoredPhotos({ after: after ?? null });
    // One chain at a time: the hourly run starting while a chain is going finds the same key queued.
    if (last) await enqueue(fingerprintPhotosJob, { after: last }, { singletonKey: `fingerprint-photos:${last}` });
  },
});
