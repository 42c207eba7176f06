import { data, Link } from "react-router";
import { parseInsightsQuery } from "#domain/insights.ts";
import { AppError } from "#server/errors.server.ts";
import { listingInsights } from "#server/insights/listing-insights.server.ts";
import { districtOptions } from "#server/listings/listing-form-options.server.ts";
import { compareListingPrice } from "#server/market/area-prices.server.ts";
import { PriceComparison } from "~/components/prices/price-comparison.tsx";
import { DailyTable } from "~/components/insights/daily-table.tsx";
import { InsightsChart } from "~/components/insights/insights-chart.tsx";
import { counterFrom, InsightsSummary, PeriodPicker, usePeriodLabel } from "~/components/insights/insights-summary.tsx";
import { PeerComparisonCard } from "~/components/insights/peer-comparison.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/listing-insights";

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { days } = parseInsightsQuery(url.searchParams);
  try {
    const [report, districts] = await Promise.all([
      listingInsights(requireUser(context).id, params.propertyId, days),
      districtOptions(context.get(requestContext).locale),
    ]);
    // The district as the reader's language names it.
    const district = districts.find((option) => option.key === report.comparison.district)?.name ?? report.comparison.district;
    // Asked once the listing is known to be the owner's.
    const priceComparison = await compareListingPrice(report.listing.id, context.get(requestContext).locale);
    return { ...report, comparison: { ...report.comparison, district }, priceComparison, counter: counterFrom(url.searchParams) };
  } catch (error) {
    // Another owner's listing (or no listing at all) is simply not there.
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** `/dashboard/insights/:propertyId`: one listing, for its owner only. */
export default function ListingInsights({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, period, days, totals, rates, comparison, priceComparison, counter } = loaderData;
  const periodLabel = usePeriodLabel()(period);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <Link to={`/dashboard/insights?days=${period}`} className="text-sm font-medium text-brand-700 underline">
          {t("insights.back")}
        </Link>
        <div className="mt-2">
          <title>{`${t("pages.listing-insights")} · ${t("common.appName")}`}</title>
          <h1 dir="auto" className="text-3xl font-bold text-slate-900">
            {listing.title}
          </h1>
          <p className="mt-2 text-slate-700">{t("insights.listingIntro")}</p>
        </div>
      </div>
      <PeriodPicker pathname={`/dashboard/insights/${listing.id}`} period={period} counter={counter} />
      <InsightsSummary totals={totals} rates={rates} />
      <div className="grid gap-4 lg:grid-cols-2">
        <InsightsChart days={days} counter={counter} periodLabel={periodLabel} />
        <DailyTable days={days} totals={totals} periodLabel={periodLabel} />
      </div>
      <PeerComparisonCard comparison={comparison} />
      <section aria-labelledby="asking-price" className="rounded-xl border border-slate-200 p-4">
        <h2 id="asking-price" className="text-lg font-semibold text-slate-900">
          {t("insights.askingPrice")}
        </h2>
        <div className="mt-2">
          {priceComparison ? <PriceComparison comparison={priceComparison} /> : <p className="text-sm text-slate-700">{t("insights.askingPriceUnknown")}</p>}
        </div>
      </section>
    </div>
  );
}
