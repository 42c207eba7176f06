import { Form } from "react-router";
import type { AreaCondition } from "#domain/listing.ts";
import { INSPECTION_AREAS, type InspectionArea } from "#domain/listing.ts";
import type { InspectionView } from "#domain/inspections.ts";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";
import type { TenancyActionData } from "~/lib/tenancy.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { cardClass, FieldMessages, PhotoStrip, Refusal } from "./tenancy-parts.tsx";

export const CONDITION_STYLE: Record<AreaCondition, string> = {
  Good: "bg-brand-100 text-brand-800",
  Fair: "bg-amber-100 text-amber-900",
  "Needs repair": "bg-red-100 text-red-800",
  "Not Inspected": "bg-slate-100 text-slate-700",
};

export function ConditionBadge({ condition }: { condition: AreaCondition }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${CONDITION_STYLE[condition]}`}>
      {t(`tenantFiles.conditions.${condition}`)}
    </span>
  );
}

/** The tenant's answer on one area: acknowledge it, or send a comment. */
function AreaResponseForm({ inspectionId, area, answer }: { inspectionId: string; area: InspectionArea; answer?: TenancyActionData }) {
  const { t } = useTranslation();
  const target = `${inspectionId}:${area}`;
  const mine = answer?.target === target ? answer : undefined;
  const id = `comment-${inspectionId}-${INSPECTION_AREAS.indexOf(area)}`;
  const areaName = t(`listingPage.inspection.areas.${area}`);
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="respond" />
      <input type="hidden" name="inspectionId" value={inspectionId} />
      <input type="hidden" name="area" value={area} />
      <Refusal code={mine?.code} />
      <label htmlFor={id} className="sr-only">
        {t("tenantFiles.inspections.commentLabel", { area: areaName })}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="comment"
          defaultValue={mine?.done ? "" : mine?.values?.comment}
          placeholder={t("tenantFiles.inspections.commentLabel", { area: areaName })}
          aria-describedby={`${id}-error`}
          className="min-w-0 grow rounded border border-slate-400 px-3 py-1.5 text-sm focus:border-brand-600"
        />
        <Button type="submit" name="acknowledged" value="false" variant="outline" size="sm">
          {t("tenantFiles.inspections.sendComment")}
        </Button>
        <Button type="submit" name="acknowledged" value="true" size="sm" aria-label={`${t("tenantFiles.inspections.acknowledge")}: ${areaName}`}>
          {t("tenantFiles.inspections.acknowledge")}
        </Button>
      </div>
      <FieldMessages id={`${id}-error`} errors={mine?.fieldErrors?.comment} />
    </Form>
  );
}

/** One inspection: each area's condition, note, photos and the tenants' answers. */
export function InspectionCard({ inspection, canRespond, answer }: { inspection: InspectionView; canRespond: boolean; answer?: TenancyActionData }) {
  const { t, i18n } = useTranslation();
  const titleId = `inspection-${inspection.id}-title`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} space-y-4`} data-inspection={inspection.id}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {t("tenantFiles.inspections.inspectedOn", {
            kind: t(`tenantFiles.inspections.kinds.${inspection.kind}`),
            date: formatDate(new Date(`${inspection.inspectedOn}T12:00:00Z`), i18n.language),
          })}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${inspection.notifiedAt ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"}`}
        >
          {t(inspection.notifiedAt ? "tenantFiles.inspections.notified" : "tenantFiles.inspections.notYetNotified")}
        </span>
      </header>
      <ul className="divide-y divide-slate-100">
        {INSPECTION_AREAS.map((area) => {
          const finding = inspection.findings[area];
          const answers = inspection.answers[area] ?? [];
          return (
            <li key={area} className="space-y-2 py-3" data-area={area}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-medium text-slate-900">{t(`listingPage.inspection.areas.${area}`)}</h4>
                <ConditionBadge condition={finding.condition} />
              </div>
              {finding.note ? (
                <p className="text-sm whitespace-pre-line text-slate-700" dir="auto">
                  {finding.note}
                </p>
              ) : null}
              <PhotoStrip
                photos={inspection.photos[area] ?? []}
                label={(number) => t("tenantFiles.photoOf", { number, area: t(`listingPage.inspection.areas.${area}`) })}
              />
              {answers.length > 0 ? (
                <ul className="space-y-1 text-sm" aria-label={t("tenantFiles.inspections.answers")}>
                  {answers.map((response) => (
                    <li key={response.tenantId} className="rounded bg-slate-50 px-2 py-1 text-slate-800" dir="auto">
                      {response.acknowledged ? (
                        <span className="font-semibold text-brand-800">✓ {t("tenantFiles.inspections.acknowledged", { name: response.tenantName })}</span>
                      ) : null}
                      {response.comment ? (
                        <span className="block">{t("tenantFiles.inspections.commented", { name: response.tenantName, comment: response.comment })}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {canRespond ? <AreaResponseForm inspectionId={inspection.id} area={area} answer={answer} /> : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
