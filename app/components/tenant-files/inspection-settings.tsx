import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { TenancyActionData } from "~/lib/tenancy.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { inputClass, labelClass } from "~/components/ui/field.tsx";
import { cardClass, Refusal } from "./tenancy-parts.tsx";

/** The landlord's two choices: show the latest inspection on the public listing, and tell a tenant. */
export function InspectionSettings({
  inspectionPublic,
  tenants,
  answer,
}: {
  inspectionPublic: boolean;
  tenants: Array<{ id: string; name: string }>;
  answer?: TenancyActionData;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="public-title" className={`${cardClass} space-y-3`}>
        <h2 id="public-title" className="text-lg font-semibold text-slate-900">
          {t("tenantFiles.inspections.publicTitle")}
        </h2>
        <p className="text-sm text-slate-700">{t(inspectionPublic ? "tenantFiles.inspections.publicOn" : "tenantFiles.inspections.publicOff")}</p>
        <Refusal code={answer?.intent === "publish" ? answer.code : undefined} />
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="shown" value={inspectionPublic ? "false" : "true"} />
          <Button type="submit" variant="outline" size="sm" aria-pressed={inspectionPublic}>
            {t(inspectionPublic ? "tenantFiles.inspections.hide" : "tenantFiles.inspections.show")}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="notify-title" className={`${cardClass} space-y-3`}>
        <h2 id="notify-title" className="text-lg font-semibold text-slate-900">
          {t("tenantFiles.inspections.notifyTitle")}
        </h2>
        <p className="text-sm text-slate-700">{t("tenantFiles.inspections.notifyIntro")}</p>
        <Refusal code={answer?.intent === "notify" ? answer.code : undefined} />
        {tenants.length === 0 ? (
          <p className="text-sm text-slate-600">{t("tenantFiles.inspections.noTenant")}</p>
        ) : (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="notify" />
            <div>
              <label htmlFor="personId" className={labelClass}>
                {t("tenantFiles.inspections.tenantLabel")}
              </label>
              <select id="personId" name="personId" className={inputClass(false)}>
                {tenants.map((tenant) => (
                  <option key={tenant.id} value={tenant.id}>
                    {tenant.name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="outline" size="sm">
              {t("tenantFiles.inspections.notify")}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}
