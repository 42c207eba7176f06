import { Form, Link } from "react-router";
import { contactsOf, DAILY_COUNTERS, type DailyCounter, type DailyCounts, INSIGHT_PERIODS, type InsightPeriod, type insightRates } from "#domain/insights.ts";
import { numberFormat } from "#domain/intl.ts";
import { Button } from "~/components/ui/button.tsx";
import { labelClass } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** The period's label ("Last 30 days"). */
export function usePeriodLabel() {
  const { t } = useTranslation();
  return (period: InsightPeriod) => t(`insights.periods.d${period}`);
}

/** 7, 30 or 90 days, as links (the period lives in the address), and which counter the chart shows. */
export function PeriodPicker({ pathname, period, counter }: { pathname: string; period: InsightPeriod; counter: DailyCounter }) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <nav aria-label={t("insights.period")}>
        <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {INSIGHT_PERIODS.map((days) => (
            <li key={days}>
              <Link
                to={`${pathname}?days=${days}&counter=${counter}`}
                aria-current={days === period ? "page" : undefined}
                preventScrollReset
                className={`block rounded-md px-3 py-1.5 text-sm font-medium ${days === period ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {periodLabel(days)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" preventScrollReset className="flex items-end gap-2">
        <input type="hidden" name="days" value={period} />
        <div>
          <label htmlFor="insights-counter" className={labelClass}>
            {t("insights.counterPick")}
          </label>
          <select id="insights-counter" name="counter" defaultValue={counter} key={counter} className="rounded border border-slate-400 bg-white px-2 py-1.5">
            {DAILY_COUNTERS.map((option) => (
              <option key={option} value={option}>
                {t(`insights.counter.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="quiet" size="sm" className="bg-white">
          {t("insights.show")}
        </Button>
      </Form>
    </div>
  );
}

/** A share as a percentage, or a dash when there was nothing to divide by. */
function usePercent() {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  return (value: number | null) => (value === null ? t("insights.noRate") : format.format(value));
}

/** The period's key figures and its two rates. */
export function InsightsSummary({ totals, rates }: { totals: DailyCounts; rates: ReturnType<typeof insightRates> }) {
  const { t, i18n } = useTranslation();
  const numbers = numberFormat(i18n.language);
  const percent = usePercent();
  const figures: Array<[string, string]> = [
    [t("insights.counter.impression"), numbers.format(totals.impression)],
    [t("insights.counter.views"), numbers.format(totals.views)],
    [t("insights.yourContacts"), numbers.format(contactsOf(totals))],
    [t("insights.counter.favorites"), numbers.format(totals.favorites)],
    [t("insights.viewsPerImpression"), percent(rates.viewsPerImpression)],
    [t("insights.contactsPerView"), percent(rates.contactsPerView)],
  ];
  return (
    <section aria-labelledby="insights-totals">
      <h2 id="insights-totals" className="sr-only">
        {t("insights.totals")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("insights.contactsHelp")}</p>
    </section>
  );
}

export function counterFrom(params: URLSearchParams): DailyCounter {
  const value = params.get("counter");
  return (DAILY_COUNTERS as readonly string[]).includes(value ?? "") ? (value as DailyCounter) : "views";
}
