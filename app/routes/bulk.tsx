import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect } from "react-router";
import { BULK_COLUMNS, type BulkProblem, MAX_BULK_BYTES, MAX_BULK_PHOTOS, MAX_SHEET_BYTES, MAX_SHEET_ROWS } from "#domain/bulk-sheet.ts";
import { type MultipartBody, MultipartError, readMultipart } from "#server/http/multipart.server.ts";
import { createBulkListings } from "#server/listings/bulk/create-bulk-listings.server.ts";
import { MAX_UPLOAD_BYTES } from "#server/media/process-image.server.ts";
import { PageTitle } from "~/components/page-title.tsx";
import { columnHelp } from "~/lib/bulk-help.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import { withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/bulk";
import { buttonClass } from "~/components/ui/button.tsx";
import { labelClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

const MB = 1024 * 1024;

export function loader() {
  // The photo limit lives with the image code on the server; the page states it.
  return { photoMb: MAX_UPLOAD_BYTES / MB };
}

function refusal(error: MultipartError): BulkProblem {
  switch (error.problem) {
    case "file_too_large":
      return { message: "bulk.errors.fileTooLarge", values: { name: error.filename ?? "", mb: MAX_UPLOAD_BYTES / MB } };
    case "too_many_files":
      return { message: "bulk.errors.tooManyPhotos", values: { count: MAX_BULK_PHOTOS } };
    case "too_large":
      return { message: "bulk.errors.uploadTooLarge", values: { mb: MAX_BULK_BYTES / MB } };
    default:
      return { message: "bulk.errors.uploadFailed" };
  }
}

const refused = (problems: BulkProblem[], status: number) => data({ problems }, { status });

/** The sheet and its photos, all checked; every listing saved, or none and a report by row. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  let body: MultipartBody;
  try {
    body = await readMultipart(request, { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_BULK_PHOTOS + 1, maxTotalBytes: MAX_BULK_BYTES, maxFields: 10 });
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    return refused([refusal(error)], error.problem === "malformed" || error.problem === "aborted" ? 400 : 413);
  }
  // A file input left empty still sends a part, with no name and no bytes.
  const files = body.files.filter((file) => file.filename !== "" || file.data.length > 0);
  const sheet = files.find((file) => file.field === "sheet");
  if (!sheet) return refused([{ message: "bulk.errors.sheetRequired" }], 400);
  const photos = files.filter((file) => file.field === "photos");
  const result = await createBulkListings(user.id, sheet, photos);
  if (!result.ok) return refused(result.problems, 422);
  return redirect(withNotice(`/dashboard?listing_type=${result.listingType}`, "bulkUploaded"));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-5" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Report({ problems }: { problems: BulkProblem[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-5">
      <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800">
        <h3 className="font-semibold">{t("bulk.reportTitle")}</h3>
        <p className="text-sm">{t("bulk.reportIntro")}</p>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("bulk.reportTitle")}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pe-3 text-start">
                {t("bulk.reportRow")}
              </th>
              <th scope="col" className="py-2 pe-3 text-start">
                {t("bulk.reportColumn")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("bulk.reportProblem")}
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem, index) => (
              <tr key={index} className="border-b border-slate-100 align-top">
                <td className="py-2 pe-3">{problem.row ?? t("bulk.reportSheet")}</td>
                <td className="py-2 pe-3">
                  <code dir="ltr">{problem.column ?? ""}</code>
                </td>
                <td className="py-2">{t(problem.message as never, problem.values)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const linkClass = buttonClass({ variant: "outline" });

export default function Bulk({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useIsPending({ state: "submitting" });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageTitle title={t("pages.bulk")} subtitle={t("bulk.intro")} />

      <Section title={t("bulk.stepsTitle")}>
        <ol className="list-decimal space-y-2 ps-5 text-slate-800">
          <li>{t("bulk.step1")}</li>
          <li>{t("bulk.step2")}</li>
          <li>{t("bulk.step3")}</li>
          <li>{t("bulk.step4")}</li>
        </ol>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/resources/bulk-template/csv" download className={linkClass}>
            {t("bulk.templateCsv")}
          </a>
          <a href="/resources/bulk-template/xlsx" download className={linkClass}>
            {t("bulk.templateXlsx")}
          </a>
        </div>
      </Section>

      <Section title={t("bulk.uploadTitle")}>
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <div>
            <label htmlFor="bulk-sheet" className={labelClass}>
              {t("bulk.sheetLabel")}
            </label>
            <input
              id="bulk-sheet"
              name="sheet"
              type="file"
              required
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby="bulk-sheet-hint"
              className="block w-full text-sm"
            />
            <p id="bulk-sheet-hint" className="mt-1 text-xs text-slate-600">
              {t("bulk.sheetHint", { mb: MAX_SHEET_BYTES / MB, count: MAX_SHEET_ROWS })}
            </p>
          </div>
          <div>
            <label htmlFor="bulk-photos" className={labelClass}>
              {t("bulk.photosLabel")}
            </label>
            <input
              id="bulk-photos"
              name="photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif"
              aria-describedby="bulk-photos-hint"
              className="block w-full text-sm"
            />
            <p id="bulk-photos-hint" className="mt-1 text-xs text-slate-600">
              {t("bulk.photosHint", { count: MAX_BULK_PHOTOS, mb: loaderData.photoMb })}
            </p>
          </div>
          <StatusButton status={busy ? "pending" : "idle"} pendingLabel={t("bulk.submitting")}>
            {t("bulk.submit")}
          </StatusButton>
        </Form>
        {actionData?.problems.length ? <Report problems={actionData.problems} /> : null}
      </Section>

      <Section title={t("bulk.columnsTitle")}>
        <dl className="space-y-2 text-sm">
          {BULK_COLUMNS.map((column) => (
            <div key={column} className="sm:flex sm:gap-3">
              <dt className="font-semibold text-slate-900 sm:w-40 sm:shrink-0">
                <code dir="ltr">{column}</code>
              </dt>
              <dd className="text-slate-700">{columnHelp(t, column)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}
