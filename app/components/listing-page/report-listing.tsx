import type { SubmissionResult } from "@conform-to/react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { LazyDialogSlot } from "~/components/lazy-dialog.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";

export type ReportActionData = { intent: "report"; result?: SubmissionResult<string[]>; sent?: boolean };
/** The report's fetcher, shared by the button (which says it was sent) and the dialog's form. */
export const REPORT_FETCHER_KEY = "report-listing";

const ReportListingDialog = lazyOnFirstUse(() => import("./report-listing-dialog.tsx").then((module) => module.ReportListingDialog));

/**
 * "Report this listing" (decision 0035): a reason from a fixed list and an optional message, sent
 * signed in or not; it lands in the admins' queue. A refused report keeps what was typed.
 */
export function ReportListing() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<ReportActionData>({ key: REPORT_FETCHER_KEY });
  if (!isFetcherPending(fetcher) && fetcher.data?.intent === "report" && fetcher.data.sent) {
    return (
      <p role="status" className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
        {t("cards.report.sent")}
      </p>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={ReportListingDialog.preload}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 underline hover:text-rose-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M5 21V4h11l-1.5 4L16 12H5" />
        </svg>
        {t("cards.report.open")}
      </button>
      <LazyDialogSlot open={open}>
        <ReportListingDialog open={open} onOpenChange={setOpen} onClosed={() => button.current?.focus()} />
      </LazyDialogSlot>
    </>
  );
}
