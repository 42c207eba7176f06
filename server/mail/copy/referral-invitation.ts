import type { MailCopy } from "./mail-copy.ts";

/** A friend's invitation to join Beitna, in the inviter's language. */
export const referralInvitation: MailCopy = {
  en: {
    subject: "Join me on Beitna",
    intro: (data) => [
      `Hello ${data.name},`,
      `${data.senderName ?? ""} invites you to Beitna, the place to find and list homes for rent and for sale in Lebanon.`,
      "Create your free account within three days so your friend's invitation counts.",
    ],
    button: "Create my account",
    after: () => ["You received this email because a Beitna member entered your address. We will not write again unless you join."],
  },
  ar: {
    subject: "انضمّ إليّ على بيتنا",
    intro: (data) => [
      `مرحبًا ${data.name}،`,
      `يدعوك ${data.senderName ?? ""} إلى بيتنا، المكان الذي تجد فيه العقارات للإيجار والبيع في لبنان وتنشر فيه إعلاناتك.`,
      "أنشئ حسابك المجاني خلال ثلاثة أيام لكي تُحتسب دعوة صديقك.",
    ],
    button: "إنشاء حسابي",
    after: () => ["وصلتك هذه الرسالة لأن أحد أعضاء بيتنا أدخل عنوانك. لن نراسلك مجددًا ما لم تنضمّ."],
  },
  fr: {
    subject: "Rejoignez-moi sur Beitna",
    intro: (data) => [
      `Bonjour ${data.name},`,
      `${data.senderName ?? ""} vous invite sur Beitna, le site pour trouver et publier des biens à louer et à vendre au Liban.`,
      "Créez votre compte gratuit dans les trois jours pour que l’invitation de votre ami compte.",
    ],
    button: "Créer mon compte",
    after: () => ["Vous recevez ce message parce qu’un membre de Beitna a saisi votre adresse. Nous ne vous écrirons plus si vous ne vous inscrivez pas."],
  },
};
