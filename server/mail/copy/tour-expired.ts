import type { MailCopy } from "./mail-copy.ts";

export const tourExpired: MailCopy = {
  en: {
    subject: "A tour request expired",
    intro: (data) => [`The tour request for "${data.listingTitle ?? ""}" between you and ${data.senderName ?? ""} expired without an answer.`],
    button: "Open the conversation",
    after: () => ["Still interested? A new request can be sent from the listing."],
  },
  ar: {
    subject: "انتهى طلب زيارة",
    intro: (data) => [`انتهى طلب زيارة «${data.listingTitle ?? ""}» بينك وبين ${data.senderName ?? ""} دون رد.`],
    button: "فتح المحادثة",
    after: () => ["هل ما زلت مهتماً؟ يمكن إرسال طلب جديد من صفحة الإعلان."],
  },
  fr: {
    subject: "Une demande de visite a expiré",
    intro: (data) => [`La demande de visite de « ${data.listingTitle ?? ""} » entre vous et ${data.senderName ?? ""} a expiré sans réponse.`],
    button: "Ouvrir la conversation",
    after: () => ["Toujours intéressé\u00a0? Une nouvelle demande peut être envoyée depuis l’annonce."],
  },
};
