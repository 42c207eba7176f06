import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import { digitsOnly } from "#domain/accounts.ts";
import { FieldError, inputClass, labelClass } from "~/components/ui/field.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import type { CountriesAnswer } from "~/lib/route-answers.ts";

/**
 * The dial-code picker (the whole name, in the page's language, and the code of about 240
 * countries, Lebanon first and selected; one flag, the chosen country's, beside it) and the phone
 * number, whose non-digits vanish as typed. A native select: every phone shows its own accessible
 * picker. The two stack, so a long name ("Saint Vincent and the Grenadines") is never cut.
 */
export function CountryPhoneFields({
  country,
  phone,
  onCountry,
  onPhone,
  phoneErrors,
  countryErrors,
  idPrefix,
}: {
  country: string;
  phone: string;
  onCountry: (iso: string) => void;
  onPhone: (digits: string) => void;
  phoneErrors?: string[];
  countryErrors?: string[];
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const countries = useFetcher<CountriesAnswer>();
  useEffect(() => {
    if (!isFetcherPending(countries) && !countries.data) void countries.load(`/resources/countries?locale=${i18n.language}`);
  }, [countries, i18n.language]);
  const list = countries.data?.countries ?? [{ iso: "LB", name: "Lebanon", dialCode: "+961" }];
  const [touched, setTouched] = useState(false);
  return (
    <div className="grid gap-3">
      <div>
        <label htmlFor={`${idPrefix}-country`} className={labelClass}>
          {t("auth.countryCode")}
        </label>
        <div className="flex items-center gap-2">
          <img
            src={`/flags/${country}.svg`}
            alt=""
            width={24}
            height={16}
            data-testid="country-flag"
            className="h-4 w-6 shrink-0 rounded-sm border border-slate-200"
          />
          {/* Uncontrolled, like the phone: a choice made before scripts load is kept. */}
          <select
            id={`${idPrefix}-country`}
            name="country"
            defaultValue={country}
            onChange={(event) => onCountry(event.target.value)}
            aria-invalid={countryErrors?.length ? true : undefined}
            className="block w-full min-w-0 rounded border border-slate-400 px-2 py-2 text-base"
          >
            {list.map((entry) => (
              <option key={entry.iso} value={entry.iso}>
                {/* The dial code is isolated left-to-right, so "+961" reads right in Arabic too. */}
                {`${entry.name} \u2066(${entry.dialCode})\u2069`}
              </option>
            ))}
          </select>
        </div>
        <FieldError id={`${idPrefix}-country-error`} errors={countryErrors} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-phone`} className={labelClass}>
          {t("auth.phone")}
        </label>
        <input
          id={`${idPrefix}-phone`}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          defaultValue={phone}
          onChange={(event) => {
            const digits = digitsOnly(event.target.value);
            if (digits !== event.target.value) event.target.value = digits;
            onPhone(digits);
          }}
          onBlur={() => setTouched(true)}
          aria-invalid={phoneErrors?.length ? true : undefined}
          aria-describedby={`${idPrefix}-phone-error`}
          className={inputClass(Boolean(phoneErrors?.length) && touched)}
        />
        <FieldError id={`${idPrefix}-phone-error`} errors={phoneErrors} />
      </div>
    </div>
  );
}
