import { compact, type MailCopy } from "./mail-copy.ts";

export const tourDeclined: MailCopy = {
  en: {
    subject: "Tour declined",
    intro: (data) => compact([`${data.senderName ?? ""} declined the tour of "${data.listingTitle ?? ""}".`, data.reason && `“${data.reason}”`]),
    button: "Open the conversation",
    after: () => ["You can still write in the conversation."],
  },
  ar: {
    subject: "تم رفض الزيارة",
    intro: (data) => compact([`رفض ${data.senderName ?? ""} زيارة «${data.listingTitle ?? ""}».`, data.reason && `«${data.reason}»`]),
    button: "فتح المحادثة",
    after: () => ["لا يزال بإمكانك الكتابة في المحادثة."],
  },
  fr: {
    subject: "Visite refusée",
    intro: (data) => compact([`${data.senderName ?? ""} a refusé la visite de « ${data.listingTitle ?? ""} ».`, data.reason && `« ${data.reason} »`]),
    button: "Ouvrir la conversation",
    after: () => ["Vous pouvez toujours écrire dans la conversation."],
  },
};
