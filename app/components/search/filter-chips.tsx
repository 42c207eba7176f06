import { Link, useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { joinList, numberFormat } from "#domain/intl.ts";
import { formatMoney } from "#domain/money.ts";
import { ROOMS_TOP, type SearchParams, searchHref } from "#domain/search.ts";
import { type ActiveFilter, activeFilters, withoutFilters } from "#domain/search-filters.ts";
import { featureOf, FLOOR_TOP } from "#domain/listing-features.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import type { SearchDistricts } from "./filter-fields.tsx";

/** What a chip says for one filter, in the page's language. */
function useFilterLabel(params: SearchParams, districts: SearchDistricts) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const number = (value: number) => numberFormat(i18n.language).format(value);
  const floorName = (floor: number) => (floor >= FLOOR_TOP ? t("search.tenPlus") : number(floor));
  const roomCount = (value: number) => (value >= ROOMS_TOP ? t("search.tenPlus") : number(value));
  return ({ key }: ActiveFilter): string => {
    switch (key) {
      case "search":
        return t("phone.keywords", { value: params.search.join(" ") });
      case "district":
        return districts.find((district) => district.key === params.district)?.name ?? params.district ?? "";
      case "area":
        return districts.flatMap((district) => district.areas).find((area) => area.id === params.area)?.name ?? String(params.area);
      case "property_type":
        return label("propertyType", params.property_type ?? "");
      case "property_category":
        return label("propertyCategory", params.property_category ?? "");
      case "furnished":
        return t(params.furnished ? "search.furnishedYes" : "search.furnishedNo");
      case "reduced":
        return t("cards.priceReduced");
      case "price_min":
        return t("phone.priceFrom", { amount: formatMoney(params.price_min, params.currency, i18n.language) });
      case "price_max":
        return t("phone.priceTo", { amount: formatMoney(params.price_max, params.currency, i18n.language) });
      case "size_min":
        return t("phone.sizeFrom", { size: number(params.size_min) });
      case "size_max":
        return t("phone.sizeTo", { size: number(params.size_max) });
      case "bedroom_min":
        return t("phone.bedsFrom", { value: number(params.bedroom_min), count: params.bedroom_min });
      case "bedroom_max":
        return t("phone.bedsTo", { value: roomCount(params.bedroom_max), count: params.bedroom_max });
      case "bathroom_min":
        return t("phone.bathsFrom", { value: number(params.bathroom_min), count: params.bathroom_min });
      case "bathroom_max":
        return t("phone.bathsTo", { value: roomCount(params.bathroom_max), count: params.bathroom_max });
      case "features":
        return joinList(
          params.features.map((slug) => label("special", featureOf(slug))),
          i18n.language,
        );
      case "floor_min":
        return t("features.floorFromChip", { floor: floorName(params.floor_min ?? 0) });
      case "floor_max":
        return t("features.floorToChip", { floor: floorName(params.floor_max ?? 0) });
      case "power_hours_min":
        return t("features.powerHoursChip", { hours: number(params.power_hours_min ?? 0), count: params.power_hours_min ?? 0 });
    }
  };
}

/**
 * The filters that narrow the results, above them: each chip is a link to the same search
 * without it (so it works before scripts load), and "Clear all" drops them all.
 */
export function FilterChips({ params, districts, map }: { params: SearchParams; districts: SearchDistricts; map: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const filterLabel = useFilterLabel(params, districts);
  const filters = activeFilters(params);
  if (filters.length === 0) return null;
  return (
    <div role="group" aria-label={t("phone.activeFilters")} data-testid="filter-chips" className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {filters.map((filter) => {
          const text = filterLabel(filter);
          return (
            <li key={filter.key}>
              <Link
                to={searchHref(pathname, filter.without, { map })}
                aria-label={t("phone.removeFilter", { filter: text })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 py-1 pe-2 ps-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                <span dir="auto">{text}</span>
                <span aria-hidden="true" className="grid size-5 place-items-center rounded-full bg-brand-600 text-xs text-white">
                  ✕
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={searchHref(pathname, withoutFilters(params), { map })} className="px-2 py-1 text-sm font-medium text-brand-700 underline">
        {t("phone.clearAll")}
      </Link>
    </div>
  );
}
