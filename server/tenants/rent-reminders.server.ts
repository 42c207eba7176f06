import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { DUE_REMINDER_DAYS, formatDay, formatRent } from "../../domain/tenancy.ts";
import { type Money, toDecimal } from "../../domain/money.ts";
import { addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { accounts, properties, rentCharges, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { rentAccountsOf } from "./rent-account.server.ts";
import { recordNotice } from "./tenancy-notices.server.ts";

type ReminderKind = "rent_due" | "rent_overdue";

/**
 * Mails the tenants whose rent falls due within three days, and those whose due date passed
 * without full payment, each charge once per kind: the charge is claimed (its sent-at set)
 * before the mail is queued, so a second run or another instance finds nothing left to send.
 */
export async function sendRentReminders(now = new Date()): Promise<number> {
  const today = beirutDay(now);
  const candidates = await db()
    .selectDistinct({ accountId: rentCharges.accountId })
    .from(rentCharges)
    .innerJoin(accounts, eq(accounts.id, rentCharges.accountId))
    .where(and(isNull(accounts.endedOn), lte(rentCharges.dueOn, addDays(today, DUE_REMINDER_DAYS)), isNull(rentCharges.overdueReminderSentAt)));
  if (candidates.length === 0) return 0;
  const rows = await db()
    .select()
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        candidates.map((row) => row.accountId),
      ),
    );
  let sent = 0;
  for (const account of await rentAccountsOf(db(), rows, now)) {
    for (const charge of account.charges) {
      const kind: ReminderKind | null =
        charge.status === "overdue" || (charge.status === "partly_paid" && charge.dueOn < today)
          ? "rent_overdue"
          : charge.status === "unpaid" && charge.dueOn >= today
            ? "rent_due"
            : null;
      if (kind && (await claim(charge.id, kind, now))) {
        await remind(account.tenantId, rows.find((row) => row.id === account.accountId)!.propertyId, kind, charge);
        sent += 1;
      }
    }
  }
  return sent;
}

async function claim(chargeId: string, kind: ReminderKind, now: Date): Promise<boolean> {
  const column = kind === "rent_due" ? rentCharges.dueReminderSentAt : rentCharges.overdueReminderSentAt;
  const claimed = await db()
    .update(rentCharges)
    .set(kind === "rent_due" ? { dueReminderSentAt: now } : { overdueReminderSentAt: now })
    .where(and(eq(rentCharges.id, chargeId), isNull(column)))
    .returning({ id: rentCharges.id });
  return claimed.length > 0;
}

async function remind(
  tenantId: string,
  propertyId: string,
  kind: ReminderKind,
  charge: { id: string; periodStart: string; periodEnd: string; dueOn: string; amount: Money },
) {
  const [found] = await db()
    .select({ name: users.name, email: users.email, locale: users.locale, title: properties.title })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .innerJoin(properties, eq(properties.id, accounts.propertyId))
    .where(and(eq(users.id, tenantId), eq(accounts.propertyId, propertyId)));
  if (!found) return;
  const locale = isLocale(found.locale) ? found.locale : "en";
  await recordNotice(db(), { propertyId, userId: tenantId, kind, detail: { periodStart: charge.periodStart, dueOn: charge.dueOn } });
  await notify(db(), {
    userId: tenantId,
    kind,
    subjectId: charge.id,
    propertyId,
    link: `/tenant/${propertyId}/rent`,
    params: { amount: toDecimal(charge.amount.minor), currency: charge.amount.currency, on: charge.dueOn },
  });
  await queueMail({
    to: found.email,
    kind: kind === "rent_due" ? "rent-due" : "rent-overdue",
    locale,
    data: {
      name: found.name,
      url: `${publicUrl(runtime().env)}/tenant/${propertyId}/rent`,
      listingTitle: found.title,
      dueOn: formatDay(charge.dueOn, locale),
      detail: `${formatDay(charge.periodStart, locale)} – ${formatDay(charge.periodEnd, locale)}, ${formatRent(charge.amount, locale)}`,
    },
  });
}
