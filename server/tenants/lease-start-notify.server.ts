import { eq } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { formatDay, formatRent } from "../../domain/tenancy.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { accountOfTenant, recordedLease } from "./tenant-account.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";
import { recordNotice } from "./tenancy-notices.server.ts";

/**
 * SPEC.md §7 `leaseStartNotify` (PersonID, PropertyID): the landlord sends the tenant the
 * lease-start notice (the lease's dates and rent), once the lease is recorded; before that,
 * `lease_required`. Sending it again is allowed (a tenant who lost the mail); each is kept.
 */
export async function leaseStartNotify(landlordId: string, propertyId: string, tenantId: string): Promise<void> {
  const { tenant, lease, title, landlordName } = await db().transaction(async (tx) => {
    const access = await requireLandlordOf(landlordId, propertyId, tx);
    const account = await accountOfTenant(tx, propertyId, tenantId);
    if (account.endedOn) throw new AppError("tenancy_ended");
    const recorded = recordedLease(account);
    await recordNotice(tx, { propertyId, userId: tenantId, kind: "lease_start", detail: { leaseStart: recorded.leaseStart, leaseEnd: recorded.leaseEnd } });
    const [person] = await tx.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, tenantId));
    const [landlord] = await tx.select({ name: users.name }).from(users).where(eq(users.id, landlordId));
    return { tenant: person!, lease: recorded, title: access.property.title, landlordName: landlord?.name ?? "" };
  });
  const locale = isLocale(tenant.locale) ? tenant.locale : "en";
  await queueMail({
    to: tenant.email,
    kind: "lease-start",
    locale,
    data: {
      name: tenant.name,
      url: `${publicUrl(runtime().env)}/tenant/${propertyId}`,
      senderName: landlordName,
      listingTitle: title,
      detail: `${formatDay(lease.leaseStart, locale)} – ${formatDay(lease.leaseEnd, locale)}, ${formatRent(lease.rentAmount, locale)}`,
    },
  });
}
