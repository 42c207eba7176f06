import PgBoss from "pg-boss";
import type { Logger } from "pino";
import { isDatabaseUnreachable } from "../db/availability.server.ts";
import type { JobContext, JobDefinition } from "./define-job.server.ts";

export interface JobSendOptions {
  retryLimit?: number;
  singletonKey?: string;
  /** Higher first: a queue's waiting jobs are taken by priority, then in order (pg-boss's default 0). */
  priority?: number;
}

/** Deadlocks retried: at most a few, as each instance creates the same queues in the same order. */
const CREATE_QUEUE_ATTEMPTS = 5;

/**
 * Creates a queue unless it exists. Instances starting together on a new database create the same
 * queues at once, and pg-boss's partitions can deadlock them (PostgreSQL aborts one): the one
 * aborted tries again and finds the queue made.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name);
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
    }
  }
}

/** Background work, kept in PostgreSQL (pg-boss): safe with several instances. Send through `enqueue`. */
export interface JobQueue {
  send(name: string, data: object, options?: JobSendOptions): Promise<void>;
  stop(): Promise<void>;
}

/** The queue as started: it sends at once, and runs the jobs once told to. */
export interface StartedJobQueue extends JobQueue {
  /**
   * Starts running the jobs, and registers their schedules: called once the runtime the handlers
   * read is set (a job waiting in the queue is taken at the first poll, and a handler that ran
   * before then failed with "The Beitna runtime is not started" and waited for its retry).
   */
  run(): Promise<void>;
}

export async function startJobQueue(options: {
  url: string;
  logger: Logger;
  jobs: readonly JobDefinition[];
  context: JobContext;
  /** Registers the jobs' cron schedules (the server does; tests run jobs by hand). */
  schedule?: boolean;
  /**
   * A queue that can run the jobs, once `run()` is called (default). A web worker of a cluster only
   * sends them: the primary process runs each job and schedule once for all of them (docs/decisions/0031).
   */
  work?: boolean;
  pollingIntervalSeconds?: number;
}): Promise<StartedJobQueue> {
  const work = options.work ?? true;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: "pgboss",
    max: work ? 4 : 2,
    ...(work ? {} : { supervise: false, schedule: false, migrate: false }),
  });
  boss.on("error", (error) => {
    // While the database is down every poll fails; the web side logs the outage once (decision 0041).
    if (isDatabaseUnreachable(error)) options.logger.debug({ err: error }, "job queue: the database is unreachable");
    else options.logger.error({ err: error }, "job queue error");
  });
  await boss.start();
  // The queues exist from the start: pg-boss refuses a job sent to a queue not created yet.
  for (const { name } of work ? options.jobs : []) await createQueueOnce(boss, name);
  return {
    async send(name, data, sendOptions) {
      await boss.send(name, data, { retryLimit: 5, retryBackoff: true, ...sendOptions });
    },
    async run() {
      if (!work) throw new Error("This queue only sends jobs: the primary process runs them");
      for (const definition of options.jobs) {
        const { name } = definition;
        const batchSize = definition.batchSize ?? 1;
        const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize, includeMetadata: true as const };
        await boss.work<unknown>(name, polling, async (batch) => {
          // pg-boss takes a batch by priority and age but hands it over in no order: run it in that order.
          const jobs = batch.toSorted((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime());
          // Each job succeeds or fails on its own: pg-boss completes the batch's jobs still active once
          // this returns, so a job failed here is retried alone and the others are not sent twice.
          for (const job of jobs) {
            const fail = (error: unknown) => boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            // A schedule's jobs carry no data at all.
            const payload = definition.schema.safeParse(job.data ?? {});
            if (!payload.success) {
              options.logger.error({ err: payload.error, job: name, id: job.id }, "malformed job payload");
              await fail(payload.error);
              continue;
            }
            try {
              await definition.handler(payload.data, options.context);
            } catch (error) {
              options.logger.warn({ err: error, job: name, id: job.id }, "job failed; pg-boss will retry it");
              await fail(error);
            }
          }
        });
        if (options.schedule && definition.cron) await boss.schedule(name, definition.cron);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
