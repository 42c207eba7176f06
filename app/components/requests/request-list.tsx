import type { RequestStatus } from "#domain/requests.ts";
import type { RequestSummary } from "#domain/request-views.ts";
import { ConversationList, UnreadBadge } from "~/components/conversations/conversation-list.tsx";
import { type Box, StatusBadge, type Tone } from "~/components/conversations/parts.tsx";
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
  const { t } = useTranslation();
  return (
    <ConversationList base="/requests" items={requests} box={box} selectedId={selectedId} empty={empty} lastAt={(request) => request.lastMessageAt}>
      {(request) => (
        <>
          <span dir="auto" className="block truncate text-sm text-slate-600">
            {request.preview}
          </span>
          <span className="flex flex-wrap items-center gap-2 pt-1">
            <StatusBadge tone="closed">{t(`requests.kinds.${request.kind}`)}</StatusBadge>
            <StatusBadge tone={REQUEST_TONE[request.status]}>{t(`requests.statuses.${request.status}`)}</StatusBadge>
            <UnreadBadge unread={request.unread} />
          </span>
        </>
      )}
    </ConversationList>
  );
}
