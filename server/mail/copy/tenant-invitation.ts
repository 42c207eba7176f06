import type { MailCopy } from "./mail-copy.ts";

export const tenantInvitation: MailCopy = {
  en: {
    subject: "Your landlord invites you to Beitna",
    intro: (data) => [
      `${data.senderName ?? ""} invites you to follow your tenancy of "${data.listingTitle ?? ""}" on Beitna: your lease, rent account and receipts, inspections and files in one place.`,
    ],
    button: "Accept the invitation",
    after: () => ["The link works for 14 days, once. Sign up with this email address, or sign in if you already have a Beitna account."],
  },
  ar: {
    subject: "مالك العقار يدعوك إلى بيتنا",
    intro: (data) => [
      `يدعوك ${data.senderName ?? ""} لمتابعة إيجارك لـ«${data.listingTitle ?? ""}» على بيتنا: عقد الإيجار وحساب الإيجار والإيصالات والمعاينات والملفات في مكان واحد.`,
    ],
    button: "قبول الدعوة",
    after: () => ["يعمل الرابط مرة واحدة خلال 14 يوماً. أنشئ حساباً بعنوان البريد هذا، أو سجّل الدخول إن كان لديك حساب على بيتنا."],
  },
  fr: {
    subject: "Votre propriétaire vous invite sur Beitna",
    intro: (data) => [
      `${data.senderName ?? ""} vous invite à suivre votre location de « ${data.listingTitle ?? ""} » sur Beitna : bail, compte de loyer et reçus, états des lieux et documents au même endroit.`,
    ],
    button: "Accepter l’invitation",
    after: () => ["Le lien fonctionne une fois, pendant 14 jours. Inscrivez-vous avec cette adresse, ou connectez-vous si vous avez déjà un compte Beitna."],
  },
};
