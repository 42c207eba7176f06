import { useId } from "react";
import type { ChangeValue, WaitingChangesView } from "#domain/listing-revisions.ts";
import { useTranslation } from "~/i18n/use-translation";

/** One value of the diff in words: yes or no, a list, or "(empty)". */
function useValueText() {
  const { t } = useTranslation();
  return (value: ChangeValue) => {
    if (typeof value === "boolean") return value ? t("admin.moderation.changes.yes") : t("admin.moderation.changes.no");
    if (Array.isArray(value)) return value.length ? value.join(", ") : t("admin.moderation.changes.empty");
    return value === null || value === "" ? t("admin.moderation.changes.empty") : String(value);
  };
}

function Thumbnails({ label, urls }: { label: string; urls: string[] }) {
  if (!urls.length) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {urls.map((url) => (
          <li key={url}>
            <img src={url} alt="" loading="lazy" className="h-16 w-24 rounded object-cover" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A live listing's changes waiting for review (decision 0076), field by field from what the public
 * sees now to what the owner proposes, and the photos added and removed.
 */
export function WaitingChanges({ changes }: { changes: WaitingChangesView | null }) {
  const { t } = useTranslation();
  const text = useValueText();
  const headingId = useId();
  if (!changes) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg border border-sky-200 bg-sky-50 p-3" data-testid="waiting-changes">
      <h4 id={headingId} className="font-semibold text-sky-950">
        {t("admin.moderation.changes.heading")}
      </h4>
      <p className="text-sm text-slate-700">{t("admin.moderation.changes.note")}</p>
      {changes.fields.length ? (
        <dl className="mt-2 space-y-2 text-sm">
          {changes.fields.map(({ field, before, after }) => (
            <div key={field}>
              <dt className="font-semibold text-slate-800">{t(`admin.moderation.changes.fields.${field}`)}</dt>
              {/* Each value isolated: an English title inside the Arabic screen keeps its own order. */}
              <dd className="max-h-40 overflow-auto whitespace-pre-line">
                <del className="text-red-800">
                  <span className="sr-only">{t("admin.moderation.changes.before")}: </span>
                  <bdi>{text(before)}</bdi>
                </del>
                <span aria-hidden="true" className="mx-1 text-slate-500">
                  →
                </span>
                <ins className="text-green-900 no-underline">
                  <span className="sr-only">{t("admin.moderation.changes.after")}: </span>
                  <bdi>{text(after)}</bdi>
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-2 space-y-2">
        <Thumbnails label={t("admin.moderation.changes.photosAdded")} urls={changes.photosAdded} />
        <Thumbnails label={t("admin.moderation.changes.photosRemoved")} urls={changes.photosRemoved} />
        {changes.photosReordered ? <p className="text-sm text-slate-800">{t("admin.moderation.changes.photosReordered")}</p> : null}
      </div>
    </section>
  );
}
