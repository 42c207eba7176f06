import { type I18n, translatorOf } from "../../domain/i18n/i18n.ts";
import type { Messages } from "../../domain/i18n/locales/en.ts";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import type { Locale } from "../../domain/locale.ts";

// The web's catalogs are plain data: the API answers in the same words as the screens.
const CATALOGS: Record<Locale, unknown> = { en, ar, fr };

/** The catalog text of `key` in `locale` (English when missing there), or the key itself. */
export function translate(locale: Locale, key: string): string {
  for (const catalog of [CATALOGS[locale], CATALOGS.en]) {
    const text = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), catalog);
    if (typeof text === "string") return text;
  }
  return key;
}

/** The web's translator over a catalog (placeholders and plural forms), for words the API builds. */
export function catalogTranslator(locale: Locale): I18n["t"] {
  return translatorOf(locale, CATALOGS[locale] as Messages, en).t;
}
