import type { MailCopy } from "./mail-copy.ts";

export const offerAccepted: MailCopy = {
  en: {
    subject: "An offer was accepted",
    intro: (data) => [`The offer of ${data.amountText ?? ""} on "${data.listingTitle ?? ""}" between you and ${data.senderName ?? ""} is accepted.`],
    button: "Open the offer",
    after: () => ["Agree on the next steps in the conversation. Once the deal is done, the owner can mark the listing rented or sold."],
  },
  ar: {
    subject: "تم قبول عرض",
    intro: (data) => [`تم قبول العرض بقيمة ${data.amountText ?? ""} على «${data.listingTitle ?? ""}» بينك وبين ${data.senderName ?? ""}.`],
    button: "فتح العرض",
    after: () => ["اتفقا على الخطوات التالية في المحادثة. بعد إتمام الصفقة يمكن للمالك وضع علامة مؤجَّر أو مُباع على الإعلان."],
  },
  fr: {
    subject: "Une offre a été acceptée",
    intro: (data) => [`L’offre de ${data.amountText ?? ""} sur « ${data.listingTitle ?? ""} » entre vous et ${data.senderName ?? ""} est acceptée.`],
    button: "Ouvrir l’offre",
    after: () => ["Convenez de la suite dans la conversation. Une fois l’affaire conclue, le propriétaire peut marquer l’annonce louée ou vendue."],
  },
};
