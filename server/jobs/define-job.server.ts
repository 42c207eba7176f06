import type { z } from "zod";
import type { MailTransport } from "../mail/transport.server.ts";
import { runtime } from "../runtime.server.ts";
import type { JobSendOptions } from "./queue.server.ts";

/** What a handler gets besides its payload; the mail transport is the process's, or a test's. */
export interface JobContext {
  mail: MailTransport;
}

export interface JobDefinition<Schema extends z.ZodType<object> = z.ZodType<object>> {
  /** The pg-boss queue name, stored with every queued job: never rename one in use. */
  name: string;
  /** The payload, a JSON object: checked when the job is enqueued and again when it runs. */
  schema: Schema;
  /** A cron expression (UTC) for a recurring job; scheduled runs carry an empty payload. */
  cron?: string;
  /**
   * Jobs taken per poll (default 1). pg-boss polls a queue once a second, so a queue that may hold
   * hundreds at once (the morning's digests) takes several each time.
   */
  batchSize?: number;
  // Method syntax, so that every definition fits in one `JobDefinition[]` list.
  handler(payload: z.output<Schema>, context: JobContext): Promise<void>;
}

/** One background job: its name, payload schema, optional schedule and handler, in one place. */
export function defineJob<Schema extends z.ZodType<object>>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

/** Queues a job; a payload its schema refuses throws here, in the caller, and is never queued. */
export async function enqueue<Schema extends z.ZodType<object>>(job: JobDefinition<Schema>, payload: z.input<Schema>, options?: JobSendOptions): Promise<void> {
  await runtime().jobs.send(job.name, job.schema.parse(payload), options);
}
