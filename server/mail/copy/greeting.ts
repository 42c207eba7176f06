import type { MailCopy } from "./mail-copy.ts";

export const greeting: MailCopy = {
  en: {
    subject: "Welcome to Beitna",
    intro: ["Your email is verified and your account is ready. Here is what you can do now:"],
    list: [
      "Search homes for rent and for sale all over Lebanon",
      "Save your favourite listings to find them later",
      "Publish a listing for free",
      "Contact owners directly",
    ],
    button: "Go to Beitna",
    after: () => ["We are glad to have you with us."],
  },
  ar: {
    subject: "أهلاً بك في بيتنا",
    intro: ["تم تأكيد بريدك الإلكتروني وأصبح حسابك جاهزاً. إليك ما يمكنك فعله الآن:"],
    list: [
      "ابحث عن عقارات للإيجار وللبيع في كل لبنان",
      "احفظ إعلاناتك المفضلة للعودة إليها لاحقاً",
      "انشر إعلانك مجاناً",
      "تواصل مباشرة مع المالكين",
    ],
    button: "انتقل إلى بيتنا",
    after: () => ["يسعدنا انضمامك إلينا."],
  },
  fr: {
    subject: "Bienvenue sur Beitna",
    intro: [
      "Votre adresse e-mail est vérifiée et votre compte est prêt. Voici ce que vous pouvez faire dès maintenant\u00a0:",
    ],
    list: [
      "Rechercher des biens à louer et à vendre partout au Liban",
      "Enregistrer vos annonces favorites pour les retrouver plus tard",
      "Publier une annonce gratuitement",
      "Contacter directement les propriétaires",
    ],
    button: "Découvrir Beitna",
    after: () => ["Nous sommes ravis de vous compter parmi nous."],
  },
};
