import { isAreaCondition, NOT_INSPECTED, INSPECTION_AREAS } from "#domain/listing.ts";
import { useTranslation } from "~/i18n/use-translation";

/** The condition of each area of the home, as inspected (or "not inspected"). */
export function Inspection({ highlight }: { highlight: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="inspection-title" className="space-y-2">
      <h2 id="inspection-title" className="text-lg font-semibold text-slate-900">
        {t("listingPage.inspection.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("listingPage.inspection.intro")}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {INSPECTION_AREAS.map((area) => {
          const state = highlight[area] ?? NOT_INSPECTED;
          return (
            <div key={area} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <dt className="text-slate-600">{t(`listingPage.inspection.areas.${area}`)}</dt>
              <dd className="font-medium text-slate-900">{isAreaCondition(state) ? t(`tenantFiles.conditions.${state}`) : state}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
