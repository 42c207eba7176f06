import type { MailCopy } from "./mail-copy.ts";
import { tourTimeText } from "./tour-confirmed.ts";

export const tourProposed: MailCopy = {
  en: {
    subject: "Another time proposed for your tour",
    intro: (data) => [`${data.senderName ?? ""} proposed ${tourTimeText(data, "en")} (Beirut time) for the tour of "${data.listingTitle ?? ""}".`],
    button: "Accept or decline",
    after: () => ["Answer within 6 days, or the request expires."],
  },
  ar: {
    subject: "اقتراح موعد آخر لزيارتك",
    intro: (data) => [`اقترح ${data.senderName ?? ""} موعد ${tourTimeText(data, "ar")} (بتوقيت بيروت) لزيارة «${data.listingTitle ?? ""}».`],
    button: "القبول أو الرفض",
    after: () => ["أجب خلال 6 أيام، وإلا ينتهي الطلب."],
  },
  fr: {
    subject: "Un autre horaire proposé pour votre visite",
    intro: (data) => [`${data.senderName ?? ""} propose le ${tourTimeText(data, "fr")} (heure de Beyrouth) pour la visite de « ${data.listingTitle ?? ""} ».`],
    button: "Accepter ou refuser",
    after: () => ["Répondez sous 6 jours, sinon la demande expire."],
  },
};
