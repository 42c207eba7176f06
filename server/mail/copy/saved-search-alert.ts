import type { MailCopy } from "./mail-copy.ts";

export const savedSearchAlert: MailCopy = {
  en: {
    subject: "New listings for your saved search",
    intro: (data) => [`New listings match your saved search "${data.searchName ?? ""}":`],
    button: "See the listings",
    after: () => ["You get this mail because you saved this search on Beitna."],
  },
  ar: {
    subject: "إعلانات جديدة لبحثك المحفوظ",
    intro: (data) => [`إعلانات جديدة تطابق بحثك المحفوظ «${data.searchName ?? ""}»:`],
    button: "عرض الإعلانات",
    after: () => ["تصلك هذه الرسالة لأنك حفظت هذا البحث على بيتنا."],
  },
  fr: {
    subject: "Nouvelles annonces pour votre recherche enregistrée",
    intro: (data) => [`De nouvelles annonces correspondent à votre recherche enregistrée « ${data.searchName ?? ""} »\u00a0:`],
    button: "Voir les annonces",
    after: () => ["Vous recevez cet e-mail parce que vous avez enregistré cette recherche sur Beitna."],
  },
};
