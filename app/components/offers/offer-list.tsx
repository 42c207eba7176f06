import { formatMoney } from "#domain/money.ts";
import type { OfferStatus } from "#domain/offers.ts";
import type { OfferSummary } from "#domain/offer-views.ts";
import { ConversationList, UnreadBadge } from "~/components/conversations/conversation-list.tsx";
import { type Box, StatusBadge, type Tone } from "~/components/conversations/parts.tsx";
import { useTranslation } from "~/i18n/use-translation";

export const OFFER_TONE: Record<OfferStatus, Tone> = { open: "waiting", accepted: "good", declined: "closed", withdrawn: "closed", expired: "closed" };

export function OfferList({ offers, box, selectedId, empty }: { offers: OfferSummary[]; box: Box; selectedId: string | undefined; empty: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ConversationList base="/offers" items={offers} box={box} selectedId={selectedId} empty={empty} lastAt={(offer) => offer.updatedAt}>
      {(offer) => (
        <>
          <span className="block text-lg font-bold text-slate-900">{formatMoney(offer.amount, offer.currency, i18n.language)}</span>
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={OFFER_TONE[offer.status]}>{t(`offers.statuses.${offer.status}`)}</StatusBadge>
            {offer.myTurn ? <StatusBadge tone="good">{t("offers.yourTurn")}</StatusBadge> : null}
            <UnreadBadge unread={offer.unread} />
          </span>
        </>
      )}
    </ConversationList>
  );
}
