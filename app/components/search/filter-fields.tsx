import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { CURRENCIES } from "#domain/listing.ts";
import { PROPERTY_CATEGORIES, PROPERTY_TYPES } from "#domain/listing.ts";
import { priceTop, ROOMS_TOP, type SearchParams, SIZE_TOP } from "#domain/search.ts";
import { AreaOptions } from "~/components/area-options.tsx";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

export type SearchDistricts = ReadonlyArray<{ key: string; name: string; areas: ReadonlyArray<{ id: number; name: string }> }>;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

export const control = "w-full rounded border border-slate-400 bg-white px-2 py-2";

/**
 * The filters of a search, as the desktop's side panel and the phone's sheet both show them
 * (`idPrefix` keeps their ids apart). Their values are the search's; a new currency empties the
 * typed prices (SPEC.md §9: each currency has its own ceiling) and calls `onCurrencyChange`.
 */
export function FilterFields({
  params,
  districts,
  idPrefix,
  onCurrencyChange,
}: {
  params: SearchParams;
  districts: SearchDistricts;
  idPrefix: string;
  onCurrencyChange?: (form: HTMLFormElement | null) => void;
}) {
  const { t } = useTranslation();
  const label = useListingValueLabel();
  const id = (name: string) => `${idPrefix}-${name}`;
  const top = priceTop(params);
  const currencyChanged = (event: React.ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    for (const name of ["price_min", "price_max"]) {
      const input = form?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    onCurrencyChange?.(form);
  };
  const rooms = (name: "bedroom_min" | "bedroom_max" | "bathroom_min" | "bathroom_max", fieldLabel: string, none: number) => (
    <Field id={id(name)} label={fieldLabel}>
      <select id={id(name)} name={name} defaultValue={params[name] === none ? "" : String(params[name])} className={control}>
        <option value="">{t("search.any")}</option>
        {Array.from({ length: ROOMS_TOP + 1 }, (_, count) => count)
          .filter((count) => count !== none)
          .map((count) => (
            <option key={count} value={count}>
              {count === ROOMS_TOP ? t("search.tenPlus") : count}
            </option>
          ))}
      </select>
    </Field>
  );
  const number = (name: "price_min" | "price_max" | "size_min" | "size_max", fieldLabel: string, max: number, value: number, open: boolean) => (
    <Field id={id(name)} label={fieldLabel}>
      <input
        id={id(name)}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        defaultValue={value || ""}
        placeholder={open ? t("search.noMax") : "0"}
        className={control}
      />
    </Field>
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <Field id={id("district")} label={t("search.district")}>
          <select id={id("district")} name="district" defaultValue={params.district ?? ""} className={control}>
            <option value="">{t("search.anyDistrict")}</option>
            {districts.map((district) => (
              <option key={district.key} value={district.key}>
                {district.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="col-span-2">
        <Field id={id("area")} label={t("search.area")}>
          <select id={id("area")} name="area" defaultValue={params.area ? String(params.area) : ""} className={control}>
            <option value="">{t("search.anyArea")}</option>
            <AreaOptions districts={districts} />
          </select>
        </Field>
      </div>
      <Field id={id("type")} label={t("search.propertyType")}>
        <select id={id("type")} name="property_type" defaultValue={params.property_type ?? ""} className={control}>
          <option value="">{t("search.anyType")}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {label("propertyType", type)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id("category")} label={t("search.category")}>
        <select id={id("category")} name="property_category" defaultValue={params.property_category ?? ""} className={control}>
          <option value="">{t("search.anyCategory")}</option>
          {PROPERTY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {label("propertyCategory", category)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("search.currency")}</legend>
        <div className="flex gap-4">
          {CURRENCIES.map((currency) => (
            <label key={currency} className="flex min-h-8 items-center gap-2">
              <input type="radio" name="currency" value={currency} defaultChecked={params.currency === currency} onChange={currencyChanged} className="h-4 w-4" />
              {currency}
            </label>
          ))}
        </div>
      </fieldset>
      {number("price_min", `${t("search.priceMin")} (${params.currency})`, top, params.price_min, false)}
      {number("price_max", `${t("search.priceMax")} (${params.currency})`, top, params.price_max < top ? params.price_max : 0, true)}
      {number("size_min", t("search.sizeMin"), SIZE_TOP, params.size_min, false)}
      {number("size_max", t("search.sizeMax"), SIZE_TOP, params.size_max < SIZE_TOP ? params.size_max : 0, true)}
      {rooms("bedroom_min", t("search.bedroomsMin"), 0)}
      {rooms("bedroom_max", t("search.bedroomsMax"), ROOMS_TOP)}
      {rooms("bathroom_min", t("search.bathroomsMin"), 0)}
      {rooms("bathroom_max", t("search.bathroomsMax"), ROOMS_TOP)}
      <div className="col-span-2">
        <Field id={id("furnished")} label={t("search.furnished")}>
          <select id={id("furnished")} name="furnished" defaultValue={params.furnished === undefined ? "" : String(params.furnished)} className={control}>
            <option value="">{t("search.furnishedAny")}</option>
            <option value="true">{t("search.furnishedYes")}</option>
            <option value="false">{t("search.furnishedNo")}</option>
          </select>
        </Field>
      </div>
    </div>
  );
}
