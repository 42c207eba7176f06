import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatMoney } from "#domain/money.ts";
import { isAboveAsking } from "#domain/offers.ts";
import type { ListingPageData } from "#domain/listing-page.ts";
import { ActionError } from "~/components/conversations/parts.tsx";
import { OfferAmountFields } from "~/components/offers/offer-amount-fields.tsx";
import { useTranslation } from "~/i18n/use-translation";
import type { ContactActionData } from "./contact-draft.ts";

const primary =
  "inline-flex w-full items-center justify-center gap-2 rounded bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/** "Make an offer": an amount in USD or LBP (shown in both) and a message. */
export function OfferForm({
  listing,
  lbpPerUsd,
  onSignedOutSubmit,
}: {
  listing: ListingPageData;
  lbpPerUsd: number;
  onSignedOutSubmit: ((form: HTMLFormElement) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  // An offer above the asking price asks once to confirm (a warning, not a refusal: decision 0048).
  const [aboveAsking, setAboveAsking] = useState<string | null>(null);
  const confirmed = useRef(false);
  const fetcher = useFetcher<ContactActionData>({ key: `contact-${listing.id}` });
  const answer = fetcher.state === "idle" && fetcher.data?.intent === "offer" ? fetcher.data : undefined;
  if (answer?.threadId) {
    return (
      <div role="status" className="space-y-2 rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
        <p>{t("offers.compose.sent")}</p>
        <Link to={`/offers?box=sent&thread=${answer.threadId}`} className="font-semibold underline">
          {t("offers.compose.sentLink")}
        </Link>
      </div>
    );
  }
  return (
    <fetcher.Form
      method="post"
      className="space-y-3"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const offer = { amount: Number(form.get("amount")), currency: form.get("currency") === "LBP" ? ("LBP" as const) : ("USD" as const) };
        if (!confirmed.current && isAboveAsking(offer, { amount: listing.price, currency: listing.unit }, lbpPerUsd)) {
          event.preventDefault();
          setAboveAsking(formatMoney(offer.amount, offer.currency, i18n.language));
          return;
        }
        confirmed.current = false;
        setAboveAsking(null);
        if (!onSignedOutSubmit) return;
        event.preventDefault();
        onSignedOutSubmit(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value="offer" />
      <ActionError messageKey={answer?.error} />
      <OfferAmountFields idPrefix="offer" lbpPerUsd={lbpPerUsd} initial={{ currency: listing.unit }} errors={answer?.fieldErrors ?? {}} />
      {aboveAsking ? (
        <div role="alert" className="space-y-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p>{t("offers.aboveAsking", { amount: aboveAsking, price: formatMoney(listing.price, listing.unit, i18n.language) })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" onClick={() => (confirmed.current = true)} className={`${primary} w-auto`}>
              {t("offers.aboveAskingConfirm", { amount: aboveAsking })}
            </button>
            <button
              type="button"
              onClick={() => setAboveAsking(null)}
              className="rounded border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t("offers.aboveAskingChange")}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" disabled={fetcher.state !== "idle"} className={primary}>
          {fetcher.state !== "idle" ? t("listingPage.contact.sending") : onSignedOutSubmit ? t("offers.compose.signInAndSend") : t("offers.compose.send")}
        </button>
      )}
    </fetcher.Form>
  );
}
