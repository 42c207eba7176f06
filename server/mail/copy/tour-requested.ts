import { compact, type MailCopy } from "./mail-copy.ts";

export const tourRequested: MailCopy = {
  en: {
    subject: "New tour request",
    intro: (data) => compact([`${data.senderName ?? ""} asked for a tour of "${data.listingTitle ?? ""}".`, data.detail && `“${data.detail}”`]),
    button: "See the proposed times",
    after: () => ["Accept one of the proposed times, propose another or decline within 6 days, or the request expires."],
  },
  ar: {
    subject: "طلب زيارة جديد",
    intro: (data) => compact([`طلب ${data.senderName ?? ""} زيارة «${data.listingTitle ?? ""}».`, data.detail && `«${data.detail}»`]),
    button: "عرض المواعيد المقترحة",
    after: () => ["اقبل أحد المواعيد المقترحة أو اقترح موعداً آخر أو ارفض خلال 6 أيام، وإلا ينتهي الطلب."],
  },
  fr: {
    subject: "Nouvelle demande de visite",
    intro: (data) => compact([`${data.senderName ?? ""} demande une visite de « ${data.listingTitle ?? ""} ».`, data.detail && `« ${data.detail} »`]),
    button: "Voir les horaires proposés",
    after: () => ["Acceptez l’un des horaires, proposez-en un autre ou refusez sous 6 jours, sinon la demande expire."],
  },
};
