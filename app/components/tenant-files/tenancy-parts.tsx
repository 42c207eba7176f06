import { errorMessageKey, type ErrorCode } from "#domain/errors.ts";
import type { TenancyFileView } from "#domain/tenancy-files.ts";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button.tsx";
import { formatDate } from "~/lib/format.ts";

export const cardClass = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/** A refusal of the form it belongs to, in the user's language. */
export function Refusal({ code }: { code?: ErrorCode }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {t(errorMessageKey(code) as never)}
    </p>
  );
}

export function Done({ message }: { message: string }) {
  return (
    <p role="status" className="rounded border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800">
      {message}
    </p>
  );
}

export function FieldMessages({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} className="mt-1 text-sm text-red-700">
      {errors.map((error) => (
        <p key={error}>{t(error as never)}</p>
      ))}
    </div>
  );
}

function fileSize(bytes: number, language: string, t: ReturnType<typeof useTranslation>["t"]): string {
  if (bytes < 1_048_576) return t("tenantFiles.files.sizeKb", { size: Math.max(1, Math.round(bytes / 1024)).toLocaleString(language) });
  return t("tenantFiles.files.size", { size: (bytes / 1_048_576).toLocaleString(language, { maximumFractionDigits: 1 }) });
}

/** Files of a tenancy: each opens through its authorised address (never a public one). */
export function FileList({ files }: { files: TenancyFileView[] }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return <p className="text-sm text-slate-600">{t("tenantFiles.files.empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900" dir="auto">
              {file.fileName}
            </p>
            <p className="text-xs text-slate-600">
              {t("tenantFiles.uploadedOn", { date: formatDate(new Date(file.createdAt), i18n.language) })} · {fileSize(file.sizeBytes, i18n.language, t)}
            </p>
          </div>
          <div className="flex gap-2">
            <a
              href={file.url}
              target="_blank"
              rel="noopener"
              className={buttonClass({ variant: "outline", size: "sm" })}
              aria-label={`${t("tenantFiles.open")}: ${file.fileName}`}
            >
              {t("tenantFiles.open")}
            </a>
            <a
              href={`${file.url}?download`}
              download={file.fileName}
              className={buttonClass({ variant: "outline", size: "sm" })}
              aria-label={`${t("tenantFiles.download")}: ${file.fileName}`}
            >
              {t("tenantFiles.download")}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Photos of an area or an issue, as thumbnails that open full size. */
export function PhotoStrip({ photos, label }: { photos: TenancyFileView[]; label: (number: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noopener" className="block">
            <img src={photo.url} alt={label(index + 1)} loading="lazy" className="h-20 w-20 rounded border border-slate-200 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
