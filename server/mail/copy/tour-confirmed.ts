import type { Locale } from "../../../domain/locale.ts";
import type { MailCopy, MailData } from "./mail-copy.ts";
import { BEIRUT } from "../../../domain/days.ts";

/** The tour's date and time as Beirut reads it, in the reader's language. */
export function tourTimeText(data: MailData, locale: Locale): string {
  if (!data.tourAt) return "";
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-LB" : locale === "fr" ? "fr-LB" : "en-GB", {
    timeZone: BEIRUT,
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(data.tourAt));
}

export const tourConfirmed: MailCopy = {
  en: {
    subject: "Your tour is confirmed",
    intro: (data) => [`The tour of "${data.listingTitle ?? ""}" with ${data.senderName ?? ""} is set for ${tourTimeText(data, "en")} (Beirut time).`, "The calendar file attached adds it to your calendar."],
    button: "Open the conversation",
    after: () => ["Plans changed? Write in the conversation so the other side knows."],
  },
  ar: {
    subject: "تم تأكيد موعد الزيارة",
    intro: (data) => [`تم تحديد موعد زيارة «${data.listingTitle ?? ""}» مع ${data.senderName ?? ""} في ${tourTimeText(data, "ar")} (بتوقيت بيروت).`, "يضيف ملف التقويم المرفق الموعد إلى تقويمك."],
    button: "فتح المحادثة",
    after: () => ["تغيّرت خططك؟ اكتب في المحادثة ليعلم الطرف الآخر."],
  },
  fr: {
    subject: "Votre visite est confirmée",
    intro: (data) => [`La visite de « ${data.listingTitle ?? ""} » avec ${data.senderName ?? ""} est fixée au ${tourTimeText(data, "fr")} (heure de Beyrouth).`, "Le fichier de calendrier joint l’ajoute à votre agenda."],
    button: "Ouvrir la conversation",
    after: () => ["Un changement\u00a0? Écrivez dans la conversation pour prévenir l’autre partie."],
  },
};
