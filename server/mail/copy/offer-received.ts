import { compact, type MailCopy } from "./mail-copy.ts";

export const offerReceived: MailCopy = {
  en: {
    subject: "New offer on your listing",
    intro: (data) => compact([`${data.senderName ?? ""} offered ${data.amountText ?? ""} for "${data.listingTitle ?? ""}".`, data.detail && `“${data.detail}”`]),
    button: "Answer the offer",
    after: () => ["Accept, counter or decline within 7 days, or the offer expires."],
  },
  ar: {
    subject: "عرض جديد على إعلانك",
    intro: (data) => compact([`قدّم ${data.senderName ?? ""} عرضاً بقيمة ${data.amountText ?? ""} على «${data.listingTitle ?? ""}».`, data.detail && `«${data.detail}»`]),
    button: "الرد على العرض",
    after: () => ["اقبل العرض أو قدّم عرضاً مقابلاً أو ارفضه خلال 7 أيام، وإلا ينتهي."],
  },
  fr: {
    subject: "Nouvelle offre sur votre annonce",
    intro: (data) => compact([`${data.senderName ?? ""} propose ${data.amountText ?? ""} pour « ${data.listingTitle ?? ""} ».`, data.detail && `« ${data.detail} »`]),
    button: "Répondre à l’offre",
    after: () => ["Acceptez, faites une contre-offre ou refusez sous 7 jours, sinon l’offre expire."],
  },
};
