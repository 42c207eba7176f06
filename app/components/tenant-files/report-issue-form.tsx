import { Form } from "react-router";
import { ISSUE_CATEGORIES, ISSUE_URGENCIES } from "#domain/issue-reports.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { TenancyActionData } from "~/lib/tenancy.server.ts";
import { inputClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { cardClass, Done, FieldMessages, Refusal } from "./tenancy-parts.tsx";

/** The tenant's report: what is wrong, its category and urgency, and up to five photos. */
export function ReportIssueForm({ answer }: { answer?: TenancyActionData }) {
  const { t } = useTranslation();
  const busy = useIsPending({ state: "submitting" });
  const mine = answer?.intent === "report" ? answer : undefined;
  return (
    <section aria-labelledby="report-title" className={cardClass}>
      <h2 id="report-title" className="text-lg font-semibold text-slate-900">
        {t("tenantFiles.issues.reportTitle")}
      </h2>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="report" />
        <Refusal code={mine?.code} />
        {mine?.done ? <Done message={t("tenantFiles.issues.reported")} /> : null}
        <div>
          <label htmlFor="description" className="mb-1 block font-medium text-slate-800">
            {t("tenantFiles.issues.descriptionLabel")}
          </label>
          <textarea
            id="description"
            name="description"
            rows={4}
            required
            defaultValue={mine?.done ? "" : mine?.values?.description}
            aria-describedby="description-error"
            aria-invalid={mine?.fieldErrors?.description ? true : undefined}
            className={inputClass(Boolean(mine?.fieldErrors?.description))}
          />
          <FieldMessages id="description-error" errors={mine?.fieldErrors?.description} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="category" className="mb-1 block font-medium text-slate-800">
              {t("tenantFiles.issues.categoryLabel")}
            </label>
            <select id="category" name="category" defaultValue={mine?.values?.category ?? "other"} className={inputClass(false)}>
              {ISSUE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`tenantFiles.issues.categories.${category}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="urgency" className="mb-1 block font-medium text-slate-800">
              {t("tenantFiles.issues.urgencyLabel")}
            </label>
            <select id="urgency" name="urgency" defaultValue={mine?.values?.urgency ?? "normal"} className={inputClass(false)}>
              {ISSUE_URGENCIES.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {t(`tenantFiles.issues.urgencies.${urgency}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="photos" className="mb-1 block font-medium text-slate-800">
            {t("tenantFiles.issues.photosLabel")}
          </label>
          <input
            id="photos"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="block w-full text-sm text-slate-700 file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
        </div>
        <StatusButton status={busy ? "pending" : "idle"}>{t("tenantFiles.issues.report")}</StatusButton>
      </Form>
    </section>
  );
}
