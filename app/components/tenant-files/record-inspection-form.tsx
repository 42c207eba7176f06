import { Form } from "react-router";
import { INSPECTION_KINDS } from "#domain/inspections.ts";
import { AREA_CONDITIONS } from "#domain/listing.ts";
import { INSPECTION_AREAS, NOT_INSPECTED } from "#domain/listing.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { TenancyActionData } from "~/lib/tenancy.server.ts";
import { inputClass, labelClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { cardClass, FieldMessages, Refusal } from "./tenancy-parts.tsx";

/** Field names of an area in the recording form (area names have spaces, so their index). */
export const areaField = (index: number, part: "condition" | "note" | "photos") => `${part}-${index}`;

/** The landlord's form: kind, day, and for each of the 12 areas a condition, a note and photos. */
export function RecordInspectionForm({ answer, today }: { answer?: TenancyActionData; today: string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ state: "submitting" });
  const mine = answer?.intent === "record" ? answer : undefined;
  const typed = mine?.done ? undefined : mine?.values;
  return (
    <details className={`${cardClass} group`} open={Boolean(mine && !mine.done)}>
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">{t("tenantFiles.inspections.recordTitle")}</summary>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="record" />
        <p className="text-sm text-slate-600">{t("tenantFiles.inspections.recordIntro")}</p>
        <Refusal code={mine?.code} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="kind" className="mb-1 block font-medium text-slate-800">
              {t("tenantFiles.inspections.kindLabel")}
            </label>
            <select
              id="kind"
              name="kind"
              defaultValue={typed?.kind ?? "move-in"}
              className={inputClass(Boolean(mine?.fieldErrors?.kind))}
              aria-describedby="kind-error"
            >
              {INSPECTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`tenantFiles.inspections.kinds.${kind}`)}
                </option>
              ))}
            </select>
            <FieldMessages id="kind-error" errors={mine?.fieldErrors?.kind} />
          </div>
          <div>
            <label htmlFor="inspectedOn" className="mb-1 block font-medium text-slate-800">
              {t("tenantFiles.inspections.dateLabel")}
            </label>
            <input
              id="inspectedOn"
              name="inspectedOn"
              type="date"
              required
              defaultValue={typed?.inspectedOn ?? today}
              aria-describedby="inspectedOn-error"
              className={inputClass(Boolean(mine?.fieldErrors?.inspectedOn))}
            />
            <FieldMessages id="inspectedOn-error" errors={mine?.fieldErrors?.inspectedOn} />
          </div>
        </div>
        {/* One column at every size: the 12 areas are a checklist in order, and two columns of cards read
            ambiguously (across or down?) while Tab goes across, up from one card's last field to the next's first. */}
        <ol className="grid gap-4">
          {INSPECTION_AREAS.map((area, index) => (
            <li key={area}>
              <fieldset className="h-full space-y-3 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 font-semibold text-slate-900">{t(`listingPage.inspection.areas.${area}`)}</legend>
                <div>
                  <label htmlFor={areaField(index, "condition")} className={labelClass}>
                    {t("tenantFiles.inspections.conditionLabel")}
                  </label>
                  <select
                    id={areaField(index, "condition")}
                    name={areaField(index, "condition")}
                    defaultValue={typed?.[areaField(index, "condition")] ?? NOT_INSPECTED}
                    className={inputClass(false)}
                  >
                    {AREA_CONDITIONS.map((condition) => (
                      <option key={condition} value={condition}>
                        {t(`tenantFiles.conditions.${condition}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={areaField(index, "note")} className={labelClass}>
                    {t("tenantFiles.inspections.noteLabel")}
                  </label>
                  <textarea
                    id={areaField(index, "note")}
                    name={areaField(index, "note")}
                    rows={2}
                    defaultValue={typed?.[areaField(index, "note")]}
                    aria-describedby={`${areaField(index, "note")}-error`}
                    aria-invalid={mine?.fieldErrors?.[`areas.${area}.note`] ? true : undefined}
                    className={inputClass(Boolean(mine?.fieldErrors?.[`areas.${area}.note`]))}
                  />
                  <FieldMessages id={`${areaField(index, "note")}-error`} errors={mine?.fieldErrors?.[`areas.${area}.note`]} />
                </div>
                <div>
                  <label htmlFor={areaField(index, "photos")} className={labelClass}>
                    {t("tenantFiles.inspections.photosLabel")}
                  </label>
                  <input
                    id={areaField(index, "photos")}
                    name={areaField(index, "photos")}
                    type="file"
                    multiple
                    accept="image/jpeg,image/png,image/webp"
                    className="block w-full text-sm text-slate-700 file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <StatusButton status={busy ? "pending" : "idle"}>{t("tenantFiles.inspections.save")}</StatusButton>
      </Form>
    </details>
  );
}
