// Contacting an owner from a listing page, and the counters each contact action feeds
// (DESIGN.md "Requests and offers": counters on the listing). The listing page's own code reads
// this module, so it stays free of zod (decision 0032): the event's schema is in contact-event.ts.

// A message or tour request counts when it is sent, once, on the server (decision 0026): a click
// does not, so these are only the clicks that leave Beitna or say "interested".
export const CONTACT_EVENTS = ["whatsapp", "call", "interested"] as const;
export type ContactEvent = (typeof CONTACT_EVENTS)[number];

/**
 * An international phone number as WhatsApp wants it: digits only, country code first. A local
 * number typed with its trunk zero ("03 123 456") loses the zero after the country code.
 */
export function internationalDigits(countryCode: string, phone: string): string {
  const country = countryCode.replace(/\D/g, "");
  const local = phone.replace(/\D/g, "").replace(/^0+/, "");
  return local ? `${country}${local}` : "";
}

/** A wa.me link: to a number when given, else WhatsApp's "choose a chat" (sharing). */
export function whatsappLink(message: string, digits?: string): string {
  return `https://wa.me/${digits ?? ""}?text=${encodeURIComponent(message)}`;
}

/**
 * Whether a visitor may write to the owner on Beitna: when the owner chose "Message on Beitna",
 * or when there is no other way to reach them (no phone to call or message).
 */
export function acceptsBeitnaMessages(contactMethod: readonly string[], ownerHasPhone: boolean): boolean {
  const byPhone = ownerHasPhone && (contactMethod.includes("Phone call") || contactMethod.includes("WhatsApp"));
  return contactMethod.includes("Message on Beitna") || !byPhone;
}
