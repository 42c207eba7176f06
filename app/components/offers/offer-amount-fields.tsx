import { useState } from "react";
import type { Currency } from "#domain/listing.ts";
import { formatMoney } from "#domain/money.ts";
import { inOtherCurrency } from "#domain/offers.ts";
import { inputClass, labelClass } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";

/**
 * An amount in USD or LBP with what it makes in the other currency at the current rate, and a
 * message: the fields of an offer and of a counter-offer.
 */
export function OfferAmountFields({
  idPrefix,
  lbpPerUsd,
  initial,
  errors = {},
}: {
  idPrefix: string;
  lbpPerUsd: number;
  initial: { amount?: number | string; currency: Currency; message?: string };
  errors?: { amount?: string[]; currency?: string[]; message?: string[] };
}) {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState(String(initial.amount ?? ""));
  const [currency, setCurrency] = useState<Currency>(initial.currency);
  const value = Number(amount);
  const other = Number.isFinite(value) && value > 0 ? inOtherCurrency(value, currency, lbpPerUsd) : null;
  const error = (list: string[] | undefined, id: string) =>
    list?.length ? (
      <p id={id} className="mt-1 text-sm text-red-700">
        {t(list[0] as never)}
      </p>
    ) : null;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
        <div>
          <label htmlFor={`${idPrefix}-amount`} className={labelClass}>
            {t("offers.amount")}
          </label>
          <input
            id={`${idPrefix}-amount`}
            name="amount"
            inputMode="numeric"
            dir="ltr"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ""))}
            aria-invalid={errors.amount?.length ? true : undefined}
            aria-describedby={`${idPrefix}-other ${idPrefix}-amount-error`}
            className={inputClass(Boolean(errors.amount?.length))}
          />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-currency`} className={labelClass}>
            {t("offers.currency")}
          </label>
          <select
            id={`${idPrefix}-currency`}
            name="currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value === "LBP" ? "LBP" : "USD")}
            className={inputClass(false)}
          >
            <option value="USD">USD</option>
            <option value="LBP">LBP</option>
          </select>
        </div>
      </div>
      <p id={`${idPrefix}-other`} className="min-h-5 text-sm text-slate-600" aria-live="polite">
        {other ? t("offers.inOther", { amount: formatMoney(other.amount, other.currency, i18n.language) }) : ""}
      </p>
      {error(errors.amount, `${idPrefix}-amount-error`)}
      <div>
        <label htmlFor={`${idPrefix}-message`} className={labelClass}>
          {t("offers.message")}
        </label>
        <textarea
          id={`${idPrefix}-message`}
          name="message"
          rows={3}
          maxLength={1000}
          defaultValue={initial.message ?? ""}
          className={inputClass(Boolean(errors.message?.length))}
        />
        {error(errors.message, `${idPrefix}-message-error`)}
      </div>
    </div>
  );
}
