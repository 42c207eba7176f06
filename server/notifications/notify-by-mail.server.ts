import type { MailPreferenceKind } from "../../domain/notifications.ts";
import { mailDigestItems } from "../db/schema.ts";
import { type MailJobWithout, queueMail } from "../mail/queue-mail.server.ts";
import { db } from "../runtime.server.ts";
import { mailPreference } from "./mail-preferences.server.ts";
import { unsubscribeUrl } from "./unsubscribe-link.server.ts";

export type NotificationOutcome = "queued" | "digest" | "off";

/**
 * A notification mail (a request, an offer, later payments and tenants) as its reader chose for
 * its kind: queued now with its unsubscribe link and headers, held for the daily digest as one
 * line, or not sent. Call it after the change it reports has committed.
 */
export async function notifyByMail(input: {
  userId: string;
  kind: MailPreferenceKind;
  mail: MailJobWithout<"unsubscribeUrl">;
  digestLine: string;
}): Promise<NotificationOutcome> {
  const delivery = await mailPreference(input.userId, input.kind);
  if (delivery === "none") return "off";
  if (delivery === "digest") {
    await db().insert(mailDigestItems).values({ userId: input.userId, kind: input.kind, line: input.digestLine });
    return "digest";
  }
  await queueMail({ ...input.mail, unsubscribeUrl: unsubscribeUrl(input.userId, { kind: input.kind }) });
  return "queued";
}
