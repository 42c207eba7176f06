import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { Field } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { ConfirmCard } from "~/components/modal-dialog.tsx";
import { type DepositOutcome, depositChoices, endTenancySchema, formatDay, formatRent, owedAtEnd, type RentAccount } from "#domain/tenancy.ts";
import { beirutDay } from "#domain/beirut-clock.ts";
import { type Money, money, parseMinor } from "#domain/money.ts";
import { useTranslation } from "~/i18n/use-translation";
import { TenancyForm, useTenancyForm } from "./tenancy-form.tsx";

/**
 * The landlord ends a tenancy: the date, what is owed up to it (the last period prorated to its
 * days), what becomes of the deposit (with rent owed, applying it to the arrears is proposed
 * first; each choice shows the balance after it: decision 0077), then one question in a Radix
 * dialog (focus kept inside) before anything is sent (decision 0052).
 */
export function EndTenancyForm({ account }: { account: RentAccount }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const deposit = account.lease.deposit ?? money(0, account.lease.unit);
  const today = beirutDay();
  const proposed = depositChoices(deposit, owedAtEnd(account.charges, account.paidTotal, today).owed)[0]?.outcome ?? "returned";
  const state = useTenancyForm(
    `end-${account.accountId}`,
    "end",
    endTenancySchema,
    { tenantId: account.tenantId, endedOn: today, depositOutcome: proposed },
    (event) => {
      if (confirmed.current) return;
      event.preventDefault();
      setAsking(true);
    },
  );
  const { fields } = state;
  const outcome = (fields.depositOutcome!.value ?? proposed) as DepositOutcome;
  const format = (amount: Money) => formatRent(amount, locale);
  const endedOn = /^\d{4}-\d\d-\d\d$/.test(fields.endedOn!.value ?? "") ? fields.endedOn!.value! : today;
  const { owed, prorated } = owedAtEnd(account.charges, account.paidTotal, endedOn);
  const kept = money(Math.min(Math.max(parseMinor(fields.depositKept!.value ?? "") ?? 0, 0), deposit.minor), deposit.currency);
  const choices = depositChoices(deposit, owed, kept);
  const after = (value: DepositOutcome) => {
    const choice = choices.find((candidate) => candidate.outcome === value)!;
    return t("tenancy.lease.depositAfter", { returned: format(choice.settlement.returned), owed: format(choice.balanceAfter) });
  };
  const depositSummary =
    deposit.minor > 0
      ? `${outcome === "kept_in_part" ? `${t("tenancy.lease.depositOutcomes.kept_in_part")}: ${format(kept)}` : t(`tenancy.lease.depositOutcomes.${outcome}`)} (${after(outcome)})`
      : format(money(0, deposit.currency));
  const send = () => {
    confirmed.current = true;
    setAsking(false);
    (document.getElementById(state.form.id) as HTMLFormElement | null)?.requestSubmit();
    confirmed.current = false;
  };
  return (
    <TenancyForm state={state} intent="end" hidden={{ tenantId: account.tenantId }}>
      <p className="text-sm text-slate-600">{t("tenancy.lease.endIntro", { name: account.tenantName })}</p>
      <Field field={fields.endedOn!} label={t("tenancy.lease.endDate")} type="date" />
      {owed.minor > 0 || prorated ? (
        <div aria-live="polite" className="space-y-1 rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="owed-at-end">
          <p className="font-semibold text-slate-900">{t("tenancy.lease.owedAtEnd", { amount: format(owed) })}</p>
          {prorated ? (
            <p>
              {t("tenancy.lease.lastPeriodProrated", {
                from: formatDay(prorated.periodStart, locale),
                to: formatDay(prorated.periodEnd, locale),
                days: prorated.days,
                ofDays: prorated.ofDays,
                amount: format(prorated.amount),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {deposit.minor > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t("tenancy.lease.depositQuestion", { amount: format(deposit) })}</legend>
          {choices.map(({ outcome: value }, index) => (
            <label key={value} className="flex min-h-11 items-start gap-3 rounded border border-slate-200 px-3 py-2 text-sm text-slate-900">
              <input
                type="radio"
                name={fields.depositOutcome!.name}
                value={value}
                defaultChecked={value === proposed}
                aria-labelledby={`deposit-${value}`}
                aria-describedby={`deposit-after-${value}`}
                className="mt-0.5 h-4 w-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span id={`deposit-${value}`} className="font-medium">
                  {t(`tenancy.lease.depositOutcomes.${value}`)}
                </span>
                {index === 0 && owed.minor > 0 ? (
                  <span className="ms-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900">{t("tenancy.lease.depositProposed")}</span>
                ) : null}
                <span id={`deposit-after-${value}`} className="block text-slate-600">
                  {after(value)}
                </span>
              </span>
            </label>
          ))}
          {outcome === "kept_in_part" ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field field={fields.depositKept!} label={t("tenancy.lease.depositKept")} type="number" step="0.01" min="0" inputMode="decimal" dir="ltr" />
              <Field field={fields.depositKeptReason!} label={t("tenancy.lease.depositKeptReason")} />
            </div>
          ) : null}
        </fieldset>
      ) : (
        <input type="hidden" name={fields.depositOutcome!.name} value="returned" />
      )}
      <StatusButton status={state.status} variant="danger" className="text-sm">
        {t("tenancy.lease.endReview")}
      </StatusButton>
      <Dialog.Root open={asking} onOpenChange={setAsking}>
        <ConfirmCard
          title={t("tenancy.lease.endAskTitle", { name: account.tenantName })}
          description={t("tenancy.lease.endAskBody", {
            date: fields.endedOn!.value ? formatDay(fields.endedOn!.value, locale) : "",
            deposit: depositSummary,
          })}
          cancelLabel={t("tenancy.lease.keep")}
        >
          <button type="button" onClick={send} className="min-h-11 rounded bg-red-700 px-4 font-semibold text-white hover:bg-red-800">
            {t("tenancy.lease.endConfirm")}
          </button>
        </ConfirmCard>
      </Dialog.Root>
    </TenancyForm>
  );
}
