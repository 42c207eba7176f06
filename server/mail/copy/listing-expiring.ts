import type { MailCopy } from "./mail-copy.ts";

export const listingExpiring: MailCopy = {
  en: {
    subject: "Your listing expires in 3 days",
    intro: (data) => [`Your listing "${data.listingTitle ?? ""}" on Beitna expires in 3 days. Renew it from your dashboard to keep it in search results.`],
    button: "Open my dashboard",
    after: () => ["Free listings can be renewed for free once they expire."],
  },
  ar: {
    subject: "ينتهي إعلانك خلال 3 أيام",
    intro: (data) => [`ينتهي إعلانك «${data.listingTitle ?? ""}» على بيتنا خلال 3 أيام. جدّده من لوحة التحكم ليبقى ظاهراً في نتائج البحث.`],
    button: "فتح لوحة التحكم",
    after: () => ["يمكن تجديد الإعلانات المجانية مجاناً بعد انتهائها."],
  },
  fr: {
    subject: "Votre annonce expire dans 3 jours",
    intro: (data) => [`Votre annonce « ${data.listingTitle ?? ""} » sur Beitna expire dans 3 jours. Renouvelez-la depuis votre tableau de bord pour qu'elle reste dans les résultats.`],
    button: "Ouvrir mon tableau de bord",
    after: () => ["Les annonces gratuites se renouvellent gratuitement une fois expirées."],
  },
};
