import type { MailCopy } from "./mail-copy.ts";

export const listingExpired: MailCopy = {
  en: {
    subject: "Your listing has expired",
    intro: (data) => [`Your listing "${data.listingTitle ?? ""}" has expired and no longer appears in search results.`],
    button: "Renew my listing",
    after: () => ["Renewing puts it back into review, then online again."],
  },
  ar: {
    subject: "انتهت صلاحية إعلانك",
    intro: (data) => [`انتهت صلاحية إعلانك «${data.listingTitle ?? ""}» ولم يعد يظهر في نتائج البحث.`],
    button: "تجديد إعلاني",
    after: () => ["عند التجديد يعود الإعلان إلى المراجعة ثم يُنشر من جديد."],
  },
  fr: {
    subject: "Votre annonce a expiré",
    intro: (data) => [`Votre annonce « ${data.listingTitle ?? ""} » a expiré et n'apparaît plus dans les résultats de recherche.`],
    button: "Renouveler mon annonce",
    after: () => ["Une fois renouvelée, elle repasse en revue puis revient en ligne."],
  },
};
