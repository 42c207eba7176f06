import { useId } from "react";
import { type DailyCounter, type InsightDay } from "#domain/insights.ts";
import { dateFormat, numberFormat } from "#domain/intl.ts";
import { useTranslation } from "~/i18n/use-translation";

// Drawn at about a phone's width, so the axis labels read at their size there and grow on wider screens.
const WIDTH = 360;
const HEIGHT = 180;
const PAD = { top: 12, right: 6, bottom: 24, left: 34 };

/** A day (YYYY-MM-DD) as the reader's short date. */
export function useDayLabel() {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * One counter per day as bars, drawn in SVG (no chart library). A screen reader reads its title and
 * a one-line summary; every number is in the table beside it. Time runs left to right in every
 * language, as on a calendar.
 */
export function InsightsChart({ days, counter, periodLabel }: { days: InsightDay[]; counter: DailyCounter; periodLabel: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const dayLabel = useDayLabel();
  const values = days.map((day) => day[counter]);
  const max = Math.max(...values, 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  const busiest = days[values.indexOf(max)];
  const top = Math.max(max, 1);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / days.length;
  const bar = Math.max(1, slot * 0.7);
  const numbers = numberFormat(i18n.language);
  const title = t("insights.chartTitle", { counter: t(`insights.counter.${counter}`), period: periodLabel });
  const summary =
    max > 0 && busiest
      ? t("insights.chartSummary", { total: numbers.format(total), day: dayLabel(busiest.day), max: numbers.format(max) })
      : t("insights.chartEmpty");
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="mt-1 text-sm text-slate-700">
        {summary}
      </p>
      <div dir="ltr" className="mt-3">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
          {[0, 0.5, 1].map((share) => {
            const y = PAD.top + plotHeight * (1 - share);
            return (
              <g key={share}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" strokeWidth={1} />
                <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="#475569">
                  {numbers.format(Math.round(top * share))}
                </text>
              </g>
            );
          })}
          {days.map((day, index) => {
            const height = (day[counter] / top) * plotHeight;
            return (
              <rect
                key={day.day}
                x={PAD.left + index * slot + (slot - bar) / 2}
                y={PAD.top + plotHeight - height}
                width={bar}
                height={Math.max(height, day[counter] > 0 ? 1 : 0)}
                rx={Math.min(3, bar / 3)}
                fill="#0f6e56"
              >
                <title>{`${dayLabel(day.day)}: ${numbers.format(day[counter])}`}</title>
              </rect>
            );
          })}
          {days.length > 0 ? (
            <>
              <text x={PAD.left} y={HEIGHT - 8} fontSize={11} fill="#475569">
                {dayLabel(days[0]!.day)}
              </text>
              <text x={WIDTH - PAD.right} y={HEIGHT - 8} fontSize={11} fill="#475569" textAnchor="end">
                {dayLabel(days.at(-1)!.day)}
              </text>
            </>
          ) : null}
        </svg>
      </div>
    </figure>
  );
}
