import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { acceptsBeitnaMessages } from "#domain/contact.ts";
import type { ListingPageData } from "#domain/listing-page.ts";
import { LazyDialogSlot } from "~/components/lazy-dialog.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";
import { countContact, useDirectContact } from "~/lib/contact-links.ts";
import { contactDraft, type ContactKind, type ContactActionData } from "./contact-draft.ts";

/**
 * The message, tour or offer dialog, opened from the contact panel or the phone's contact bar: its
 * forms (and their schemas) load when one first opens (decision 0032). Render it in a `LazyDialogSlot`.
 */
export const ContactDialog = lazyOnFirstUse(() => import("./contact-dialog.tsx").then((module) => module.ContactDialog));

export { type ContactActionData } from "./contact-draft.ts";

/**
 * How the owner may be reached, as the listing's contact method allows: a WhatsApp link with a
 * message naming the listing, a number to call, and whether Beitna messages are offered. Shared by
 * the contact panel and the phone's contact bar.
 */
export function useContactChannels(listing: ListingPageData) {
  const digits = listing.owner.phoneDigits;
  const direct = useDirectContact({
    title: listing.title,
    url: listing.url,
    phoneDigits: digits,
    call: listing.contactMethod.includes("Phone call"),
    whatsapp: listing.contactMethod.includes("WhatsApp"),
  });
  return { ...direct, write: acceptsBeitnaMessages(listing.contactMethod, Boolean(digits)) };
}
export type ContactChannels = ReturnType<typeof useContactChannels>;

/**
 * The owner's ways to be reached, as the listing's contact method allows: WhatsApp with a message
 * naming the listing, a call, a message, a tour request or an offer on Beitna, and "I'm
 * interested". A message, tour request or offer counts once, when it is sent (on the server); a
 * signed-out visitor's is kept in the tab and sent once they have signed in.
 */
export function ContactActions({ listing, signedIn, lbpPerUsd }: { listing: ListingPageData; signedIn: boolean; lbpPerUsd: number }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ContactKind | null>(null);
  const channels = useContactChannels(listing);
  const [interested, setInterested] = useState(false);
  const fetcher = useFetcher<ContactActionData>({ key: `contact-${listing.id}` });
  const { submit } = fetcher;

  // Back from signing in: what the visitor typed goes now, and its dialog shows the answer.
  useEffect(() => {
    if (!signedIn) return;
    const draft = contactDraft(listing.id).take();
    if (!draft) return;
    // The draft lives in sessionStorage, which only the browser reads, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDialog(draft.kind);
    void submit(new URLSearchParams(draft.fields), { method: "post" });
  }, [signedIn, listing.id, submit]);

  if (listing.isOwner) return <p className="text-sm text-slate-700">{t("listingPage.contact.ownListing")}</p>;

  const { whatsapp, call, write } = channels;

  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => countContact(listing.id, "whatsapp")}
            className={buttonClass({ variant: "whatsapp", size: "lg" })}
          >
            {t("listingPage.contact.whatsapp")}
          </a>
        ) : null}
        {call ? (
          <a href={`tel:${call}`} onClick={() => countContact(listing.id, "call")} className={buttonClass({ size: "lg" })}>
            <span>{t("listingPage.contact.call")}</span>
            <span dir="ltr">{call}</span>
          </a>
        ) : null}
        {/* An owner who takes only calls gets only calls: no dialog that would end on their number. */}
        {write ? (
          <>
            <button type="button" onClick={() => setDialog("message")} className={buttonClass({ variant: "outline", size: "lg" })}>
              {t("listingPage.contact.messageOwner")}
            </button>
            <button type="button" onClick={() => setDialog("tour")} className={buttonClass({ variant: "outline", size: "lg" })}>
              {t("listingPage.contact.requestTour")}
            </button>
          </>
        ) : null}
        {write ? (
          <button type="button" onClick={() => setDialog("offer")} className={buttonClass({ variant: "outline", size: "lg", className: "sm:col-span-2" })}>
            {t("offers.compose.open")}
          </button>
        ) : null}
        <button
          type="button"
          aria-pressed={interested}
          disabled={interested}
          onClick={() => {
            countContact(listing.id, "interested");
            setInterested(true);
          }}
          className={buttonClass({ variant: "quiet", size: "lg", className: "disabled:opacity-70 sm:col-span-2" })}
        >
          {t("listingPage.contact.interested")}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {interested ? t("listingPage.contact.interestedDone") : ""}
      </p>
      {dialog ? (
        <LazyDialogSlot open>
          <ContactDialog kind={dialog} listing={listing} signedIn={signedIn} channels={channels} lbpPerUsd={lbpPerUsd} onClose={() => setDialog(null)} />
        </LazyDialogSlot>
      ) : null}
    </div>
  );
}
