import { compact, type MailCopy } from "./mail-copy.ts";

export const newMessage: MailCopy = {
  en: {
    subject: "New message on Beitna",
    intro: (data) => compact([`${data.senderName ?? ""} wrote to you about "${data.listingTitle ?? ""}".`, data.detail && `“${data.detail}”`]),
    button: "Reply",
    after: () => ["Answer in the conversation on Beitna: your email address is never shown."],
  },
  ar: {
    subject: "رسالة جديدة على بيتنا",
    intro: (data) => compact([`كتب لك ${data.senderName ?? ""} بخصوص «${data.listingTitle ?? ""}».`, data.detail && `«${data.detail}»`]),
    button: "الرد",
    after: () => ["أجب في المحادثة على بيتنا: لا يظهر بريدك الإلكتروني أبداً."],
  },
  fr: {
    subject: "Nouveau message sur Beitna",
    intro: (data) => compact([`${data.senderName ?? ""} vous a écrit au sujet de « ${data.listingTitle ?? ""} ».`, data.detail && `« ${data.detail} »`]),
    button: "Répondre",
    after: () => ["Répondez dans la conversation sur Beitna\u00a0: votre adresse e-mail n’est jamais affichée."],
  },
};
