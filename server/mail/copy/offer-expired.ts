import type { MailCopy } from "./mail-copy.ts";

export const offerExpired: MailCopy = {
  en: {
    subject: "An offer expired",
    intro: (data) => [`The offer of ${data.amountText ?? ""} for "${data.listingTitle ?? ""}" between you and ${data.senderName ?? ""} expired without an answer.`],
    button: "Open the offer",
    after: () => ["Still interested? A new offer can be made from the listing."],
  },
  ar: {
    subject: "انتهى عرض",
    intro: (data) => [`انتهى العرض بقيمة ${data.amountText ?? ""} على «${data.listingTitle ?? ""}» بينك وبين ${data.senderName ?? ""} دون رد.`],
    button: "فتح العرض",
    after: () => ["هل ما زلت مهتماً؟ يمكن تقديم عرض جديد من صفحة الإعلان."],
  },
  fr: {
    subject: "Une offre a expiré",
    intro: (data) => [`L’offre de ${data.amountText ?? ""} pour « ${data.listingTitle ?? ""} » entre vous et ${data.senderName ?? ""} a expiré sans réponse.`],
    button: "Ouvrir l’offre",
    after: () => ["Toujours intéressé\u00a0? Une nouvelle offre peut être faite depuis l’annonce."],
  },
};
