import type { MailCopy } from "./mail-copy.ts";

export const notificationDigest: MailCopy = {
  en: {
    subject: "Your Beitna daily digest",
    intro: ["Here is what happened since yesterday:"],
    button: "Open Beitna",
    after: () => ["You chose to get these notifications once a day. You can change that in your settings."],
  },
  ar: {
    subject: "ملخّصك اليومي من بيتنا",
    intro: ["إليك ما حدث منذ الأمس:"],
    button: "فتح بيتنا",
    after: () => ["اخترت أن تصلك هذه الإشعارات مرة واحدة في اليوم. يمكنك تغيير ذلك من الإعدادات."],
  },
  fr: {
    subject: "Votre résumé quotidien Beitna",
    intro: ["Voici ce qui s’est passé depuis hier\u00a0:"],
    button: "Ouvrir Beitna",
    after: () => ["Vous avez choisi de recevoir ces notifications une fois par jour. Vous pouvez changer cela dans vos paramètres."],
  },
};
