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

export async function startJobQueue(options: {
  url: string;
  logger: Logger;
  jobs: readonly JobDefinition[];
  context: JobContext;
  /** Registers the jobs' cron schedules (the server does; tests run jobs by hand). */
  schedule?: boolean;
  /**
   * Runs the jobs (default). A web worker of a cluster only sends them: the primary process runs
   * each job and schedule once for all of them (docs/decisions/0031).
   */
  work?: boolean;
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
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
  for (const definition of work ? options.jobs : []) {
    const { name } = definition;
    await createQueueOnce(boss, name);
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
  return {
    async send(name, data, sendOptions) {
      await boss.send(name, data, { retryLimit: 5, retryBackoff: true, ...sendOptions });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
