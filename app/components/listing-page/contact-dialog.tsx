import * as Dialog from "@radix-ui/react-dialog";
import { whatsappLink } from "#domain/contact.ts";
import type { ListingPageData } from "#domain/listing-page.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useAuthDialog } from "~/lib/auth-state.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { type ContactChannels } from "./contact-actions.tsx";
import { contactDraft, type ContactKind } from "./contact-draft.ts";
import { OfferForm } from "./offer-form.tsx";
import { RequestForm } from "./request-form.tsx";
import { isolate } from "#domain/bidi.ts";

/** The message, tour or offer dialog (loaded on first use through `ContactDialog` of contact-actions.tsx). */
export function ContactDialog({
  kind,
  listing,
  signedIn,
  channels: { whatsapp, call, write },
  lbpPerUsd,
  onClose,
}: {
  kind: ContactKind;
  listing: ListingPageData;
  signedIn: boolean;
  channels: ContactChannels;
  lbpPerUsd: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuthDialog();
  const direct = kind !== "offer" && Boolean(whatsapp || call);
  const tourWhatsapp =
    kind === "tour" && whatsapp
      ? whatsappLink(t("listingPage.contact.tourMessage", { title: listing.title, url: listing.url }), listing.owner.phoneDigits)
      : whatsapp;
  const title =
    kind === "offer" ? t("offers.compose.title") : kind === "tour" ? t("listingPage.contact.dialogTourTitle") : t("listingPage.contact.dialogMessageTitle");
  // Signed out: keep what was typed in this tab and ask to sign in; it is sent right after.
  const keepAndSignIn = signedIn
    ? undefined
    : (form: HTMLFormElement) => {
        contactDraft(listing.id).keep(kind, new FormData(form));
        onClose();
        auth.open("sign-in");
      };
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("listingPage.contact.close")}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={direct || kind === "offer" ? "mb-3 text-sm text-slate-700" : "sr-only"}>
            {kind === "offer"
              ? t("offers.compose.intro", { name: isolate(listing.owner.name) })
              : direct
                ? t("listingPage.contact.dialogIntro", { name: isolate(listing.owner.name) })
                : listing.title}
          </Dialog.Description>
          {direct ? (
            <div className="mb-4 flex flex-wrap gap-2">
              {tourWhatsapp ? (
                <a href={tourWhatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "whatsapp", size: "lg" })}>
                  {t("listingPage.contact.whatsapp")}
                </a>
              ) : null}
              {call ? (
                <a href={`tel:${call}`} className={buttonClass({ size: "lg" })}>
                  <span>{t("listingPage.contact.call")}</span>
                  <span dir="ltr">{call}</span>
                </a>
              ) : null}
            </div>
          ) : null}
          {write ? (
            <>
              {kind !== "offer" ? (
                <p className="mb-2 text-sm font-medium text-slate-800">{direct ? t("listingPage.contact.orWrite") : t("listingPage.contact.writeOnly")}</p>
              ) : null}
              {!signedIn ? <p className="mb-2 text-sm text-slate-700">{t("requests.compose.signInNote")}</p> : null}
              {kind === "offer" ? (
                <OfferForm listing={listing} lbpPerUsd={lbpPerUsd} onSignedOutSubmit={keepAndSignIn} />
              ) : (
                <RequestForm kind={kind} listing={listing} onSignedOutSubmit={keepAndSignIn} />
              )}
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
