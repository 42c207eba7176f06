import type { MailCopy } from "./mail-copy.ts";

export const paymentRejected: MailCopy = {
  en: {
    subject: "We could not confirm your payment",
    intro: (data) => [`Your payment of ${data.amount ?? ""} (reference ${data.paymentReference ?? ""}) was not confirmed. Our team's reason:`, data.reason ?? ""],
    button: "Open my credits",
    after: () => ["No credits were added. If you did pay, reply to this email with your proof and we will look again."],
  },
  ar: {
    subject: "لم نتمكن من تأكيد دفعتك",
    intro: (data) => [`لم يتم تأكيد دفعتك بقيمة ${data.amount ?? ""} (المرجع ${data.paymentReference ?? ""}). السبب الذي ذكره فريقنا:`, data.reason ?? ""],
    button: "فتح صفحة الرصيد",
    after: () => ["لم يُضف أي رصيد. إذا كنت قد دفعت فعلاً، ردّ على هذه الرسالة مع الإثبات وسنراجعها مجدداً."],
  },
  fr: {
    subject: "Nous n’avons pas pu confirmer votre paiement",
    intro: (data) => [`Votre paiement de ${data.amount ?? ""} (référence ${data.paymentReference ?? ""}) n’a pas été confirmé. La raison de notre équipe\u00a0:`, data.reason ?? ""],
    button: "Ouvrir mes crédits",
    after: () => ["Aucun crédit n’a été ajouté. Si vous avez bien payé, répondez à ce message avec votre preuve et nous regarderons à nouveau."],
  },
};
