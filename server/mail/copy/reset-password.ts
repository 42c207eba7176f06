import type { MailCopy } from "./mail-copy.ts";

export const resetPassword: MailCopy = {
  en: {
    subject: "Reset your Beitna password",
    intro: [
      "Someone (hopefully you) asked to reset the password of your Beitna account. Click the button below to choose a new one.",
    ],
    button: "Reset my password",
    after: (hours) => [
      hours
        ? `This link is valid for ${hours} and can be used only once.`
        : "This link can be used only once.",
      "Once you sign in with your new password, you will be signed out on your other devices.",
      "If this was not you, ignore this email: your password will not change.",
    ],
  },
  ar: {
    subject: "إعادة تعيين كلمة المرور في بيتنا",
    intro: [
      "طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة المرور لحسابك في بيتنا. اضغط على الزر أدناه لاختيار كلمة مرور جديدة.",
    ],
    button: "إعادة تعيين كلمة المرور",
    after: (hours) => [
      hours
        ? `هذا الرابط صالح لمدة ${hours} ويمكن استخدامه مرة واحدة فقط.`
        : "يمكن استخدام هذا الرابط مرة واحدة فقط.",
      "عند تسجيل الدخول بكلمة المرور الجديدة، سيتم تسجيل خروجك من أجهزتك الأخرى.",
      "إذا لم تكن أنت من طلب ذلك، تجاهل هذه الرسالة ولن تتغير كلمة المرور.",
    ],
  },
  fr: {
    subject: "Réinitialisez votre mot de passe Beitna",
    intro: [
      "Quelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de votre compte Beitna. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.",
    ],
    button: "Réinitialiser mon mot de passe",
    after: (hours) => [
      hours
        ? `Ce lien est valable ${hours} et ne peut être utilisé qu’une seule fois.`
        : "Ce lien ne peut être utilisé qu’une seule fois.",
      "Dès que vous vous connecterez avec votre nouveau mot de passe, vos autres appareils seront déconnectés.",
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe ne changera pas.",
    ],
  },
};
