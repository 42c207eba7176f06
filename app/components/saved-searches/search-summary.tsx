import type { ListingType } from "#domain/listing.ts";
import { formatMoney } from "#domain/money.ts";
import { savedSearchCriteria, savedSearchParams } from "#domain/saved-searches.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

/** What a search looks for, as short phrases in the reader's language ("Beirut", "Up to $1,000", "2+ bedrooms"…). */
function useSearchChips(listingType: ListingType, query: string, districtNames: Record<string, string>): string[] {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const criteria = savedSearchCriteria(savedSearchParams(listingType, query));
  const money = (amount: number) => formatMoney(amount, criteria.currency, i18n.language);
  return [
    criteria.words.length ? `“${criteria.words.join(" ")}”` : null,
    criteria.district ? (districtNames[criteria.district] ?? criteria.district) : null,
    criteria.propertyType ? label("propertyType", criteria.propertyType) : null,
    criteria.priceMin !== null ? t("savedSearches.summary.priceFrom", { price: money(criteria.priceMin) }) : null,
    criteria.priceMax !== null ? t("savedSearches.summary.priceTo", { price: money(criteria.priceMax) }) : null,
    criteria.bedroomMin !== null ? t("phone.bedsFrom", { value: criteria.bedroomMin, count: criteria.bedroomMin }) : null,
    criteria.furnished !== null ? t(criteria.furnished ? "savedSearches.summary.furnished" : "savedSearches.summary.unfurnished") : null,
  ].filter((chip): chip is string => chip !== null);
}

/**
 * The name a search is saved under unless the user types another: its type and filters, as the
 * summary says them ("Rent · Beirut · 2+ bedrooms"), within the name's 80 characters.
 */
export function useSuggestedSearchName(listingType: ListingType, query: string, districtNames: Record<string, string>): string {
  const { t } = useTranslation();
  const chips = useSearchChips(listingType, query, districtNames);
  const name = [t(listingType === "Sale" ? "savedSearches.sales" : "savedSearches.rentals"), ...chips].join(" · ");
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}

/** What a saved search looks for, as short chips. */
export function SearchSummary({ listingType, query, districtNames }: { listingType: ListingType; query: string; districtNames: Record<string, string> }) {
  const { t } = useTranslation();
  const chips = useSearchChips(listingType, query, districtNames);
  return (
    <ul aria-label={t("savedSearches.summary.label")} className="flex flex-wrap gap-1.5">
      {(chips.length ? chips : [t("savedSearches.anything")]).map((chip) => (
        <li key={chip} dir="auto" className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
          {chip}
        </li>
      ))}
    </ul>
  );
}
