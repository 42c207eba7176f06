import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { currentChunkFailure, subscribeChunkFailure } from "~/lib/chunk-errors.client.ts";

export function ChunkErrorNotice() {
  const { t } = useTranslation();
  const failure = useSyncExternalStore(subscribeChunkFailure, currentChunkFailure, () => null);
  if (!failure) return null;
  return (
    <div role="alert" className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-lg rounded-lg border border-amber-300 bg-amber-50 p-4 shadow-lg">
      <p className="font-semibold text-amber-900">{t("chunk.title")}</p>
      <p className="mt-1 text-sm text-amber-900">{t("chunk.body")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-3 rounded bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
      >
        {t("chunk.retry")}
      </button>
    </div>
  );
}
