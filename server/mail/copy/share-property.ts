import type { MailCopy } from "./mail-copy.ts";

export const shareProperty: MailCopy = {
  en: {
    subject: "A listing on Beitna for you",
    intro: (data) =>
      data.senderName
        ? [`${data.senderName} thought you would like this listing on Beitna: "${data.listingTitle ?? ""}".`]
        : [`Someone shared a home on Beitna with you: "${data.listingTitle ?? ""}".`],
    button: "See the listing",
    after: () => ["You received this email because someone entered your address on Beitna. We keep no list of it."],
  },
  ar: {
    subject: "إعلان على بيتنا من أجلك",
    intro: (data) =>
      data.senderName
        ? [`ظنّ ${data.senderName} أن هذا الإعلان على بيتنا سيعجبك: "${data.listingTitle ?? ""}".`]
        : [`شارك أحدهم معك منزلاً على بيتنا: "${data.listingTitle ?? ""}".`],
    button: "مشاهدة الإعلان",
    after: () => ["وصلتك هذه الرسالة لأن أحدهم أدخل عنوانك على بيتنا. لا نحتفظ بأي قائمة به."],
  },
  fr: {
    subject: "Une annonce Beitna pour vous",
    intro: (data) =>
      data.senderName
        ? [`${data.senderName} a pensé que cette annonce sur Beitna vous plairait : « ${data.listingTitle ?? ""} ».`]
        : [`Quelqu’un a partagé avec vous un logement sur Beitna : « ${data.listingTitle ?? ""} ».`],
    button: "Voir l’annonce",
    after: () => ["Vous recevez ce message parce que quelqu’un a saisi votre adresse sur Beitna. Nous n’en gardons aucune liste."],
  },
};
