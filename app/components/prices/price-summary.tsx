import { Link } from "react-router";
import type { ListingType } from "#domain/listing.ts";
import type { AreaPrices } from "#domain/market.ts";
import { useTranslation } from "~/i18n/use-translation";
import { usePriceWords } from "./price-comparison.tsx";

/** One listing type's headline: the typical asking price, the middle half, per m², the reduced share. */
export function PriceSummary({ listingType, prices, searchPath }: { listingType: ListingType; prices: AreaPrices; searchPath: string }) {
  const { t } = useTranslation();
  const words = usePriceWords(listingType);
  const heading = t(listingType === "Rental" ? "prices.rentals" : "prices.sales");
  return (
    <section aria-labelledby={`summary-${listingType}`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`summary-${listingType}`} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t(listingType === "Rental" ? "prices.medianRent" : "prices.medianPrice")}</p>
      {prices.median === null ? (
        <p className="mt-2 font-medium text-slate-800" data-testid={`median-${listingType}`}>
          {t("prices.notEnough")}
        </p>
      ) : (
        <>
          <p className="mt-1 text-3xl font-bold text-slate-900" data-testid={`median-${listingType}`}>
            {words.price(prices.median)}
          </p>
          <p className="mt-1 text-slate-800">{t("prices.middleHalf", { low: words.money(prices.lowerQuartile!), high: words.money(prices.upperQuartile!) })}</p>
          {prices.medianPerM2 === null ? null : <p className="text-slate-800">{t("prices.perM2", { price: words.money(prices.medianPerM2) })}</p>}
          {prices.reducedShare === null ? null : <p className="text-slate-800">{t("prices.reduced", { percent: words.percent(prices.reducedShare) })}</p>}
        </>
      )}
      <p className="mt-1 text-sm text-slate-700" data-testid={`listings-${listingType}`}>
        {t("prices.listings", { count: prices.listings })}
      </p>
      <Link to={searchPath} className="mt-3 inline-block font-medium text-brand-700 underline">
        {t("prices.see")}
      </Link>
    </section>
  );
}
