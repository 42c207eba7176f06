import { compact, type MailCopy } from "./mail-copy.ts";

export const offerCountered: MailCopy = {
  en: {
    subject: "A counter-offer is waiting for you",
    intro: (data) => compact([`${data.senderName ?? ""} countered with ${data.amountText ?? ""} for "${data.listingTitle ?? ""}".`, data.detail && `“${data.detail}”`]),
    button: "Answer the offer",
    after: () => ["It is your turn: answer within 7 days, or the offer expires."],
  },
  ar: {
    subject: "عرض مقابل بانتظارك",
    intro: (data) => compact([`قدّم ${data.senderName ?? ""} عرضاً مقابلاً بقيمة ${data.amountText ?? ""} على «${data.listingTitle ?? ""}».`, data.detail && `«${data.detail}»`]),
    button: "الرد على العرض",
    after: () => ["حان دورك: أجب خلال 7 أيام، وإلا ينتهي العرض."],
  },
  fr: {
    subject: "Une contre-offre vous attend",
    intro: (data) =>
      compact([`${data.senderName ?? ""} a fait une contre-offre de ${data.amountText ?? ""} pour « ${data.listingTitle ?? ""} ».`, data.detail && `« ${data.detail} »`]),
    button: "Répondre à l’offre",
    after: () => ["C’est votre tour\u00a0: répondez sous 7 jours, sinon l’offre expire."],
  },
};
