import { Button } from "~/components/ui/button.tsx";
import { labelClass } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/components/ui/alert.tsx";

/**
 * The CSV export: a plain GET that downloads the file (a full request, not a client navigation).
 * When it cannot be produced the server comes back to this page with `export=failed`.
 */
export function ExportForm({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="insights-export" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 id="insights-export" className="text-lg font-semibold text-slate-900">
        {t("insights.exportTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("insights.exportIntro")}</p>
      {failed ? <Alert className="mt-3 font-medium">{t("errors.insightsExportFailed")}</Alert> : null}
      <form method="get" action="/dashboard/insights/export" className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="export-listing-type" className={labelClass}>
            {t("insights.exportWhich")}
          </label>
          <select id="export-listing-type" name="listing_type" defaultValue="" className="rounded border border-slate-400 bg-white px-2 py-2">
            <option value="">{t("insights.exportAll")}</option>
            <option value="Rental">{t("insights.exportRental")}</option>
            <option value="Sale">{t("insights.exportSale")}</option>
          </select>
        </div>
        <Button type="submit">{t("insights.exportButton")}</Button>
      </form>
    </section>
  );
}
