import { comparedWithMedian, type PeerComparison } from "#domain/insights.ts";
import { numberFormat } from "#domain/intl.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

const BADGE = { above: "bg-emerald-100 text-emerald-900", near: "bg-slate-100 text-slate-800", below: "bg-amber-100 text-amber-900" } as const;

/** The listing's views and contacts beside the median of similar live listings in its district (decision 0027). */
export function PeerComparisonCard({ comparison }: { comparison: PeerComparison }) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const numbers = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const rows = [
    { label: t("insights.yourViews"), value: comparison.views, medianLabel: t("insights.medianViews"), median: comparison.medianViews },
    { label: t("insights.yourContacts"), value: comparison.contacts, medianLabel: t("insights.medianContacts"), median: comparison.medianContacts },
  ];
  return (
    <section aria-labelledby="insights-comparison" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="insights-comparison" className="text-lg font-semibold text-slate-900">
        {t("insights.comparison")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("insights.comparisonRule", {
          propertyType: label("propertyType", comparison.propertyType),
          listingType: label("listingType", comparison.listingType),
          district: comparison.district,
        })}
      </p>
      {comparison.peers === 0 ? (
        <p className="mt-3 text-slate-700">{t("insights.noPeers")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t("insights.peers", { count: comparison.peers })}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {rows.map((row) => {
              const verdict = comparedWithMedian(row.value, row.median);
              return (
                <div key={row.label} className="rounded-lg bg-slate-50 p-3">
                  <dl>
                    <div className="flex items-baseline justify-between gap-2">
                      <dt className="text-sm text-slate-700">{row.label}</dt>
                      <dd className="text-xl font-bold tabular-nums text-slate-900">{numbers.format(row.value)}</dd>
                    </div>
                    <div className="mt-1 flex items-baseline justify-between gap-2">
                      <dt className="text-sm text-slate-700">{row.medianLabel}</dt>
                      <dd className="tabular-nums text-slate-800">{row.median === null ? t("insights.noRate") : numbers.format(row.median)}</dd>
                    </div>
                  </dl>
                  {verdict ? (
                    <p className={`mt-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[verdict]}`}>{t(`insights.${verdict}`)}</p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
