import { Link } from "react-router";
import { parseInsightsQuery } from "#domain/insights.ts";
import { numberFormat } from "#domain/intl.ts";
import { ownerInsights } from "#server/insights/listing-insights.server.ts";
import { DailyTable } from "~/components/insights/daily-table.tsx";
import { ExportForm } from "~/components/insights/export-form.tsx";
import { InsightsChart } from "~/components/insights/insights-chart.tsx";
import { counterFrom, InsightsSummary, PeriodPicker, usePeriodLabel } from "~/components/insights/insights-summary.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/insights";
import { isolate } from "#domain/bidi.ts";
import { buttonClass } from "~/components/ui/button.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { days } = parseInsightsQuery(url.searchParams);
  const report = await ownerInsights(requireUser(context).id, days);
  return { ...report, counter: counterFrom(url.searchParams), exportFailed: url.searchParams.get("export") === "failed" };
}

/** `/dashboard/insights`: all of the owner's listings, day by day, their rates, each listing's totals and the CSV export. */
export default function Insights({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { period, days, totals, rates, listings, counter, exportFailed } = loaderData;
  const periodLabel = usePeriodLabel()(period);
  const numbers = numberFormat(i18n.language);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <Link to="/dashboard" className="text-sm font-medium text-brand-700 underline">
          {t("pages.dashboard")}
        </Link>
        <div className="mt-2">
          <PageTitle title={t("pages.insights")} subtitle={t("insights.intro")} />
        </div>
      </div>
      <PeriodPicker pathname="/dashboard/insights" period={period} counter={counter} />
      <InsightsSummary totals={totals} rates={rates} />
      <div className="grid gap-4 lg:grid-cols-2">
        <InsightsChart days={days} counter={counter} periodLabel={periodLabel} />
        <DailyTable days={days} totals={totals} periodLabel={periodLabel} />
      </div>
      <section aria-labelledby="insights-listings" className="space-y-3">
        <h2 id="insights-listings" className="text-lg font-semibold text-slate-900">
          {t("insights.listings")}
        </h2>
        {listings.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">{t("insights.listingsEmpty")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {listings.map((listing) => (
              <li key={listing.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p dir="auto" className="truncate font-medium text-slate-900">
                    {listing.title}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t("insights.counter.impression")} {numbers.format(listing.impression)} · {t("insights.counter.views")} {numbers.format(listing.views)} ·{" "}
                    {t("insights.counter.favorites")} {numbers.format(listing.favorites)}
                  </p>
                </div>
                <Link
                  to={`/dashboard/insights/${listing.id}?days=${period}`}
                  aria-label={t("insights.openFor", { title: isolate(listing.title) })}
                  className={buttonClass({ variant: "quiet", size: "sm" })}
                >
                  {t("insights.open")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ExportForm failed={exportFailed} />
    </div>
  );
}
