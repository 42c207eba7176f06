import type { MailCopy } from "./mail-copy.ts";

/** To the landlord: a tenant reported a problem (issueReport). */
export const issueReported: MailCopy = {
  en: {
    subject: "Your tenant reported an issue",
    intro: (data) => [`${data.senderName ?? ""} reported an issue at "${data.listingTitle ?? ""}":`, data.detail ?? ""],
    button: "Open the issue",
    after: () => ["Reply in its thread and mark it in progress, then resolved; your tenant confirms the fix."],
  },
  ar: {
    subject: "أبلغ المستأجر عن مشكلة",
    intro: (data) => [`أبلغ ${data.senderName ?? ""} عن مشكلة في «${data.listingTitle ?? ""}»:`, data.detail ?? ""],
    button: "فتح البلاغ",
    after: () => ["ردّ في المحادثة وعلّم البلاغ قيد المعالجة ثم محلولاً، ويؤكد المستأجر الإصلاح."],
  },
  fr: {
    subject: "Votre locataire a signalé un problème",
    intro: (data) => [`${data.senderName ?? ""} a signalé un problème à « ${data.listingTitle ?? ""} »\u00a0:`, data.detail ?? ""],
    button: "Ouvrir le signalement",
    after: () => ["Répondez dans son fil, passez-le en cours puis résolu\u00a0; votre locataire confirme la réparation."],
  },
};
