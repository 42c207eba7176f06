import type { MailCopy } from "./mail-copy.ts";

export const listingRejected: MailCopy = {
  en: {
    subject: "Your listing needs changes",
    intro: (data) => [
      `Your listing "${data.listingTitle ?? ""}" was not approved. Our team's reason:`,
      data.reason ?? "",
      "Edit the listing to fix this; it will then be reviewed again.",
    ],
    button: "Edit my listing",
    after: () => ["If something is unclear, reply to this email and we will help."],
  },
  ar: {
    subject: "إعلانك يحتاج إلى تعديلات",
    intro: (data) => [
      `لم تتم الموافقة على إعلانك «${data.listingTitle ?? ""}». السبب كما ذكره فريقنا:`,
      data.reason ?? "",
      "عدّل الإعلان لتصحيح ذلك، وستتم مراجعته من جديد.",
    ],
    button: "تعديل إعلاني",
    after: () => ["إذا كان هناك ما هو غير واضح، ردّ على هذه الرسالة وسنساعدك."],
  },
  fr: {
    subject: "Votre annonce doit être modifiée",
    intro: (data) => [
      `Votre annonce « ${data.listingTitle ?? ""} » n’a pas été approuvée. La raison donnée par notre équipe\u00a0:`,
      data.reason ?? "",
      "Modifiez l’annonce pour corriger cela\u00a0; elle sera ensuite revue à nouveau.",
    ],
    button: "Modifier mon annonce",
    after: () => ["Si quelque chose n’est pas clair, répondez à cet e-mail et nous vous aiderons."],
  },
};
