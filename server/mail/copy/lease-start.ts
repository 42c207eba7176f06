import type { MailCopy } from "./mail-copy.ts";

export const leaseStart: MailCopy = {
  en: {
    subject: "Your lease is recorded on Beitna",
    intro: (data) => [
      `${data.senderName ?? ""} recorded your lease of "${data.listingTitle ?? ""}": ${data.detail ?? ""}.`,
      "Your rent account shows each period, what you paid and your receipts.",
    ],
    button: "Open my tenancy",
    after: () => [],
  },
  ar: {
    subject: "تم تسجيل عقد إيجارك على بيتنا",
    intro: (data) => [
      `سجّل ${data.senderName ?? ""} عقد إيجارك لـ«${data.listingTitle ?? ""}»: ${data.detail ?? ""}.`,
      "يعرض حساب الإيجار كل فترة وما دفعته وإيصالاتك.",
    ],
    button: "فتح صفحة الإيجار",
    after: () => [],
  },
  fr: {
    subject: "Votre bail est enregistré sur Beitna",
    intro: (data) => [
      `${data.senderName ?? ""} a enregistré votre bail pour « ${data.listingTitle ?? ""} » : ${data.detail ?? ""}.`,
      "Votre compte de loyer montre chaque période, vos paiements et vos reçus.",
    ],
    button: "Ouvrir ma location",
    after: () => [],
  },
};
