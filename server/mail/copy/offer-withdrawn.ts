import { compact, type MailCopy } from "./mail-copy.ts";

export const offerWithdrawn: MailCopy = {
  en: {
    subject: "An offer was withdrawn",
    intro: (data) => compact([`${data.senderName ?? ""} withdrew the offer of ${data.amountText ?? ""} for "${data.listingTitle ?? ""}".`, data.detail && `“${data.detail}”`]),
    button: "Open the offer",
    after: () => ["Nothing more is needed from you."],
  },
  ar: {
    subject: "تم سحب عرض",
    intro: (data) => compact([`سحب ${data.senderName ?? ""} العرض بقيمة ${data.amountText ?? ""} على «${data.listingTitle ?? ""}».`, data.detail && `«${data.detail}»`]),
    button: "فتح العرض",
    after: () => ["لا يلزمك أي إجراء."],
  },
  fr: {
    subject: "Une offre a été retirée",
    intro: (data) => compact([`${data.senderName ?? ""} a retiré l’offre de ${data.amountText ?? ""} pour « ${data.listingTitle ?? ""} ».`, data.detail && `« ${data.detail} »`]),
    button: "Ouvrir l’offre",
    after: () => ["Vous n’avez rien d’autre à faire."],
  },
};
