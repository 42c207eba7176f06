import { compact, type MailCopy } from "./mail-copy.ts";

export const verifyEmail: MailCopy = {
  en: {
    subject: "Confirm your email address",
    intro: [
      "Thanks for signing up for Beitna! Click the button below to verify your email address and activate your account.",
    ],
    button: "Verify my email",
    after: (hours) =>
      compact([
        hours ? `This link is valid for ${hours}.` : undefined,
        "If you did not sign up for Beitna, you can safely ignore this email.",
      ]),
  },
  ar: {
    subject: "تأكيد بريدك الإلكتروني",
    intro: ["شكراً لتسجيلك في بيتنا! اضغط على الزر أدناه لتأكيد بريدك الإلكتروني وتفعيل حسابك."],
    button: "تأكيد بريدي الإلكتروني",
    after: (hours) =>
      compact([
        hours ? `هذا الرابط صالح لمدة ${hours}.` : undefined,
        "إذا لم تقم بالتسجيل في بيتنا، يمكنك تجاهل هذه الرسالة.",
      ]),
  },
  fr: {
    subject: "Confirmez votre adresse e-mail",
    intro: [
      "Merci pour votre inscription sur Beitna\u00a0! Cliquez sur le bouton ci-dessous pour vérifier votre adresse e-mail et activer votre compte.",
    ],
    button: "Vérifier mon adresse e-mail",
    after: (hours) =>
      compact([
        hours ? `Ce lien est valable ${hours}.` : undefined,
        "Si vous n’avez pas créé de compte Beitna, vous pouvez ignorer cet e-mail.",
      ]),
  },
};
