import { Link, useFetcher } from "react-router";
import type { ListingPageData } from "#domain/listing-page.ts";
import { ActionError } from "~/components/conversations/parts.tsx";
import { AskingConfirm, useAskingCheck } from "~/components/offers/asking-confirm.tsx";
import { OfferAmountFields } from "~/components/offers/offer-amount-fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import type { ContactActionData } from "./contact-draft.ts";

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
  const { t } = useTranslation();
  // An offer above the asking price or under half of it asks once to confirm (decisions 0048, 0077).
  const asking = { amount: listing.price, currency: listing.unit };
  const confirm = useAskingCheck(asking, lbpPerUsd);
  const fetcher = useFetcher<ContactActionData>({ key: `contact-${listing.id}` });
  const busy = isFetcherPending(fetcher);
  const answer = !busy && fetcher.data?.intent === "offer" ? fetcher.data : undefined;
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
        if (!confirm.check(event) || !onSignedOutSubmit) return;
        event.preventDefault();
        onSignedOutSubmit(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value="offer" />
      <ActionError messageKey={answer?.error} />
      <OfferAmountFields idPrefix="offer" lbpPerUsd={lbpPerUsd} initial={{ currency: listing.unit }} errors={answer?.fieldErrors ?? {}} />
      {confirm.pending ? (
        <AskingConfirm pending={confirm.pending} asking={asking} amountId="offer-amount" onChange={confirm.clear} />
      ) : (
        <StatusButton status={busy ? "pending" : "idle"} pendingLabel={t("listingPage.contact.sending")} size="lg" className="w-full">
          {onSignedOutSubmit ? t("offers.compose.signInAndSend") : t("offers.compose.send")}
        </StatusButton>
      )}
    </fetcher.Form>
  );
}
