import { z } from "zod";
import { LOCALES } from "../../domain/locale.ts";
import { defineJob } from "../jobs/define-job.server.ts";
import { MAIL_KINDS } from "./copy/index.ts";
import { mailDataSchema } from "./copy/mail-copy.ts";
import { renderMail } from "./render-mail.server.ts";

/** Renders one mail in its reader's language and hands it to the transport. */
export const sendMailJob = defineJob({
  name: "send-mail",
  schema: z.object({
    to: z.string().min(1),
    kind: z.enum(MAIL_KINDS),
    locale: z.enum(LOCALES),
    data: mailDataSchema,
  }),
  async handler({ to, kind, locale, data }, { mail }) {
    await mail.send({ to, ...renderMail(kind, locale, data) });
  },
});
