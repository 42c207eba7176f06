import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ListingPageData } from "#domain/listing-page.ts";
import { Icon } from "~/components/icon.tsx";
import { LazyDialogSlot } from "~/components/lazy-dialog.tsx";
import { countContact } from "~/lib/contact-links.ts";
import { ContactDialog, useContactChannels } from "./contact-actions.tsx";

// Three actions share a 390 px phone: each may shrink, the words a size smaller below `sm`.
const action = "flex min-h-12 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold sm:text-base";

/**
 * The phone's contact bar (decision 0030): the actions the listing's contact method allows, at the
 * bottom of the screen while the listing scrolls by (sticky, so it never hides the footer), counted
 * like the same actions in the contact panel. Hidden from `lg` up, where the panel sits beside.
 */
export function ContactBar({ listing, signedIn, lbpPerUsd }: { listing: ListingPageData; signedIn: boolean; lbpPerUsd: number }) {
  const { t } = useTranslation();
  const channels = useContactChannels(listing);
  // A message counts once, when it is sent (decision 0026), not when its dialog opens.
  const [dialog, setDialog] = useState<"message" | null>(null);
  if (listing.isOwner) return null;
  const { whatsapp, call, write } = channels;
  return (
    <div
      role="region"
      aria-label={t("phone.contactBar")}
      data-testid="contact-bar"
      className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="flex gap-2">
        {call ? (
          <a href={`tel:${call}`} onClick={() => countContact(listing.id, "call")} className={`${action} bg-brand-600 text-white`}>
            <Icon name="call" className="size-5" />
            {t("phone.call")}
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => countContact(listing.id, "whatsapp")}
            className={`${action} bg-[#1f7a47] text-white`}
          >
            <Icon name="chat" className="size-5" />
            {t("phone.whatsapp")}
          </a>
        ) : null}
        {write ? (
          <button type="button" onClick={() => setDialog("message")} className={`${action} border border-brand-600 text-brand-700`}>
            <Icon name="mail" className="size-5" />
            {t("phone.message")}
          </button>
        ) : null}
      </div>
      {dialog ? (
        <LazyDialogSlot open>
          <ContactDialog kind={dialog} listing={listing} signedIn={signedIn} channels={channels} lbpPerUsd={lbpPerUsd} onClose={() => setDialog(null)} />
        </LazyDialogSlot>
      ) : null}
    </div>
  );
}
