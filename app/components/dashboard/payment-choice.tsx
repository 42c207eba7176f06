import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney } from "#domain/money.ts";
import { Field } from "~/components/ui/field.tsx";

/** Credits or a promo code: how a paid plan (a change or a renewal) is paid. */
export function PaymentChoice({
  payment,
  promoCode,
  balance,
  hint,
}: {
  payment: FieldMetadata<string | undefined>;
  promoCode: FieldMetadata<string | undefined>;
  balance: number;
  hint?: string;
}) {
  const { t, i18n } = useTranslation();
  const chosen = payment.value ?? payment.initialValue ?? "credits";
  const options = [
    ["credits", t("dashboard.payCredits", { balance: formatMoney(balance, "USD", i18n.language) })],
    ["promo", t("dashboard.payPromo")],
  ] as const;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t("dashboard.paymentTitle")}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {options.map(([value, label]) => (
        <label key={value} className="flex items-center gap-2 text-slate-800">
          <input {...getInputProps(payment, { type: "radio", value })} key={`${payment.key}-${value}`} defaultChecked={chosen === value} className="h-4 w-4" />
          {label}
        </label>
      ))}
      <Field field={promoCode} label={t("dashboard.promoCode")} dir="ltr" autoComplete="off" />
    </fieldset>
  );
}
