import { DAILY_COUNTERS, type DailyCounts, type InsightDay } from "#domain/insights.ts";
import { numberFormat } from "#domain/intl.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useDayLabel } from "./insights-chart.tsx";

/** Every counter per day, newest first, with the period's totals: the chart's numbers, for reading. */
export function DailyTable({ days, totals, periodLabel }: { days: InsightDay[]; totals: DailyCounts; periodLabel: string }) {
  const { t, i18n } = useTranslation();
  const dayLabel = useDayLabel();
  const numbers = numberFormat(i18n.language);
  const caption = t("insights.tableCaption", { period: periodLabel });
  return (
    // Scrolls sideways on a phone; focusable so it can be scrolled from the keyboard.
    <div role="region" aria-label={caption} tabIndex={0} className="max-h-[28rem] overflow-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t("insights.day")}
            </th>
            {DAILY_COUNTERS.map((counter) => (
              <th key={counter} scope="col" className="px-3 py-2 text-end font-semibold whitespace-nowrap">
                {t(`insights.counter.${counter}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row" className="px-3 py-1.5 text-start font-medium whitespace-nowrap text-slate-800">
                {dayLabel(day.day)}
              </th>
              {DAILY_COUNTERS.map((counter) => (
                <td key={counter} className="px-3 py-1.5 text-end tabular-nums text-slate-800">
                  {numbers.format(day[counter])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-start">
              {t("insights.total")}
            </th>
            {DAILY_COUNTERS.map((counter) => (
              <td key={counter} className="px-3 py-2 text-end tabular-nums">
                {numbers.format(totals[counter])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
