import { z } from "zod";
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
  }),
  async handler({ to, kind, locale, data, unsubscribeUrl }, { mail }) {
    await mail.send({ to, ...renderMail(kind, locale, data, unsubscribeUrl), ...(unsubscribeUrl ? unsubscribeHeaders(unsubscribeUrl) : {}) });
  },
});
