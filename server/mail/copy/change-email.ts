import { compact, type MailCopy } from "./mail-copy.ts";

export const changeEmail: MailCopy = {
  en: {
    subject: "Confirm your new email address",
    intro: ["Please confirm that you want to use this email address for your Beitna account."],
    button: "Confirm my new email",
    after: (hours) =>
      compact([
        hours ? `This link is valid for ${hours}.` : undefined,
        "Your old address stays in use until you confirm.",
        "If you did not ask for this change, you can ignore this email.",
      ]),
  },
  ar: {
    subject: "تأكيد بريدك الإلكتروني الجديد",
    intro: ["يرجى تأكيد رغبتك في استخدام هذا البريد الإلكتروني لحسابك في بيتنا."],
    button: "تأكيد بريدي الجديد",
    after: (hours) =>
      compact([
        hours ? `هذا الرابط صالح لمدة ${hours}.` : undefined,
        "يبقى عنوانك القديم مستخدماً إلى أن تؤكد العنوان الجديد.",
        "إذا لم تطلب هذا التغيير، يمكنك تجاهل هذه الرسالة.",
      ]),
  },
  fr: {
    subject: "Confirmez votre nouvelle adresse e-mail",
    intro: ["Merci de confirmer que vous souhaitez utiliser cette adresse pour votre compte Beitna."],
    button: "Confirmer ma nouvelle adresse",
    after: (hours) =>
      compact([
        hours ? `Ce lien est valable ${hours}.` : undefined,
        "Votre ancienne adresse reste utilisée jusqu’à votre confirmation.",
        "Si vous n’avez pas demandé ce changement, vous pouvez ignorer cet e-mail.",
      ]),
  },
};
