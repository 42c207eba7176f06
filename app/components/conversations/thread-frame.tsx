import type { ReactNode } from "react";
import { Link } from "react-router";
import { isolate } from "#domain/bidi.ts";
import { useTranslation } from "~/i18n/use-translation";
import { ActionError } from "./parts.tsx";

/**
 * The frame of one thread, an offer's or a request's: its badges, the other person, the listing,
 * the kind's own header lines, every entry, the last action's refusal, and the kind's own actions.
 */
export function ThreadFrame({
  titleId,
  badges,
  otherName,
  listing,
  header,
  lead,
  entriesLabel,
  entries,
  error,
  children,
}: {
  titleId: string;
  badges: ReactNode;
  otherName: string;
  listing: { title: string; path: string };
  /** The kind's own lines under the listing (a standing amount, a tour's time). */
  header?: ReactNode;
  /** What comes before the entries (a tour's preferred times). */
  lead?: ReactNode;
  entriesLabel: string;
  entries: ReactNode;
  error: string | undefined;
  /** What the reader may do now. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <header className="space-y-2 border-b border-slate-100 pb-4">
        <div className="flex flex-wrap items-center gap-2">{badges}</div>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {t("requests.with", { name: isolate(otherName) })}
        </h2>
        <p className="text-sm text-slate-700">
          {t("requests.about", { title: isolate(listing.title) })}{" "}
          <Link to={listing.path} className="font-medium text-brand-700 underline">
            {t("requests.openListing")}
          </Link>
        </p>
        {header}
      </header>
      {lead}
      <ol aria-label={entriesLabel} className="space-y-3">
        {entries}
      </ol>
      <ActionError messageKey={error} />
      {children}
    </article>
  );
}
