import { useState } from "react";
import { Link } from "react-router";
import type { ListingPageData } from "#domain/listing-page.ts";
import type { ListingPriceGuide } from "#domain/market.ts";
import { PriceComparison } from "~/components/prices/price-comparison.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { LazyBoundary, lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";

// Loaded when a visitor opens it: most never do (decision 0032).
const MortgageCalculator = lazyOnFirstUse(() => import("./mortgage-calculator.tsx").then((module) => module.default));

/**
 * Under a listing's price (issue 44): how it compares with its fair group when it has one, its
 * area's price guide always, and on a sale still on offer the monthly payment calculator.
 */
export function ListingPrices({ prices, listing }: { prices: ListingPriceGuide; listing: ListingPageData }) {
  const { t } = useTranslation();
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  return (
    <div className="space-y-2">
      {prices.comparison ? <PriceComparison comparison={prices.comparison} guideLink={false} /> : null}
      {prices.guide ? (
        <Link to={prices.guide.guidePath} className="inline-block text-sm font-medium text-brand-700 underline" data-testid="area-guide-link">
          {t("prices.comparisonLink", { place: prices.guide.placeName })}
        </Link>
      ) : null}
      {listing.listingType === "Sale" && !listing.taken ? (
        <details
          className="rounded-lg border border-slate-200 px-3 py-2"
          onToggle={(event) => setCalculatorOpen(event.currentTarget.open)}
          onPointerEnter={MortgageCalculator.preload}
        >
          <summary className="cursor-pointer py-1 text-sm font-semibold text-slate-900">{t("prices.mortgage.open")}</summary>
          {calculatorOpen ? (
            <LazyBoundary>
              <MortgageCalculator listing={listing} />
            </LazyBoundary>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
