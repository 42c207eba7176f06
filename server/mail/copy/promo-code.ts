import { FRAME_COPY } from "./frame.ts";
import type { MailCopy } from "./mail-copy.ts";

/** The Promo Code invitation (SPEC.md §8): a personal code, for five friends who joined or as a gesture. */
export const promoCode: MailCopy = {
  en: {
    subject: "Your Beitna promo code",
    intro: (data) => [
      `Hello ${data.name},`,
      `Here is your personal promo code: ${data.promoCode ?? ""}. It puts one of your listings on ${data.planName ?? ""} for ${FRAME_COPY.en.days(data.durationDays ?? 30)}, free.`,
      "Enter it when you change a listing's plan or apply credits.",
    ],
    button: "Use my code",
    after: () => ["The code is yours alone and works once."],
  },
  ar: {
    subject: "رمز الترويج الخاص بك على بيتنا",
    intro: (data) => [
      `مرحبًا ${data.name}،`,
      `إليك رمز الترويج الشخصي: ${data.promoCode ?? ""}. يضع أحد إعلاناتك على خطة ${data.planName ?? ""} لمدة ${FRAME_COPY.ar.days(data.durationDays ?? 30)} مجانًا.`,
      "أدخله عند تغيير خطة إعلان أو عند استخدام الرصيد.",
    ],
    button: "استخدام الرمز",
    after: () => ["الرمز خاص بك وحدك ويُستخدم مرة واحدة."],
  },
  fr: {
    subject: "Votre code promo Beitna",
    intro: (data) => [
      `Bonjour ${data.name},`,
      `Voici votre code promo personnel : ${data.promoCode ?? ""}. Il place gratuitement une de vos annonces en ${data.planName ?? ""} pendant ${FRAME_COPY.fr.days(data.durationDays ?? 30)}.`,
      "Saisissez-le lorsque vous changez l’offre d’une annonce ou appliquez des crédits.",
    ],
    button: "Utiliser mon code",
    after: () => ["Ce code est à vous seul et ne sert qu’une fois."],
  },
};
