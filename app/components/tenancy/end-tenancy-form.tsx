import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { TextField } from "~/components/form-parts.tsx";
import { ConfirmCard } from "~/components/modal-dialog.tsx";
import { DEPOSIT_OUTCOMES, type DepositOutcome, endTenancySchema, formatDay, formatRent, type RentAccount } from "#domain/tenancy.ts";
import { beirutDay } from "#domain/beirut-clock.ts";
import { useTranslation } from "~/i18n/use-translation";
import { SubmitButton, TenancyForm, useTenancyForm } from "./tenancy-form.tsx";

/**
 * The landlord ends a tenancy: the date, what becomes of the deposit, then one question in a
 * Radix dialog (focus kept inside) before anything is sent (decision 0052).
 */
export function EndTenancyForm({ account }: { account: RentAccount }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const deposit = account.lease.deposit ?? 0;
  const state = useTenancyForm(
    `end-${account.accountId}`,
    "end",
    endTenancySchema,
    { tenantId: account.tenantId, endedOn: beirutDay(), depositOutcome: "returned" },
    (event) => {
      if (confirmed.current) return;
      event.preventDefault();
      setAsking(true);
    },
  );
  const { fields } = state;
  const outcome = (fields.depositOutcome!.value ?? "returned") as DepositOutcome;
  const money = (amount: number) => formatRent(amount, account.lease.unit, locale);
  const depositSummary =
    outcome === "kept_in_part"
      ? `${t("tenancy.lease.depositOutcomes.kept_in_part")}: ${money(Number(fields.depositKept!.value) || 0)}`
      : t(`tenancy.lease.depositOutcomes.${outcome}`);
  const send = () => {
    confirmed.current = true;
    setAsking(false);
    (document.getElementById(state.form.id) as HTMLFormElement | null)?.requestSubmit();
    confirmed.current = false;
  };
  return (
    <TenancyForm state={state} intent="end" hidden={{ tenantId: account.tenantId }}>
      <p className="text-sm text-slate-600">{t("tenancy.lease.endIntro", { name: account.tenantName })}</p>
      <TextField field={fields.endedOn!} label={t("tenancy.lease.endDate")} type="date" />
      {deposit > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t("tenancy.lease.depositQuestion", { amount: money(deposit) })}</legend>
          {DEPOSIT_OUTCOMES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 rounded border border-slate-200 px-3 text-sm text-slate-900">
              <input type="radio" name={fields.depositOutcome!.name} value={value} defaultChecked={value === "returned"} className="h-4 w-4 accent-brand-600" />
              {t(`tenancy.lease.depositOutcomes.${value}`)}
            </label>
          ))}
          {outcome === "kept_in_part" ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField field={fields.depositKept!} label={t("tenancy.lease.depositKept")} type="number" step="0.01" min="0" inputMode="decimal" dir="ltr" />
              <TextField field={fields.depositKeptReason!} label={t("tenancy.lease.depositKeptReason")} />
            </div>
          ) : null}
        </fieldset>
      ) : (
        <input type="hidden" name={fields.depositOutcome!.name} value="returned" />
      )}
      <SubmitButton busy={state.submitting} tone="danger">
        {t("tenancy.lease.endReview")}
      </SubmitButton>
      <Dialog.Root open={asking} onOpenChange={setAsking}>
        <ConfirmCard
          title={t("tenancy.lease.endAskTitle", { name: account.tenantName })}
          description={t("tenancy.lease.endAskBody", {
            date: fields.endedOn!.value ? formatDay(fields.endedOn!.value, locale) : "",
            deposit: deposit > 0 ? depositSummary : money(0),
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
