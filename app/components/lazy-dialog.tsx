import { type ReactNode, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/i18n/use-translation";
import { LazyBoundary, lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

/** `SheetDialog` (the phone menu, the search's filters), its chunk loaded on first use. */
export const LazySheetDialog = lazyOnFirstUse(() => import("./sheet-dialog.tsx").then((module) => module.SheetDialog));

/**
 * The place of a dialog whose code loads on first use (decision 0032): nothing until it first
 * opens, then its lazy content, with the loading card while that code arrives. Kept mounted once
 * opened, so closing it plays out as the dialog's own (focus back to the button that opened it).
 */
export function LazyDialogSlot({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <LazyBoundary fallback={open ? <DialogLoading /> : null}>{children}</LazyBoundary>;
}

/**
 * A dialog's place while its code loads: the same overlay and card, saying so. In `<body>` like the
 * dialog's own portal, out of any ancestor that would hold a fixed box (the contact bar's blur).
 */
export function DialogLoading() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const card = (
    <>
      <div className="fixed inset-0 z-40 bg-slate-900/50" />
      <div
        role="status"
        data-testid="dialog-loading"
        className="fixed start-1/2 top-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-y-1/2 items-center gap-3 rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
      >
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
        <span className="text-slate-700">{t("common.loading")}</span>
      </div>
    </>
  );
  return hydrated ? createPortal(card, document.body) : card;
}
