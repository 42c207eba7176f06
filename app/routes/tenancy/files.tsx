import { data, Form } from "react-router";
import { tenancyFilesPage } from "#server/tenants/tenancy-files.server.ts";
import { uploadTenancyFile } from "#server/tenants/upload-tenancy-file.server.ts";
import { cardClass, Done, FieldMessages, FileList, Refusal } from "~/components/tenant-files/tenancy-parts.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { readTenancyForm, runTenancyWrite, type TenancyActionData, tenancyOr404, unreadFormAnswer } from "~/lib/tenancy.server.ts";
import type { Route } from "./+types/files";
import { inputClass, labelClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  return tenancyOr404(() => tenancyFilesPage(user.id, params.propertyId));
}

/** One file per upload: a legal file or an inspection report, checked by content, 20 MB at most. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readTenancyForm(request, { maxFiles: 1 });
  if ("code" in form) return unreadFormAnswer("upload", form.code);
  const shelf = form.fields.get("shelf") === "inspection" ? "inspection" : "legal";
  const file = form.files.find((candidate) => candidate.field === "file");
  if (!file)
    return data<TenancyActionData>({ intent: "upload", fieldErrors: { file: ["tenantFiles.files.fileRequired"] }, values: { shelf } }, { status: 400 });
  return runTenancyWrite({ intent: "upload", values: { shelf }, done: "tenantFiles.files.uploaded" }, async () => {
    await uploadTenancyFile(user.id, params.propertyId, shelf, file);
  });
}

/** `/tenant/:propertyId/files`: the tenancy's legal files and inspection reports, for its landlord and tenants only. */
export default function TenantFiles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useIsPending({ state: "submitting" });
  const canWrite = loaderData.role !== "former-tenant";
  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t("tenantFiles.files.title")}</h2>
      <p className="text-slate-700">{t("tenantFiles.files.intro")}</p>

      {canWrite ? (
        <section aria-labelledby="upload-title" className={cardClass}>
          <h2 id="upload-title" className="text-lg font-semibold text-slate-900">
            {t("tenantFiles.files.upload")}
          </h2>
          <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
            <Refusal code={actionData?.code} />
            {actionData?.done ? <Done message={t(actionData.done as never)} /> : null}
            <div>
              <label htmlFor="shelf" className={labelClass}>
                {t("tenantFiles.files.shelfLabel")}
              </label>
              <select id="shelf" name="shelf" defaultValue={actionData?.values?.shelf ?? "legal"} className={`${inputClass(false)} bg-white`}>
                <option value="legal">{t("tenantFiles.files.shelves.legal")}</option>
                <option value="inspection">{t("tenantFiles.files.shelves.inspection")}</option>
              </select>
            </div>
            <div>
              <label htmlFor="file" className={labelClass}>
                {t("tenantFiles.files.fileLabel")}
              </label>
              <input
                id="file"
                name="file"
                type="file"
                required
                accept="application/pdf,image/jpeg,image/png,image/webp"
                aria-describedby="file-error"
                className="block w-full text-sm text-slate-700 file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
              />
              <FieldMessages id="file-error" errors={actionData?.fieldErrors?.file} />
            </div>
            <StatusButton status={busy ? "pending" : "idle"}>{t("tenantFiles.files.upload")}</StatusButton>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="legal-title" className={cardClass}>
        <h2 id="legal-title" className="text-lg font-semibold text-slate-900">
          {t("tenantFiles.files.legalTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("tenantFiles.files.legalIntro")}</p>
        <FileList files={loaderData.legal} />
      </section>

      <section aria-labelledby="inspection-files-title" className={cardClass}>
        <h2 id="inspection-files-title" className="text-lg font-semibold text-slate-900">
          {t("tenantFiles.files.inspectionTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("tenantFiles.files.inspectionIntro")}</p>
        <FileList files={loaderData.inspection} />
      </section>
      <p className="text-sm text-slate-600">{t("tenantFiles.privateNote")}</p>
    </div>
  );
}
