import { type ContactEvent, whatsappLink } from "#domain/contact.ts";
import { useTranslation } from "~/i18n/use-translation";

/** Counts a contact action (the listing page's and the cards' alike); the visitor's way to the owner never waits for it. */
export function countContact(propertyId: string, event: ContactEvent): void {
  void fetch("/resources/listing-events", { method: "POST", body: new URLSearchParams({ propertyId, event }), keepalive: true }).catch(() => {});
}

/**
 * The direct ways to the owner the listing allows: a WhatsApp link with a message naming the
 * listing, and a number to call (null where not allowed or without a number).
 */
export function useDirectContact(listing: { title: string; url: string; phoneDigits: string; call: boolean; whatsapp: boolean }) {
  const { t } = useTranslation();
  const digits = listing.phoneDigits;
  const whatsapp =
    listing.whatsapp && digits ? whatsappLink(t("listingPage.contact.whatsappMessage", { title: listing.title, url: listing.url }), digits) : null;
  const call = listing.call && digits ? `+${digits}` : null;
  return { whatsapp, call };
}
