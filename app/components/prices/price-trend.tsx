import { useId } from "react";
import { dateFormat } from "#domain/intl.ts";
import type { ListingType } from "#domain/listing.ts";
import type { MonthlyMedian } from "#domain/market.ts";
import { useTranslation } from "~/i18n/use-translation";
import { usePriceWords } from "./price-comparison.tsx";

const WIDTH = 360;
const HEIGHT = 170;
const PAD = { top: 12, right: 8, bottom: 24, left: 48 };

/**
 * The monthly medians as a line in SVG (no chart library), months without enough listings left as
 * gaps. The picture is hidden from screen readers: the same figures are in the table under it.
 * Time runs left to right in every language, as on a calendar.
 */
export function PriceTrend({ listingType, trend }: { listingType: ListingType; trend: MonthlyMedian[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const words = usePriceWords(listingType);
  const monthFormat = dateFormat(i18n.language, { month: "short", year: "2-digit", timeZone: "UTC" });
  const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
  const shown = trend.filter((month) => month.median !== null).map((month) => month.median!);
  if (shown.length === 0) return <p className="text-sm text-slate-700">{t("prices.trendEmpty")}</p>;
  const top = Math.max(...shown) * 1.1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (trend.length > 1 ? (index / (trend.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight * (1 - value / top);
  // One path segment per run of months with a figure: a month without one breaks the line.
  const path = trend
    .map((month, index) => (month.median === null ? null : `${index > 0 && trend[index - 1]!.median !== null ? "L" : "M"}${x(index)},${y(month.median)}`))
    .filter(Boolean)
    .join(" ");
  return (
    <figure className="space-y-2">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {t("prices.trendTitle")}
      </figcaption>
      <p className="text-sm text-slate-700">{t("prices.trendSummary")}</p>
      <div dir="ltr">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="h-auto w-full">
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * share)} y2={y(top * share)} stroke="#e2e8f0" strokeWidth={1} />
              <text x={PAD.left - 4} y={y(top * share) + 4} textAnchor="end" fontSize={10} fill="#475569">
                {words.money(Math.round(top * share))}
              </text>
            </g>
          ))}
          <path d={path} fill="none" stroke="#0f6e56" strokeWidth={2} />
          {trend.map((month, index) => (month.median === null ? null : <circle key={month.month} cx={x(index)} cy={y(month.median)} r={3} fill="#0f6e56" />))}
          <text x={PAD.left} y={HEIGHT - 6} fontSize={10} fill="#475569">
            {monthLabel(trend[0]!.month)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize={10} fill="#475569" textAnchor="end">
            {monthLabel(trend.at(-1)!.month)}
          </text>
        </svg>
      </div>
      <table className="sr-only" aria-labelledby={`${id}-title`}>
        <thead>
          <tr>
            <th scope="col">{t("prices.month")}</th>
            <th scope="col">{t("prices.median")}</th>
            <th scope="col">{t("prices.listingsColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month)}</th>
              <td>{month.median === null ? t("prices.notEnough") : words.money(month.median)}</td>
              <td>{month.listings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
