import { type ReactNode, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { CURRENCIES } from "#domain/listing.ts";
import { PROPERTY_CATEGORIES, PROPERTY_TYPES } from "#domain/listing.ts";
import { priceTop, ROOMS_TOP, type SearchParams, SIZE_TOP } from "#domain/search.ts";
import { FLOOR_TOP, POWER_HOURS_STEPS, SEARCHABLE_FEATURES } from "#domain/listing-features.ts";
import { AreaOptions } from "~/components/area-options.tsx";
import { labelClass } from "~/components/ui/field-classes.ts";
import { useFloorName } from "~/lib/floor-name.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { useSearchAreas } from "./search-areas.ts";

export type SearchDistricts = ReadonlyArray<{ key: string; name: string; areas: ReadonlyArray<{ id: number; name: string }> }>;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
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
  districts: shownDistricts,
  idPrefix,
  areasAtOnce = false,
  onCurrencyChange,
}: {
  params: SearchParams;
  districts: SearchDistricts;
  idPrefix: string;
  /** Ask for every district's areas as the panel mounts (the phone's sheet), not when it is reached. */
  areasAtOnce?: boolean;
  onCurrencyChange?: (form: HTMLFormElement | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [districts, wantAreas] = useSearchAreas(shownDistricts, i18n.language, areasAtOnce);
  const label = useListingValueLabel();
  const floorName = useFloorName();
  const id = (name: string) => `${idPrefix}-${name}`;
  // The Area list holds the chosen district's areas, and waits for a district (issue 44: every
  // district's hundreds of areas before one was chosen). A search by area alone shows its district.
  const [district, setDistrict] = useState(params.district ?? shownDistricts.find((option) => option.areas.some(({ id }) => id === params.area))?.key ?? "");
  const [area, setArea] = useState(params.area ? String(params.area) : "");
  const districtAreas = districts.filter((option) => option.key === district);
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
  const number = (
    name: "price_min" | "price_max" | "size_min" | "size_max",
    fieldLabel: string,
    max: number,
    value: number,
    open: boolean,
    price = name.startsWith("price"),
  ) => (
    <Field id={id(name)} label={fieldLabel}>
      <input
        id={id(name)}
        name={name}
        // Prices are typed as people write them ("1,250", "١٢٥٠"): read by domain/typed-number.ts.
        {...(price ? { type: "text", inputMode: "decimal" as const } : { type: "number", inputMode: "numeric" as const, min: 0, max })}
        defaultValue={value || ""}
        placeholder={open ? t("search.noMax") : "0"}
        className={control}
      />
    </Field>
  );
  // From the ground floor up; the "from" list ends at "10+", the "up to" list one below.
  const floor = (name: "floor_min" | "floor_max", fieldLabel: string, highest: number) => (
    <Field id={id(name)} label={fieldLabel}>
      <select id={id(name)} name={name} defaultValue={params[name] ?? ""} className={control}>
        <option value="">{t("features.any")}</option>
        {Array.from({ length: highest + 1 }, (_, level) => (
          <option key={level} value={level}>
            {level === FLOOR_TOP ? t("features.floorTop") : floorName(level)}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <div className="grid grid-cols-2 gap-3" onPointerEnter={wantAreas} onFocus={wantAreas} onChange={wantAreas}>
      <div className="col-span-2">
        <Field id={id("district")} label={t("search.district")}>
          <select
            id={id("district")}
            name="district"
            value={district}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setDistrict(next);
              if (!districts.some((option) => option.key === next && option.areas.some((candidate) => String(candidate.id) === area))) setArea("");
            }}
            className={control}
          >
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
          <select
            id={id("area")}
            name="area"
            value={area}
            onChange={(event) => setArea(event.currentTarget.value)}
            disabled={!district}
            aria-describedby={district ? undefined : id("area-hint")}
            className={`${control} disabled:bg-slate-100 disabled:text-slate-600`}
          >
            <option value="">{t("search.anyArea")}</option>
            <AreaOptions districts={districtAreas} />
          </select>
          {district ? null : (
            <p id={id("area-hint")} className="mt-1 text-sm text-slate-600">
              {t("search.areaAfterDistrict")}
            </p>
          )}
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
              <input
                type="radio"
                name="currency"
                value={currency}
                defaultChecked={params.currency === currency}
                onChange={currencyChanged}
                className="h-4 w-4"
              />
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
      <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="reduced" value="true" defaultChecked={params.reduced === true} className="h-5 w-5" />
        {t("search.reducedOnly")}
      </label>
      <fieldset className="col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("features.filterTitle")}</legend>
        <div className="grid grid-cols-2 gap-x-3">
          {SEARCHABLE_FEATURES.map(({ feature, slug }) => (
            <label key={slug} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="features" value={slug} defaultChecked={params.features.includes(slug)} className="h-4 w-4 shrink-0" />
              {label("special", feature)}
            </label>
          ))}
        </div>
      </fieldset>
      {floor("floor_min", t("features.floorMin"), FLOOR_TOP)}
      {floor("floor_max", t("features.floorMax"), FLOOR_TOP - 1)}
      <div className="col-span-2">
        <Field id={id("power_hours_min")} label={t("features.powerHoursMin")}>
          <select id={id("power_hours_min")} name="power_hours_min" defaultValue={params.power_hours_min ?? ""} className={control}>
            <option value="">{t("features.any")}</option>
            {POWER_HOURS_STEPS.map((hours) => (
              <option key={hours} value={hours}>
                {t("features.powerHours", { hours, count: hours })}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}
