import { formatDay, formatRent, type RentAccount } from "#domain/tenancy.ts";
import { money } from "#domain/money.ts";
import { useTranslation } from "~/i18n/use-translation";

/** A tenant's lease as the Overview shows it: dates, rent and its rhythm, deposit. */
export function LeaseSummary({ lease, endedOn }: { lease: RentAccount["lease"]; endedOn: string | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (!lease.leaseStart || !lease.leaseEnd || lease.rentAmount === null || !lease.paymentFrequency) {
    return <p className="text-sm text-slate-600">{t("tenancy.overview.noLease")}</p>;
  }
  const frequency = lease.paymentFrequency as "monthly" | "quarterly" | "yearly";
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-500">{t("tenancy.overview.lease")}</dt>
        <dd className="font-medium text-slate-900">
          {t("tenancy.overview.leaseDates", { start: formatDay(lease.leaseStart, locale), end: formatDay(lease.leaseEnd, locale) })}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t("tenancy.overview.rent")}</dt>
        <dd className="font-medium text-slate-900">
          {t("tenancy.overview.rentEvery", {
            amount: formatRent(lease.rentAmount, locale),
            frequency: t(`tenancy.frequency.${frequency}`),
            day: lease.dueDay,
          })}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t("tenancy.overview.deposit")}</dt>
        <dd className="font-medium text-slate-900">{formatRent(lease.deposit ?? money(0, lease.unit), locale)}</dd>
      </div>
      {endedOn ? (
        <p className="text-sm font-semibold text-amber-800 sm:col-span-3">{t("tenancy.overview.endedOn", { date: formatDay(endedOn, locale) })}</p>
      ) : null}
    </dl>
  );
}
