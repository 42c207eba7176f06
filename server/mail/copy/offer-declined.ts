import { compact, type MailCopy } from "./mail-copy.ts";

export const offerDeclined: MailCopy = {
  en: {
    subject: "Your offer was declined",
    intro: (data) => compact([`${data.senderName ?? ""} declined the offer of ${data.amountText ?? ""} for "${data.listingTitle ?? ""}".`, data.detail && `“${data.detail}”`]),
    button: "Open the offer",
    after: () => ["You can make a new offer from the listing."],
  },
  ar: {
    subject: "تم رفض عرضك",
    intro: (data) => compact([`رفض ${data.senderName ?? ""} العرض بقيمة ${data.amountText ?? ""} على «${data.listingTitle ?? ""}».`, data.detail && `«${data.detail}»`]),
    button: "فتح العرض",
    after: () => ["يمكنك تقديم عرض جديد من صفحة الإعلان."],
  },
  fr: {
    subject: "Votre offre a été refusée",
    intro: (data) => compact([`${data.senderName ?? ""} a refusé l’offre de ${data.amountText ?? ""} pour « ${data.listingTitle ?? ""} ».`, data.detail && `« ${data.detail} »`]),
    button: "Ouvrir l’offre",
    after: () => ["Vous pouvez faire une nouvelle offre depuis l’annonce."],
  },
};
