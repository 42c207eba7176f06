import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import { whatsappLink } from "#domain/contact.ts";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { LazyBoundary, lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";

export type ShareActionData = { intent: "share"; result?: SubmissionResult<string[]>; sentTo?: string };

/** The email form's fetcher, shared by the panel (it keeps the form open on an answer) and the form. */
export const SHARE_FETCHER_KEY = "share-listing";

// The email form (its schema, the email rules, Conform) is a chunk of its own (decision 0032): not in
// the page's first download, fetched while the page hydrates (the server's HTML of it, a plain form
// that posts, stays until then). Waiting for "By email" instead would hold every later update of
// the page (a fetcher's answer) behind a boundary that never hydrates.
const ShareEmailForm = lazyOnFirstUse(() => import("./share-email-form.tsx").then((module) => module.ShareEmailForm));

/** Share by WhatsApp, by copying the link, or by email (Share_Property). */
export function SharePanel({ propertyId, title, url, senderName }: { propertyId: string; title: string; url: string; senderName: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"copied" | "copyFailed" | null>(null);
  const fetcher = useFetcher<ShareActionData>({ key: SHARE_FETCHER_KEY });
  const answer = !isFetcherPending(fetcher) && fetcher.data?.intent === "share" ? fetcher.data : undefined;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("copyFailed");
    }
  };
  const button = "rounded border border-slate-400 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <section aria-labelledby="share-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 id="share-title" className="text-lg font-semibold text-slate-900">
        {t("listingPage.share.title")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <a href={whatsappLink(`${title} ${url}`)} target="_blank" rel="noopener noreferrer" className={button}>
          {t("listingPage.share.whatsapp")}
        </a>
        <button type="button" onClick={() => void copy()} className={button}>
          {t("listingPage.share.copy")}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied ? t(`listingPage.share.${copied}`) : ""}
      </p>
      <details open={Boolean(answer)}>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("listingPage.share.byEmail")}</summary>
        <LazyBoundary>
          <ShareEmailForm propertyId={propertyId} senderName={senderName} />
        </LazyBoundary>
      </details>
    </section>
  );
}
