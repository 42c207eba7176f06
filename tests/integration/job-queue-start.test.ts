import pino from "pino";
import { expect, it } from "vitest";
import { z } from "zod";
import { defineJob } from "../../server/jobs/define-job.server.ts";
import { startJobQueue } from "../../server/jobs/queue.server.ts";
import { runtime } from "../../server/runtime.server.ts";

// The primary process starts the queue, then sets the runtime the handlers read, then runs the jobs:
// a job already waiting was taken at the first poll and failed ("The Beitna runtime is not started")
// when the queue ran its jobs as soon as it started.

it("takes a job waiting in the queue only once told to run, and then runs it", async () => {
  const handled: string[] = [];
  const waiting = defineJob({
    name: "start-order-check",
    schema: z.object({ id: z.string() }),
    async handler({ id }) {
      handled.push(id);
    },
  });
  const queue = await startJobQueue({
    url: runtime().env.DATABASE_URL!,
    logger: pino({ level: "silent" }),
    jobs: [waiting],
    context: { mail: runtime().mail },
    pollingIntervalSeconds: 0.5,
  });
  try {
    await queue.send(waiting.name, { id: "sent before run" });
    // Several polls' time: a queue that ran its jobs at once would have taken it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(handled).toEqual([]);
    await queue.run();
    await expect.poll(() => handled, { timeout: 10_000 }).toEqual(["sent before run"]);
  } finally {
    await queue.stop();
  }
});
