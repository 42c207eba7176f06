import { Link } from "react-router";
import type { RequestStatus } from "#domain/requests.ts";
import type { RequestSummary } from "#domain/request-views.ts";
import { type Box, formatWhen, StatusBadge, type Tone, useThreadHref } from "~/components/conversations/parts.tsx";
import { useTranslation } from "~/i18n/use-translation";

export const REQUEST_TONE: Record<RequestStatus, Tone> = {
  pending: "waiting",
  proposed: "waiting",
  replied: "good",
  accepted: "good",
  declined: "closed",
  expired: "closed",
};

export function RequestList({ requests, box, selectedId, empty }: { requests: RequestSummary[]; box: Box; selectedId: string | undefined; empty: string }) {
  const { t, i18n } = useTranslation();
  const threadHref = useThreadHref("/requests", box);
  if (!requests.length) return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {requests.map((request) => (
        <li key={request.id}>
          <Link
            to={threadHref(request.id)}
            aria-current={request.id === selectedId ? "true" : undefined}
            className={`block space-y-1 px-4 py-3 hover:bg-slate-50 ${request.id === selectedId ? "bg-brand-50" : ""}`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold text-slate-900">{request.otherName}</span>
              <span className="shrink-0 text-xs text-slate-600">{formatWhen(request.lastMessageAt, i18n.language)}</span>
            </span>
            <span dir="auto" className="block truncate text-sm text-slate-700">
              {request.listing.title}
            </span>
            <span dir="auto" className="block truncate text-sm text-slate-600">
              {request.preview}
            </span>
            <span className="flex flex-wrap items-center gap-2 pt-1">
              <StatusBadge tone="closed">{t(`requests.kinds.${request.kind}`)}</StatusBadge>
              <StatusBadge tone={REQUEST_TONE[request.status]}>{t(`requests.statuses.${request.status}`)}</StatusBadge>
              {request.unread ? <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{t("requests.unread")}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
