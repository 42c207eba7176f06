import type { z } from "zod";
import { enqueue } from "../jobs/define-job.server.ts";
import { SCHEDULED_MAIL_KINDS } from "./mail-kinds.server.ts";
import { sendMailJob } from "./send-mail.job.server.ts";

/** A mail to queue: its kind decides the data it takes (mail-kinds.server.ts). */
export type MailJob = z.input<typeof sendMailJob.schema>;

/** A mail without one field of its job, kind by kind (`Omit` over the union would lose which data goes with which kind). */
export type MailJobWithout<Field extends keyof MailJob> = MailJob extends infer Job ? (Job extends MailJob ? Omit<Job, Field> : never) : never;

/** A mail someone is waiting for is taken before the scheduled runs' mails (pg-boss: higher first). */
const WAITED_FOR = 1;
const SCHEDULED = 0;

/** Mail leaves from a job, so a slow mail server never holds up a request. */
export async function queueMail(job: MailJob): Promise<void> {
  await enqueue(sendMailJob, job, { priority: SCHEDULED_MAIL_KINDS.has(job.kind) ? SCHEDULED : WAITED_FOR });
}
