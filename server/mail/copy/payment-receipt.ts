import type { MailCopy } from "./mail-copy.ts";

export const paymentReceipt: MailCopy = {
  en: {
    subject: "Payment received: your receipt",
    intro: (data) => [`Thank you. Your payment of ${data.amount ?? ""} (reference ${data.paymentReference ?? ""}) is confirmed and its credits are on your balance.`, `Receipt number: ${data.receiptNumber ?? ""}`],
    button: "View my receipt",
    after: () => ["You can print the receipt or find it later on your Credits page."],
  },
  ar: {
    subject: "تم استلام دفعتك: إيصالك",
    intro: (data) => [`شكراً لك. تم تأكيد دفعتك بقيمة ${data.amount ?? ""} (المرجع ${data.paymentReference ?? ""}) وأُضيف رصيدها إلى حسابك.`, `رقم الإيصال: ${data.receiptNumber ?? ""}`],
    button: "عرض الإيصال",
    after: () => ["يمكنك طباعة الإيصال أو إيجاده لاحقاً في صفحة الرصيد."],
  },
  fr: {
    subject: "Paiement reçu\u00a0: votre reçu",
    intro: (data) => [`Merci. Votre paiement de ${data.amount ?? ""} (référence ${data.paymentReference ?? ""}) est confirmé et ses crédits sont sur votre solde.`, `Numéro de reçu\u00a0: ${data.receiptNumber ?? ""}`],
    button: "Voir mon reçu",
    after: () => ["Vous pouvez imprimer le reçu ou le retrouver plus tard sur votre page Crédits."],
  },
};
