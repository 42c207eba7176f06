import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ListingPageData } from "#domain/listing-page.ts";
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
            <PhoneIcon />
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
            <ChatIcon />
            {t("phone.whatsapp")}
          </a>
        ) : null}
        {write ? (
          <button type="button" onClick={() => setDialog("message")} className={`${action} border border-brand-600 text-brand-700`}>
            <MailIcon />
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

const iconProps = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  className: "size-5",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.4L3 21l2.1-5.6A8.4 8.4 0 1 1 21 11.5z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}
