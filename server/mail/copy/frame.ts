import type { Locale } from "../../../domain/locale.ts";

/** The words around every mail, in one language. */
export interface FrameCopy {
  brand: string;
  dir: "rtl" | "ltr";
  fontFamily: string;
  hello: (name: string) => string;
  copyLink: string;
  /** Colon as typeset in this language (French puts a no-break space before it). */
  colon: string;
  signOff: string;
  footer: string;
  /** The footer's unsubscribe link (notification and alert mails). */
  unsubscribe: string;
  hours: (count: number) => string;
  /** A number of days, as said after "for" ("لمدة يومين"). */
  days: (count: number) => string;
}

const arabicRules = new Intl.PluralRules("ar");

/**
 * A counted noun after a preposition in Arabic (decision 0039): one and two in words, the plural
 * from 3 to 10, the singular (accusative from 11 to 99) beyond; zero reads as "other".
 */
function arabicCount(count: number, forms: { one: string; two: string; few: string; many: string; other: string }): string {
  const category = arabicRules.select(count);
  if (category === "one" || category === "two") return forms[category];
  return `${count} ${category === "few" || category === "many" ? forms[category] : forms.other}`;
}

export const FRAME_COPY: Record<Locale, FrameCopy> = {
  en: {
    brand: "Beitna",
    dir: "ltr",
    fontFamily: "Helvetica, Arial, sans-serif",
    hello: (name) => (name ? `Hello ${name},` : "Hello,"),
    colon: ":",
    copyLink: "If the button does not work, copy this link into your browser:",
    signOff: "— The Beitna team",
    footer: "Beitna, the property marketplace for Lebanon.",
    unsubscribe: "Unsubscribe from these mails",
    hours: (count) => `${count} ${count === 1 ? "hour" : "hours"}`,
    days: (count) => `${count} ${count === 1 ? "day" : "days"}`,
  },
  ar: {
    brand: "بيتنا",
    dir: "rtl",
    fontFamily: "Tahoma, Arial, sans-serif",
    hello: (name) => (name ? `مرحباً ${name}،` : "مرحباً،"),
    colon: ":",
    copyLink: "إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:",
    signOff: "— فريق بيتنا",
    footer: "بيتنا، سوق العقارات في لبنان.",
    unsubscribe: "إلغاء الاشتراك في هذه الرسائل",
    hours: (count) => arabicCount(count, { one: "ساعة واحدة", two: "ساعتين", few: "ساعات", many: "ساعة", other: "ساعة" }),
    days: (count) => arabicCount(count, { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا", other: "يوم" }),
  },
  fr: {
    brand: "Beitna",
    dir: "ltr",
    fontFamily: "Helvetica, Arial, sans-serif",
    hello: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    colon: "\u00a0:",
    copyLink: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    signOff: "— L’équipe Beitna",
    footer: "Beitna, la place de marché immobilière du Liban.",
    unsubscribe: "Se désabonner de ces e-mails",
    hours: (count) => `${count} ${count < 2 ? "heure" : "heures"}`,
    days: (count) => `${count} ${count < 2 ? "jour" : "jours"}`,
  },
};
