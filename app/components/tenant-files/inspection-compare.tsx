import { INSPECTION_AREAS } from "#domain/listing.ts";
import type { InspectionView } from "#domain/inspections.ts";
import { useTranslation } from "~/i18n/use-translation";
import { ConditionBadge } from "./inspection-card.tsx";
import { cardClass } from "./tenancy-parts.tsx";

/** The latest move-in and move-out inspections side by side, area by area. */
export function InspectionCompare({ inspections }: { inspections: InspectionView[] }) {
  const { t } = useTranslation();
  const moveIn = inspections.find((inspection) => inspection.kind === "move-in");
  const moveOut = inspections.find((inspection) => inspection.kind === "move-out");
  if (!moveIn && !moveOut) return null;
  return (
    <section aria-labelledby="compare-title" className={cardClass}>
      <h2 id="compare-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t("tenantFiles.inspections.compareTitle")}
      </h2>
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 text-start font-medium">
              {t("tenantFiles.inspections.area")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("tenantFiles.inspections.kinds.move-in")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("tenantFiles.inspections.kinds.move-out")}
            </th>
          </tr>
        </thead>
        <tbody>
          {INSPECTION_AREAS.map((area) => (
            <tr key={area} className="border-b border-slate-100">
              <th scope="row" className="py-2 pe-2 text-start font-medium text-slate-900">
                {t(`listingPage.inspection.areas.${area}`)}
              </th>
              <td className="py-2 pe-2">{moveIn ? <ConditionBadge condition={moveIn.findings[area].condition} /> : "—"}</td>
              <td className="py-2">{moveOut ? <ConditionBadge condition={moveOut.findings[area].condition} /> : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
