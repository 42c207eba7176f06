import { calendarFile } from "../../domain/calendar.ts";
import { defineJob } from "../jobs/define-job.server.ts";
import { unsubscribeHeaders } from "../notifications/unsubscribe-link.server.ts";
import { mailJobSchema } from "./mail-kinds.server.ts";
import { renderMail } from "./render-mail.server.ts";

/** Renders one mail in its reader's language and hands it to the transport. */
export const sendMailJob = defineJob({
  name: "send-mail",
  schema: mailJobSchema,
  // A morning's digests are hundreds of mails; one a second would hold them for minutes.
  batchSize: 20,
  async handler({ to, kind, locale, data, unsubscribeUrl, calendar }, { mail }) {
    const attachments = calendar
      ? [
          {
            filename: "tour.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: calendarFile({ ...calendar, start: new Date(calendar.start) }, new Date()),
          },
        ]
      : undefined;
    await mail.send({
      to,
      ...renderMail(kind, locale, data, unsubscribeUrl),
      ...(unsubscribeUrl ? unsubscribeHeaders(unsubscribeUrl) : {}),
      ...(attachments ? { attachments } : {}),
    });
  },
});
