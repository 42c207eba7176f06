import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData } from "react-router";
import { formatMoney } from "#domain/money.ts";
import { inOtherCurrency } from "#domain/offers.ts";
import type { OfferThreadView } from "#domain/offer-views.ts";
import { Bubble, MessageText, formatWhen, StatusBadge } from "~/components/conversations/parts.tsx";
import { ThreadFrame } from "~/components/conversations/thread-frame.tsx";
import { Button, buttonClass, type ButtonVariant } from "~/components/ui/button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { OfferActionData } from "~/lib/route-answers.ts";
import { type AskingPrice, useAgainstAsking } from "./against-asking.ts";
import { AskingConfirm, useAskingCheck } from "./asking-confirm.tsx";
import { OfferAmountFields } from "./offer-amount-fields.tsx";
import { OFFER_TONE } from "./offer-list.tsx";
import { isolate } from "#domain/bidi.ts";

type Translate = ReturnType<typeof useTranslation>["t"];

/** The room a counter has: past the other side's standing amount, not back from the reader's own last one. */
function counterRoom(thread: OfferThreadView, t: Translate, money: (amount: number, currency: OfferThreadView["currency"]) => string): string {
  const standing = money(thread.amount, thread.currency);
  const previous = thread.ownLastAmount ? money(thread.ownLastAmount.amount, thread.ownLastAmount.currency) : null;
  if (thread.side === "buyer") return t("offers.counterRoomBuyer", { previous: previous ?? "", ask: standing });
  return previous ? t("offers.counterRoomOwner", { offer: standing, previous }) : t("offers.counterRoomOwnerOpen", { offer: standing });
}

/**
 * Accepting asks once, inline: the amount against the asking price ("$700 — 7% below the asking
 * $750 a month") and one "Yes, accept" that sends the move (decision 0077).
 */
