import type { MailCopy } from "./mail-copy.ts";

export const rentDue: MailCopy = {
  en: {
    subject: "Rent due soon",
    intro: (data) => [`Your rent for "${data.listingTitle ?? ""}" (${data.detail ?? ""}) is due on ${data.dueOn ?? ""}.`],
    button: "See my rent account",
    after: () => ["Already paid? Declare the payment with its proof from your rent account."],
  },
  ar: {
    subject: "موعد دفع الإيجار قريب",
    intro: (data) => [`يستحق إيجارك لـ«${data.listingTitle ?? ""}» (${data.detail ?? ""}) بتاريخ ${data.dueOn ?? ""}.`],
    button: "عرض حساب الإيجار",
    after: () => ["هل دفعت؟ صرّح عن الدفعة مع إثباتها من حساب الإيجار."],
  },
  fr: {
    subject: "Loyer bientôt dû",
    intro: (data) => [`Votre loyer pour « ${data.listingTitle ?? ""} » (${data.detail ?? ""}) est dû le ${data.dueOn ?? ""}.`],
    button: "Voir mon compte de loyer",
    after: () => ["Déjà payé ? Déclarez le paiement avec son justificatif depuis votre compte de loyer."],
  },
};
