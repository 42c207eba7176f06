import { Link } from "react-router";
import { formatMoney } from "#domain/money.ts";
import type { OfferStatus } from "#domain/offers.ts";
import type { OfferSummary } from "#domain/offer-views.ts";
import { type Box, formatWhen, StatusBadge, type Tone, useThreadHref } from "~/components/conversations/parts.tsx";
import { useTranslation } from "~/i18n/use-translation";

export const OFFER_TONE: Record<OfferStatus, Tone> = { open: "waiting", accepted: "good", declined: "closed", withdrawn: "closed", expired: "closed" };

export function OfferList({ offers, box, selectedId, empty }: { offers: OfferSummary[]; box: Box; selectedId: string | undefined; empty: string }) {
  const { t, i18n } = useTranslation();
  const threadHref = useThreadHref("/offers", box);
  if (!offers.length) return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {offers.map((offer) => (
        <li key={offer.id}>
          <Link
            to={threadHref(offer.id)}
            aria-current={offer.id === selectedId ? "true" : undefined}
            className={`block space-y-1 px-4 py-3 hover:bg-slate-50 ${offer.id === selectedId ? "bg-brand-50" : ""}`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold text-slate-900">{offer.otherName}</span>
              <span className="shrink-0 text-xs text-slate-600">{formatWhen(offer.updatedAt, i18n.language)}</span>
            </span>
            <span dir="auto" className="block truncate text-sm text-slate-700">
              {offer.listing.title}
            </span>
            <span className="block text-lg font-bold text-slate-900">{formatMoney(offer.amount, offer.currency, i18n.language)}</span>
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadge tone={OFFER_TONE[offer.status]}>{t(`offers.statuses.${offer.status}`)}</StatusBadge>
              {offer.myTurn ? <StatusBadge tone="good">{t("offers.yourTurn")}</StatusBadge> : null}
              {offer.unread ? <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{t("requests.unread")}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
