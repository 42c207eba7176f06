import { isRouteErrorResponse } from "react-router";
import type { MessageKey } from "#domain/i18n/i18n.ts";
import { joinList } from "#domain/intl.ts";
import type { SearchParamName } from "#domain/search-schema.ts";
import { StatusScreen } from "~/components/status-screen.tsx";
import { useTranslation } from "~/i18n/use-translation";
import type { WrongSearch } from "~/lib/search-url.server.ts";

/** Each parameter a person can put in a search address, by the label its field has in the filters. */
const PARAM_LABELS: Record<Exclude<SearchParamName, "listing_type" | "owner">, MessageKey> = {
  page: "search.page",
  search: "search.keywords",
  sort: "search.sort",
  district: "search.district",
  area: "search.area",
  property_type: "search.propertyType",
  property_category: "search.category",
  furnished: "search.furnished",
  currency: "search.currency",
  price_min: "search.priceMin",
  price_max: "search.priceMax",
  size_min: "search.sizeMin",
  size_max: "search.sizeMax",
  bedroom_min: "search.bedroomsMin",
  bedroom_max: "search.bedroomsMax",
  bathroom_min: "search.bathroomsMin",
  bathroom_max: "search.bathroomsMax",
  features: "features.filterTitle",
  floor_min: "features.floorMin",
  floor_max: "features.floorMax",
  power_hours_min: "features.powerHoursMin",
};

const isWrongSearch = (value: unknown): value is WrongSearch => typeof value === "object" && value !== null && "wrong" in value && "without" in value;

/** A search page's error screen: a filter whose value does not fit is named, with the same search without it; any other error is the status screen. */
export function WrongSearchScreen({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!isRouteErrorResponse(error)) return <StatusScreen status={500} />;
  if (!isWrongSearch(error.data)) return <StatusScreen status={error.status} />;
  const filters = joinList(
    error.data.wrong.map((name) => (name in PARAM_LABELS ? t(PARAM_LABELS[name as keyof typeof PARAM_LABELS]) : name)),
    i18n.language,
  );
  return (
    <StatusScreen
      status={error.status}
      copy={{ title: t("search.wrongTitle"), body: t("search.wrongBody", { filters }), next: { to: error.data.without, label: t("search.withoutWrong") } }}
    />
  );
}
