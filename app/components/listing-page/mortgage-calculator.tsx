import { useId, useState } from "react";
import { numberFormat } from "#domain/intl.ts";
import type { ListingPageData } from "#domain/listing-page.ts";
import { formatMoney } from "#domain/money-format.ts";
import { monthlyMortgagePayment, mortgageDefaults } from "#domain/mortgage.ts";
import { readTypedNumber } from "#domain/typed-number.ts";
import { inputClass, labelClass } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";

type Field = "price" | "downPayment" | "ratePercent" | "years";

/**
 * A sale's monthly payment (issue 44): price, down payment, rate and years, the listing's own
 * figures first; the payment follows each keystroke (`monthlyMortgagePayment`). Its own chunk,
 * loaded when the visitor opens it (the listing page's first load stays within its budget).
 */
export default function MortgageCalculator({ listing }: { listing: Pick<ListingPageData, "price" | "downPayment" | "unit"> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState<Record<Field, string>>(() => {
    const start = mortgageDefaults(listing);
    const format = numberFormat(i18n.language, { maximumFractionDigits: 2 });
    return {
      price: format.format(start.price),
      downPayment: format.format(start.downPayment),
      ratePercent: format.format(start.ratePercent),
      years: String(start.years),
    };
  });
  const read = (field: Field) => readTypedNumber(typed[field]) ?? Number.NaN;
  const input = { price: read("price"), downPayment: read("downPayment"), ratePercent: read("ratePercent"), years: read("years") };
  const payment = monthlyMortgagePayment(input);
  const currency = listing.unit;
  const fields: Array<{ field: Field; label: string }> = [
    { field: "price", label: t("prices.mortgage.price", { currency }) },
    { field: "downPayment", label: t("prices.mortgage.downPayment", { currency }) },
    { field: "ratePercent", label: t("prices.mortgage.rate") },
    { field: "years", label: t("prices.mortgage.years") },
  ];
  return (
    <div className="space-y-3 pt-3">
      <div className="grid grid-cols-2 items-end gap-3">
        {fields.map(({ field, label }) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {label}
            </label>
            <input
              id={`${id}-${field}`}
              inputMode="decimal"
              dir="ltr"
              className={inputClass(Number.isNaN(input[field]))}
              aria-invalid={Number.isNaN(input[field]) || undefined}
              value={typed[field]}
              onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))}
              aria-describedby={`${id}-result`}
            />
          </div>
        ))}
      </div>
      <output id={`${id}-result`} aria-live="polite" className="block rounded-lg bg-brand-50 p-3" data-testid="mortgage-payment">
        {/* Nothing while a field holds no number: the field says so (red, aria-invalid). */}
        {payment === null ? null : (
          <>
            <span className="block text-lg font-bold text-slate-900">
              {t("prices.perMonth", { price: formatMoney(Math.round(payment), currency, i18n.language) })}
            </span>
            <span className="block text-sm text-slate-700">
              {t("prices.mortgage.loan", { loan: formatMoney(Math.max(0, input.price - input.downPayment), currency, i18n.language) })}
            </span>
          </>
        )}
      </output>
    </div>
  );
}
