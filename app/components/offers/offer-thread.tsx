import { Form, Link, useActionData, useNavigation } from "react-router";
import { formatMoney } from "#domain/money.ts";
import { inOtherCurrency } from "#domain/offers.ts";
import type { OfferThreadView } from "#domain/offer-views.ts";
import { ActionError, Bubble, MessageText, formatWhen, StatusBadge } from "~/components/conversations/parts.tsx";
import { useTranslation } from "~/i18n/use-translation";
import type { OfferActionData } from "~/routes/offers.tsx";
import { OfferAmountFields } from "./offer-amount-fields.tsx";
import { OFFER_TONE } from "./offer-list.tsx";
import { isolate } from "#domain/bidi.ts";

const button = "rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60";

type Translate = ReturnType<typeof useTranslation>["t"];

/** The room a counter has: past the other side's standing amount, not back from the reader's own last one. */
function counterRoom(thread: OfferThreadView, t: Translate, money: (amount: number, currency: OfferThreadView["currency"]) => string): string {
  const standing = money(thread.amount, thread.currency);
  const previous = thread.ownLastAmount ? money(thread.ownLastAmount.amount, thread.ownLastAmount.currency) : null;
  if (thread.side === "buyer") return t("offers.counterRoomBuyer", { previous: previous ?? "", ask: standing });
  return previous ? t("offers.counterRoomOwner", { offer: standing, previous }) : t("offers.counterRoomOwnerOpen", { offer: standing });
}

/** One offer thread: the standing offer in both currencies, every move, and the reader's possible moves. */
export function OfferThreadPanel({ thread }: { thread: OfferThreadView }) {
  const { t, i18n } = useTranslation();
  const actionData = useActionData<OfferActionData>();
  const busy = useNavigation().state !== "idle";
  const money = (amount: number, currency: OfferThreadView["currency"]) => formatMoney(amount, currency, i18n.language);
  const other = inOtherCurrency(thread.amount, thread.currency, thread.lbpPerUsd);
  const standing = money(thread.amount, thread.currency);
  const author = (mine: boolean) => (mine ? t("requests.you") : thread.otherName);
  const move = (name: "accept" | "decline" | "withdraw", label: string, className: string) => (
    <button type="submit" name="move" value={name} disabled={busy} className={`${button} ${className}`}>
      {label}
    </button>
  );
  return (
    <article aria-labelledby="offer-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <header className="space-y-2 border-b border-slate-100 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={OFFER_TONE[thread.status]}>{t(`offers.statuses.${thread.status}`)}</StatusBadge>
          {thread.status === "open" ? (
            <StatusBadge tone={thread.turn === thread.side ? "good" : "closed"}>
              {thread.turn === thread.side ? t("offers.yourTurn") : t("offers.theirTurn", { name: thread.otherName })}
            </StatusBadge>
          ) : null}
        </div>
        <h2 id="offer-title" className="text-xl font-bold text-slate-900">
          {t("requests.with", { name: isolate(thread.otherName) })}
        </h2>
        <p className="text-sm text-slate-700">
          {t("requests.about", { title: isolate(thread.listing.title) })}{" "}
          <Link to={thread.listing.path} className="font-medium text-brand-700 underline">
            {t("requests.openListing")}
          </Link>
        </p>
        <p className="text-sm text-slate-600">{t("offers.asking", { price: money(thread.listing.price, thread.listing.unit) })}</p>
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-sm text-slate-600">
            {t(thread.status === "open" ? "offers.standing" : thread.status === "accepted" ? "offers.acceptedAmount" : "offers.lastOffer")}
          </p>
          <p className="text-2xl font-bold text-slate-900" data-testid="standing-offer">
            <bdi>{standing}</bdi>{" "}
            <span className="text-base font-normal text-slate-600">
              (<bdi>{money(other.amount, other.currency)}</bdi>)
            </span>
          </p>
          {thread.status === "open" ? (
            <p className="text-sm text-slate-600">{t("offers.validUntil", { when: formatWhen(thread.expiresAt, i18n.language) })}</p>
          ) : null}
        </div>
      </header>

      <ol aria-label={t("offers.history")} className="space-y-3">
        {thread.history.map((entry) =>
          entry.move === "make" || entry.move === "counter" ? (
            <Bubble key={entry.id} mine={entry.mine} author={author(entry.mine)} time={formatWhen(entry.createdAt, i18n.language)}>
              <strong className="block">
                {t(`offers.moves.${entry.move}`, { amount: entry.amount !== null && entry.currency ? money(entry.amount, entry.currency) : "" })}
              </strong>
              {entry.message ? <MessageText>{entry.message}</MessageText> : null}
            </Bubble>
          ) : (
            <Bubble
              key={entry.id}
              step
              mine={entry.mine}
              author={entry.move === "expire" ? t("common.appName") : author(entry.mine)}
              time={formatWhen(entry.createdAt, i18n.language)}
            >
              {t(`offers.moves.${entry.move}`)}
              {entry.message ? ` — ${entry.message}` : ""}
            </Bubble>
          ),
        )}
      </ol>

      <ActionError messageKey={actionData?.error} />
      {thread.moves.some((name) => name !== "counter") ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="offerId" value={thread.id} />
          {thread.moves.includes("accept") ? move("accept", t("offers.accept", { amount: standing }), "bg-brand-600 text-white hover:bg-brand-700") : null}
          {thread.moves.includes("decline") ? move("decline", t("offers.decline"), "border border-red-300 text-red-800 hover:bg-red-50") : null}
          {thread.moves.includes("withdraw") ? move("withdraw", t("offers.withdraw"), "border border-slate-300 text-slate-800 hover:bg-slate-50") : null}
        </Form>
      ) : null}
      {thread.moves.includes("counter") ? (
        <Form method="post" className="space-y-3 rounded-lg border border-slate-200 p-3">
          <input type="hidden" name="offerId" value={thread.id} />
          <input type="hidden" name="move" value="counter" />
          <h3 className="font-semibold text-slate-900">{t("offers.counter")}</h3>
          <p className="text-sm text-slate-600">{counterRoom(thread, t, money)}</p>
          <OfferAmountFields idPrefix="counter" lbpPerUsd={thread.lbpPerUsd} initial={{ currency: thread.currency }} />
          <button type="submit" disabled={busy} className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}>
            {t("offers.counterSend")}
          </button>
        </Form>
      ) : null}
      {thread.canMarkTaken ? (
        <Form method="post" className="border-t border-slate-100 pt-3">
          <input type="hidden" name="offerId" value={thread.id} />
          <button type="submit" name="intent" value="markTaken" disabled={busy} className={`${button} bg-slate-900 text-white hover:bg-slate-800`}>
            {thread.listing.listingType === "Sale" ? t("offers.markTaken.Sale") : t("offers.markTaken.Rental")}
          </button>
        </Form>
      ) : thread.status === "accepted" && thread.side === "owner" && !thread.listing.onSearch ? (
        <p className="text-sm text-slate-600">{t("offers.markedTaken")}</p>
      ) : null}
      {thread.status === "accepted" && thread.side === "owner" && thread.listing.listingType !== "Sale" ? (
        <div className="space-y-2 rounded-lg bg-brand-50 p-3">
          <p className="text-sm text-brand-900">{t("offers.nextStepRental", { name: isolate(thread.otherName) })}</p>
          <Link
            to={`/tenant/${thread.listing.id}?fromOffer=${thread.id}#invite`}
            className={`${button} inline-block bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t("offers.inviteTenant")}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
