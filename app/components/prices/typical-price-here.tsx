import { Link } from "react-router";
import type { TypicalPriceHere as Typical } from "#domain/market.ts";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney } from "#domain/money-format.ts";

/** Above a district's or an area's results: "Typical rent here: $1,375 a month", with the place's guide (issue 44). */
export function TypicalPriceHere({ typical }: { typical: Typical | null }) {
  const { t, i18n } = useTranslation();
  if (!typical) return null;
  // Not the guides' usePriceWords: its module would join the search page's first load.
  const money = formatMoney(typical.median, "USD", i18n.language);
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-800" data-testid="typical-price-here">
      <span className="font-semibold">
        {t(typical.listingType === "Rental" ? "prices.typicalRentHere" : "prices.typicalPriceHere", {
          price: typical.listingType === "Rental" ? t("prices.perMonth", { price: money }) : money,
        })}
      </span>
      <Link to={typical.guidePath} className="font-medium text-brand-700 underline">
        {t("prices.comparisonLink", { place: typical.placeName })}
      </Link>
    </p>
  );
}
