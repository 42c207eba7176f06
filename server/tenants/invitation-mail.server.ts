import { eq } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import type { Executor } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { invitationUrl } from "./invitation-token.server.ts";

/** Mails an invitation's link to the tenant, in the language the landlord chose. */
export async function mailInvitation(
  executor: Executor,
  invitation: { tenantEmail: string; tenantName: string; landlordId: string; locale: string },
  propertyTitle: string,
  token: string,
): Promise<void> {
  const [landlord] = await executor.select({ name: users.name }).from(users).where(eq(users.id, invitation.landlordId)).limit(1);
  await queueMail({
    to: invitation.tenantEmail,
    kind: "tenant-invitation",
    locale: isLocale(invitation.locale) ? invitation.locale : "en",
    data: { name: invitation.tenantName, url: invitationUrl(token), senderName: landlord?.name ?? "", listingTitle: propertyTitle },
  });
}
