import type { z } from "zod";
import { enqueue } from "../jobs/define-job.server.ts";
import { sendMailJob } from "./send-mail.job.server.ts";

export type MailJob = z.input<typeof sendMailJob.schema>;

/** Mail leaves from a job, so a slow mail server never holds up a request. */
export async function queueMail(job: MailJob): Promise<void> {
  await enqueue(sendMailJob, job);
}
