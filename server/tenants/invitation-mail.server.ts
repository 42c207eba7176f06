import { eq } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import type { Executor } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { allowAttempt } from "../security/rate-limit.server.ts";
import { invitationUrl } from "./invitation-token.server.ts";
import { DAY_SECONDS } from "../../domain/days.ts";

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

const PER_LANDLORD = { max: 50, windowSeconds: DAY_SECONDS };
const PER_RECIPIENT = { max: 5, windowSeconds: DAY_SECONDS };

/** Invitations are mail to any address: 50 a day per landlord, 5 a day per address (`rate_limited`). */
export async function requireInvitationQuota(landlordId: string, email: string): Promise<void> {
  const allowed = (await allowAttempt(`invite:landlord:${landlordId}`, PER_LANDLORD)) && (await allowAttempt(`invite:email:${email}`, PER_RECIPIENT));
  if (!allowed) throw new AppError("rate_limited");
}
