import { z } from "zod";
import { calendarFile } from "../../domain/calendar.ts";
import { LOCALES } from "../../domain/locale.ts";
import { defineJob } from "../jobs/define-job.server.ts";
import { MAIL_KINDS } from "./copy/index.ts";
import { mailDataSchema } from "./copy/mail-copy.ts";
import { unsubscribeHeaders } from "../notifications/unsubscribe-link.server.ts";
import { renderMail } from "./render-mail.server.ts";

/** Renders one mail in its reader's language and hands it to the transport. */
export const sendMailJob = defineJob({
  name: "send-mail",
  schema: z.object({
    to: z.string().min(1),
    kind: z.enum(MAIL_KINDS),
    locale: z.enum(LOCALES),
    data: mailDataSchema,
    /** A notification or alert mail's signed unsubscribe link: in its footer and its List-Unsubscribe headers. */
    unsubscribeUrl: z.url().optional(),
    /** An event to attach as an `.ics` file (a confirmed tour). */
    calendar: z
      .object({ uid: z.string(), start: z.iso.datetime(), minutes: z.number().int().positive(), summary: z.string(), description: z.string(), location: z.string(), url: z.string() })
      .optional(),
  }),
  async handler({ to, kind, locale, data, unsubscribeUrl, calendar }, { mail }) {
    const attachments = calendar
      ? [{ filename: "tour.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendarFile({ ...calendar, start: new Date(calendar.start) }, new Date()) }]
      : undefined;
    await mail.send({
      to,
      ...renderMail(kind, locale, data, unsubscribeUrl),
      ...(unsubscribeUrl ? unsubscribeHeaders(unsubscribeUrl) : {}),
      ...(attachments ? { attachments } : {}),
    });
  },
});
