import { Link } from "react-router";
import { numberFormat } from "#domain/intl.ts";
import { formatMoney } from "#domain/money-format.ts";
import type { ListingType } from "#domain/listing.ts";
import type { ListingComparison } from "#domain/market.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

/** The guide's words for a price: whole dollars, "a month" for a rent; a share as a percent. */
export function usePriceWords(listingType: ListingType) {
  const { t, i18n } = useTranslation();
  const money = (usd: number) => formatMoney(usd, "USD", i18n.language);
  /** Any amount's words ("$700 to $950") with the rent's period after them. */
  const perPeriod = (amount: string) => (listingType === "Rental" ? t("prices.perMonth", { price: amount }) : amount);
  const price = (usd: number) => perPeriod(money(usd));
  const percent = (share: number) => numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }).format(share);
  return { money, price, perPeriod, percent };
}

/** A group's name in a sentence: "2-bedroom apartment", or "apartment" for every bedroom count (or none). */
export function useGroupWords() {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  return (propertyType: string, bedrooms: number | null) => {
    // A type inside a sentence ("the typical apartment"): lower case where the language has one.
    const type = label("propertyType", propertyType).toLocaleLowerCase(i18n.language);
    return bedrooms ? t("prices.groupBedrooms", { count: bedrooms, type }) : type;
  };
}

/**
 * "$900 a month: 12% below the typical 2-bedroom apartment in Hamra (31 listings compared)", with
 * the compared place's guide unless the page links a guide of its own.
 */
export function PriceComparison({ comparison, guideLink = true }: { comparison: ListingComparison; guideLink?: boolean }) {
  const { t } = useTranslation();
  const groupWords = useGroupWords();
  const words = usePriceWords(comparison.listingType);
  const values = {
    price: words.price(comparison.price),
    percent: words.percent(comparison.percent / 100),
    place: comparison.placeName,
    group: groupWords(comparison.propertyType, comparison.bedrooms),
  };
  const key = { below: "prices.comparisonBelow", above: "prices.comparisonAbove", typical: "prices.comparisonTypical" } as const;
  return (
    <p className="text-sm text-slate-800" data-testid="price-comparison">
      {t(key[comparison.direction], values)} {t("prices.comparisonListings", { count: comparison.listings })}
      {guideLink ? (
        <>
          {" "}
          <Link to={comparison.guidePath} className="font-medium text-brand-700 underline">
            {t("prices.comparisonLink", { place: comparison.placeName })}
          </Link>
        </>
      ) : null}
    </p>
  );
}
