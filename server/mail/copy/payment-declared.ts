import type { MailCopy } from "./mail-copy.ts";

export const paymentDeclared: MailCopy = {
  en: {
    subject: "A tenant declared a rent payment",
    intro: (data) => [`${data.senderName ?? ""} declared a payment of ${data.detail ?? ""} for "${data.listingTitle ?? ""}", with its proof. Check it and confirm it to issue the receipt.`],
    button: "Review the payment",
    after: () => [],
  },
  ar: {
    subject: "صرّح مستأجر عن دفعة إيجار",
    intro: (data) => [`صرّح ${data.senderName ?? ""} عن دفعة بقيمة ${data.detail ?? ""} لـ«${data.listingTitle ?? ""}» مع إثباتها. راجعها وأكّدها لإصدار الإيصال.`],
    button: "مراجعة الدفعة",
    after: () => [],
  },
  fr: {
    subject: "Un locataire a déclaré un paiement",
    intro: (data) => [`${data.senderName ?? ""} a déclaré un paiement de ${data.detail ?? ""} pour « ${data.listingTitle ?? ""} », avec justificatif. Vérifiez-le et confirmez-le pour émettre le reçu.`],
    button: "Vérifier le paiement",
    after: () => [],
  },
};