function AcceptConfirm({ thread, asking, onCancel }: { thread: OfferThreadView; asking: AskingPrice; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const against = useAgainstAsking();
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  const amount = formatMoney(thread.amount, thread.currency, i18n.language);
  return (
    <div role="group" aria-labelledby="accept-ask" className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <p id="accept-ask" className="font-semibold text-slate-900">
        {t("offers.acceptAsk", { amount })}
      </p>
      <p className="text-sm text-slate-800" data-testid="accept-against-asking">
        {against({ amount: thread.amount, currency: thread.currency }, asking, thread.lbpPerUsd)}
      </p>
      <p className="text-sm text-slate-600">{t("offers.acceptAskNote", { name: isolate(thread.otherName) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button ref={yes} type="submit" name="move" value="accept" className="text-sm">
          {t("offers.acceptYes", { amount })}
        </Button>
        <Button variant="quiet" onClick={onCancel} className="bg-white text-sm">
          {t("offers.acceptNo")}
        </Button>
      </div>
    </div>
  );
}

/** The counter-offer: an amount far from the asking price asks once to confirm, as an offer does. */
function CounterForm({ thread, asking, room, busy }: { thread: OfferThreadView; asking: AskingPrice; room: string; busy: boolean }) {
  const { t } = useTranslation();
  const confirm = useAskingCheck(asking, thread.lbpPerUsd);
  return (
    <Form method="post" onSubmit={confirm.check} className="space-y-3 rounded-lg border border-slate-200 p-3">
      <input type="hidden" name="offerId" value={thread.id} />
      <input type="hidden" name="move" value="counter" />
      <h3 className="font-semibold text-slate-900">{t("offers.counter")}</h3>
      <p className="text-sm text-slate-600">{room}</p>
      <OfferAmountFields idPrefix="counter" lbpPerUsd={thread.lbpPerUsd} initial={{ currency: thread.currency }} />
      {confirm.pending ? (
        <AskingConfirm pending={confirm.pending} asking={asking} amountId="counter-amount" onChange={confirm.clear} />
      ) : (
        <Button type="submit" disabled={busy} variant="outline" className="text-sm">
          {t("offers.counterSend")}
        </Button>
      )}
    </Form>
  );
}

/** One offer thread: the standing offer in both currencies, every move, and the reader's possible moves. */
export function OfferThreadPanel({ thread }: { thread: OfferThreadView }) {
  const { t, i18n } = useTranslation();
  const actionData = useActionData<OfferActionData>();
  const busy = useIsPending();
  const money = (amount: number, currency: OfferThreadView["currency"]) => formatMoney(amount, currency, i18n.language);
  const other = inOtherCurrency(thread.amount, thread.currency, thread.lbpPerUsd);
  const standing = money(thread.amount, thread.currency);
  const author = (mine: boolean) => (mine ? t("requests.you") : thread.otherName);
  const asking: AskingPrice = { amount: thread.listing.price, currency: thread.listing.unit, paymentFrequency: thread.listing.paymentFrequency };
  const [accepting, setAccepting] = useState(false);
  const move = (name: "decline" | "withdraw", label: string, variant: ButtonVariant) => (
    <Button type="submit" name="move" value={name} disabled={busy} variant={variant} className="text-sm">
      {label}
    </Button>
  );
  return (
    <ThreadFrame
      titleId="offer-title"
      badges={
        <>
          <StatusBadge tone={OFFER_TONE[thread.status]}>{t(`offers.statuses.${thread.status}`)}</StatusBadge>
          {thread.status === "open" ? (
            <StatusBadge tone={thread.turn === thread.side ? "good" : "closed"}>
              {thread.turn === thread.side ? t("offers.yourTurn") : t("offers.theirTurn", { name: thread.otherName })}
            </StatusBadge>
          ) : null}
        </>
      }
      otherName={thread.otherName}
      listing={thread.listing}
      header={
        <>
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
        </>
      }
      entriesLabel={t("offers.history")}
      entries={thread.history.map((entry) =>
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
      error={actionData?.error}
    >
      {thread.moves.some((name) => name !== "counter") ? (
        <Form method="post">
          <input type="hidden" name="offerId" value={thread.id} />
          {accepting ? (
            <AcceptConfirm thread={thread} asking={asking} onCancel={() => setAccepting(false)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              {thread.moves.includes("accept") ? (
                // Without JavaScript the button sends the move itself; with it, it asks once first.
                <Button
                  type="submit"
                  name="move"
                  value="accept"
                  disabled={busy}
                  onClick={(event) => {
                    event.preventDefault();
                    setAccepting(true);
                  }}
                  className="text-sm"
                >
                  {t("offers.accept", { amount: standing })}
                </Button>
              ) : null}
              {thread.moves.includes("decline") ? move("decline", t("offers.decline"), "refuse") : null}
              {thread.moves.includes("withdraw") ? move("withdraw", t("offers.withdraw"), "quiet") : null}
            </div>
          )}
        </Form>
      ) : null}
      {thread.moves.includes("counter") ? <CounterForm thread={thread} asking={asking} room={counterRoom(thread, t, money)} busy={busy} /> : null}
      {thread.canMarkTaken ? (
        <Form method="post" className="border-t border-slate-100 pt-3">
          <input type="hidden" name="offerId" value={thread.id} />
          <Button type="submit" name="intent" value="markTaken" disabled={busy} variant="quiet" className="text-sm">
            {thread.listing.listingType === "Sale" ? t("offers.markTaken.Sale") : t("offers.markTaken.Rental")}
          </Button>
        </Form>
      ) : thread.status === "accepted" && thread.side === "owner" && !thread.listing.onSearch ? (
        <p className="text-sm text-slate-600">{t("offers.markedTaken")}</p>
      ) : null}
      {thread.status === "accepted" && thread.side === "owner" && thread.listing.listingType !== "Sale" ? (
        <div className="space-y-2 rounded-lg bg-brand-50 p-3">
          <p className="text-sm text-brand-900">{t("offers.nextStepRental", { name: isolate(thread.otherName) })}</p>
          <Link to={`/tenant/${thread.listing.id}?fromOffer=${thread.id}#invite`} className={buttonClass({ className: "text-sm" })}>
            {t("offers.inviteTenant")}
          </Link>
        </div>
      ) : null}
    </ThreadFrame>
  );
}
