import type { MailCopy } from "./mail-copy.ts";

export const listingApproved: MailCopy = {
  en: {
    subject: "Your listing is live",
    intro: (data) => [`Good news: your listing "${data.listingTitle ?? ""}" is approved and now appears on Beitna.`],
    button: "Open my dashboard",
    after: () => ["You can follow its views and requests from your dashboard."],
  },
  ar: {
    subject: "تمت الموافقة على إعلانك",
    intro: (data) => [`خبر سار: تمت الموافقة على إعلانك «${data.listingTitle ?? ""}» وأصبح ظاهراً على بيتنا.`],
    button: "فتح لوحة التحكم",
    after: () => ["يمكنك متابعة المشاهدات والطلبات من لوحة التحكم."],
  },
  fr: {
    subject: "Votre annonce est en ligne",
    intro: (data) => [`Bonne nouvelle\u00a0: votre annonce « ${data.listingTitle ?? ""} » est approuvée et apparaît maintenant sur Beitna.`],
    button: "Ouvrir mon tableau de bord",
    after: () => ["Suivez ses vues et ses demandes depuis votre tableau de bord."],
  },
};
