import { SEND_MAIL_JOB, sendMailJob } from "../mail/queue-mail.server.ts";
import type { MailTransport } from "../mail/transport.server.ts";
import type { JobHandler } from "./queue.server.ts";

/** Every background job the server runs, by queue name. */
export function jobHandlers(mail: MailTransport): Record<string, JobHandler> {
  return { [SEND_MAIL_JOB]: sendMailJob(mail) as JobHandler };
}
