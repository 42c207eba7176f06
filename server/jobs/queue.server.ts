import PgBoss from "pg-boss";
import type { Logger } from "pino";

/** Background work, kept in PostgreSQL (pg-boss): safe with several instances. */
export interface JobQueue {
  send(name: string, data: object, options?: { retryLimit?: number; singletonKey?: string }): Promise<void>;
  stop(): Promise<void>;
}

export type JobHandler = (data: never) => Promise<void>;

export async function startJobQueue(options: {
  url: string;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  schedules?: Record<string, string>;
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: options.url, schema: "pgboss", max: 4 });
  boss.on("error", (error) => options.logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const [name, handler] of Object.entries(options.handlers)) {
    await boss.createQueue(name);
    await boss.work<object>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data as never);
        } catch (error) {
          options.logger.warn({ err: error, job: name, id: job.id }, "job failed; pg-boss will retry it");
          throw error;
        }
      }
    });
  }
  for (const [name, cron] of Object.entries(options.schedules ?? {})) await boss.schedule(name, cron);
  return {
    async send(name, data, sendOptions) {
      await boss.send(name, data, { retryLimit: 5, retryBackoff: true, ...sendOptions });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
