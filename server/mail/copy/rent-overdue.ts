import type { MailCopy } from "./mail-copy.ts";

export const rentOverdue: MailCopy = {
  en: {
    subject: "Rent overdue",
    intro: (data) => [`Your rent for "${data.listingTitle ?? ""}" (${data.detail ?? ""}) was due on ${data.dueOn ?? ""} and is not fully paid.`],
    button: "See my rent account",
    after: () => ["If you paid, declare the payment with its proof so your landlord can confirm it."],
  },
  ar: {
    subject: "إيجار متأخر",
    intro: (data) => [`كان إيجارك لـ«${data.listingTitle ?? ""}» (${data.detail ?? ""}) مستحقاً بتاريخ ${data.dueOn ?? ""} ولم يُدفع بالكامل.`],
    button: "عرض حساب الإيجار",
    after: () => ["إن كنت قد دفعت، صرّح عن الدفعة مع إثباتها ليؤكدها المالك."],
  },
  fr: {
    subject: "Loyer en retard",
    intro: (data) => [`Votre loyer pour « ${data.listingTitle ?? ""} » (${data.detail ?? ""}) était dû le ${data.dueOn ?? ""} et n’est pas entièrement payé.`],
    button: "Voir mon compte de loyer",
    after: () => ["Si vous avez payé, déclarez le paiement avec son justificatif pour que votre propriétaire le confirme."],
  },
};
