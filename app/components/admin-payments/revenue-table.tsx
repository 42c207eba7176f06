import type { RevenueRow } from "#domain/payments.ts";
import { Usd } from "~/components/credits/credit-parts.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** Confirmed money by month and method, with its CSV. */
export function RevenueTable({ rows }: { rows: RevenueRow[] }) {
  const { t } = useTranslation();
  const cell = "px-3 py-2";
  return (
    <section aria-labelledby="revenue-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="revenue-heading" className="text-lg font-semibold text-slate-900">
          {t("credits.admin.revenueTitle")}
        </h3>
        {rows.length > 0 ? (
          <a
            href="/admin/payments/revenue.csv"
            download
            className="rounded border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-50"
          >
            {t("credits.admin.revenueCsv")}
          </a>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t("credits.admin.revenueEmpty")}</p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-labelledby="revenue-heading"
          className="overflow-x-auto rounded-xl border border-slate-200 focus:outline-2 focus:outline-brand-600"
        >
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {(["month", "method", "count", "gross", "refunded", "net"] as const).map((column, index) => (
                  <th key={column} scope="col" className={`${cell} font-semibold ${index < 2 ? "text-start" : "text-end"}`}>
                    {t(`credits.admin.revenueColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={`${row.month}-${row.method}`} data-revenue={`${row.month}-${row.method}`}>
                  <td className={cell} dir="ltr">
                    {row.month}
                  </td>
                  <td className={cell}>{t(`credits.methods.${row.method}`)}</td>
                  <td className={`${cell} text-end`}>{row.count}</td>
                  <td className={`${cell} text-end`}>
                    <Usd cents={row.grossCents} />
                  </td>
                  <td className={`${cell} text-end`}>
                    <Usd cents={row.refundedCents} />
                  </td>
                  <td className={`${cell} text-end font-semibold`}>
                    <Usd cents={row.grossCents - row.refundedCents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
