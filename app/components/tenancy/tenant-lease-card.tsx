import { Field, SelectField } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useState } from "react";
import { CURRENCIES } from "#domain/listing.ts";
import { defaultLeaseEnd, leaseSchema, RENT_FREQUENCIES, type RentAccount, tenantRefSchema } from "#domain/tenancy.ts";
import { beirutDay } from "#domain/beirut-clock.ts";
import { decimalText, formatMoney } from "#domain/money.ts";
import type { OfferedLease } from "#domain/tenancy-views.ts";
import { useTranslation } from "~/i18n/use-translation";
import { EndTenancyForm } from "./end-tenancy-form.tsx";
import { LeaseSummary } from "./lease-summary.tsx";
import { TenancyForm, useTenancyForm } from "./tenancy-form.tsx";

/** The lease form; before any lease, a tenant who joined from an accepted offer starts at its terms (still editable). */
function LeaseForm({ account, offered }: { account: RentAccount; offered: OfferedLease | null }) {
  const { t, i18n } = useTranslation();
  const start = account.lease.leaseStart ?? beirutDay();
  const state = useTenancyForm(`lease-${account.accountId}`, "lease", leaseSchema, {
    leaseStart: start,
    leaseEnd: account.lease.leaseEnd ?? defaultLeaseEnd(start),
    rentAmount: account.lease.rentAmount ? decimalText(account.lease.rentAmount) : offered?.rentAmount.toString(),
    unit: offered?.unit ?? account.lease.unit,
    paymentFrequency: account.lease.paymentFrequency ?? offered?.paymentFrequency ?? "monthly",
    dueDay: String(account.lease.dueDay ?? 1),
    deposit: account.lease.deposit ? decimalText(account.lease.deposit) : "0",
  });
  const { fields } = state;
  return (
    <TenancyForm state={state} intent="lease" hidden={{ tenantId: account.tenantId }} className="grid gap-3 sm:grid-cols-2">
      {offered ? (
        <p role="status" className="rounded bg-brand-50 px-3 py-2 text-sm text-brand-900 sm:col-span-2">
          {t("tenancy.lease.fromOffer", {
            rent: formatMoney(offered.rentAmount, offered.unit, i18n.language),
            period: offered.listingFrequency ? t(`listingValues.paymentFrequency.${offered.listingFrequency}`) : t("tenancy.frequencyName.monthly"),
          })}
        </p>
      ) : null}
      <Field field={fields.leaseStart!} label={t("tenancy.lease.start")} type="date" />
      <Field field={fields.leaseEnd!} label={t("tenancy.lease.end")} type="date" hint={t("tenancy.lease.endHint")} />
      <Field field={fields.rentAmount!} label={t("tenancy.lease.amount")} type="number" step="0.01" min="0" inputMode="decimal" dir="ltr" />
      <SelectField field={fields.unit!} label={t("tenancy.lease.currency")} options={CURRENCIES.map((unit) => ({ value: unit, label: unit }))} />
      <SelectField
        field={fields.paymentFrequency!}
        label={t("tenancy.lease.frequency")}
        options={RENT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`tenancy.frequencyName.${frequency}`) }))}
      />
      <Field field={fields.dueDay!} label={t("tenancy.lease.dueDay")} type="number" min="1" max="31" inputMode="numeric" dir="ltr" />
      <Field field={fields.deposit!} label={t("tenancy.lease.deposit")} type="number" step="0.01" min="0" inputMode="decimal" dir="ltr" />
      <div className="flex items-end">
        <StatusButton status={state.status} className="text-sm">
          {t("tenancy.lease.save")}
        </StatusButton>
      </div>
    </TenancyForm>
  );
}

/** One tenant on the landlord's Overview: contact, lease, and what the landlord does with it. */
export function TenantLeaseCard({ account, offered }: { account: RentAccount; offered: OfferedLease | null }) {
  const { t } = useTranslation();
  const notify = useTenancyForm(`notify-${account.accountId}`, "notify", tenantRefSchema);
  const hasLease = account.lease.leaseStart !== null;
  // Open at first while there is no lease; it stays as it is once saved, to show what was done.
  const [leaseOpen] = useState(!hasLease);
  const ended = account.endedOn !== null;
  return (
    <li className="space-y-3 py-4">
      <div>
        <p className="font-semibold text-slate-900">{account.tenantName}</p>
        <p className="text-sm text-slate-600" dir="ltr">
          {account.tenantEmail} · {account.tenantPhone}
        </p>
      </div>
      <LeaseSummary lease={account.lease} endedOn={account.endedOn} />
      {ended ? null : (
        <div className="space-y-3">
          <details className="rounded-lg border border-slate-200 p-3" open={leaseOpen}>
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{hasLease ? t("tenancy.lease.edit") : t("tenancy.lease.title")}</summary>
            <div className="mt-3">
              <LeaseForm account={account} offered={hasLease ? null : offered} />
            </div>
          </details>
          <TenancyForm state={notify} intent="notify" hidden={{ tenantId: account.tenantId }}>
            <StatusButton status={notify.status} variant="quiet" aria-label={t("tenancy.lease.notifyLabel", { name: account.tenantName })} className="text-sm">
              {t("tenancy.lease.notify")}
            </StatusButton>
          </TenancyForm>
          <details className="rounded-lg border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-red-800">{t("tenancy.lease.endTitle")}</summary>
            <div className="mt-3">
              <EndTenancyForm account={account} />
            </div>
          </details>
        </div>
      )}
    </li>
  );
}
