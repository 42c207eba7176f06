import type { Locale } from "../../domain/locale.ts";
import { runtime } from "../runtime.server.ts";
import type { MailKind } from "./copy/index.ts";
import type { MailData } from "./copy/mail-copy.ts";
import { renderMail } from "./render-mail.server.ts";
import type { MailTransport } from "./transport.server.ts";

export const SEND_MAIL_JOB = "send-mail";

export interface MailJob {
  to: string;
  kind: MailKind;
  locale: Locale;
  data: MailData;
}

/** Mail leaves from a job, so a slow mail server never holds up a request. */
export async function queueMail(job: MailJob): Promise<void> {
  await runtime().jobs.send(SEND_MAIL_JOB, job);
}

export function sendMailJob(transport: MailTransport) {
  return async (job: MailJob) => {
    const content = renderMail(job.kind, job.locale, job.data);
    await transport.send({ to: job.to, ...content });
  };
}
