import { Field, FieldError, labelClass, SelectField } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { CURRENCIES, type Currency } from "#domain/listing.ts";
import { paymentSchema, RENT_PAYMENT_METHODS, type RentAccount } from "#domain/tenancy.ts";
import { beirutDay } from "#domain/beirut-clock.ts";
import { useTranslation } from "~/i18n/use-translation";
import { Panel, TenancyForm, useTenancyForm } from "./tenancy-form.tsx";

/**
 * A payment: recorded by the landlord for one of the tenants (confirmed at once), or declared by
 * the tenant with a proof file (confirmed later). The exchange rate is kept on the payment.
 */
export function PaymentForm({ mode, accounts, lbpPerUsd }: { mode: "record" | "declare"; accounts: RentAccount[]; lbpPerUsd: number }) {
  const { t, i18n } = useTranslation();
  const unit: Currency = accounts[0]?.lease.unit ?? "USD";
  const state = useTenancyForm(`payment-${mode}`, mode, paymentSchema, { paidOn: beirutDay(), unit, method: "cash", tenantId: accounts[0]?.tenantId });
  const { fields } = state;
  const declaring = mode === "declare";
  return (
    <Panel title={t(declaring ? "tenancy.payment.declareTitle" : "tenancy.payment.recordTitle")} id={`payment-${mode}`}>
      {declaring ? <p className="mb-3 text-sm text-slate-600">{t("tenancy.payment.declareIntro")}</p> : null}
      <TenancyForm state={state} intent={mode} encType={declaring ? "multipart/form-data" : undefined} className="grid gap-3 sm:grid-cols-2">
        {declaring ? null : (
          <SelectField
            field={fields.tenantId!}
            label={t("tenancy.payment.tenant")}
            options={accounts.map((account) => ({ value: account.tenantId, label: account.tenantName }))}
          />
        )}
        <Field field={fields.paidOn!} label={t("tenancy.payment.paidOn")} type="date" />
        <Field field={fields.amount!} label={t("tenancy.payment.amount")} type="number" step="0.01" min="0" inputMode="decimal" dir="ltr" />
        <SelectField field={fields.unit!} label={t("tenancy.payment.currency")} options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
        <SelectField
          field={fields.method!}
          label={t("tenancy.payment.method")}
          options={RENT_PAYMENT_METHODS.map((method) => ({ value: method, label: t(`tenancy.methods.${method}`) }))}
        />
        <Field
          field={fields.lbpPerUsd!}
          label={t("tenancy.payment.rate")}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          dir="ltr"
          hint={t("tenancy.payment.rateHint", { rate: lbpPerUsd.toLocaleString(i18n.language) })}
        />
        {fields.method!.value === "cheque" ? (
          <>
            <Field field={fields.chequeNumber!} label={t("tenancy.payment.chequeNumber")} dir="ltr" />
            <Field field={fields.chequeDate!} label={t("tenancy.payment.chequeDate")} type="date" />
          </>
        ) : null}
        <Field field={fields.note!} label={t("tenancy.payment.note")} />
        {declaring ? (
          <div className="sm:col-span-2">
            <label htmlFor="payment-proof" className={labelClass}>
              {t("tenancy.payment.proof")}
            </label>
            <input
              id="payment-proof"
              name="proof"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,application/pdf"
              aria-invalid={fields.proof!.errors ? true : undefined}
              aria-describedby={fields.proof!.errorId}
              className="block w-full text-sm"
            />
            <FieldError id={fields.proof!.errorId} errors={fields.proof!.errors?.slice(0, 1)} />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <StatusButton status={state.status} className="text-sm">
            {t(declaring ? "tenancy.payment.declare" : "tenancy.payment.save")}
          </StatusButton>
        </div>
      </TenancyForm>
    </Panel>
  );
}
