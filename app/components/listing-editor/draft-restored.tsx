import { useTranslation } from "~/i18n/use-translation";

/** Says a draft came back, with "Start over" to drop it (its fields and its photos). */
export function DraftRestored({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex items-center justify-between gap-2 rounded bg-sky-50 px-3 py-2 text-sm text-sky-900" role="status">
      <span>{t("listingEditor.draftRestored")}</span>
      <button type="button" className="font-semibold underline" onClick={onStartOver}>
        {t("listingEditor.discardDraft")}
      </button>
    </div>
  );
}
