import { type I18n, showMissingKeysAs, translatorOf } from "../../domain/i18n/i18n.ts";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import type { Locale } from "../../domain/locale.ts";
import { runtime } from "../runtime.server.ts";

// The web's catalogs are plain data: the API and the mails answer in the same words as the screens.
const CATALOGS = { en, ar, fr };

const translators = new Map<Locale, I18n>();

/** The app's translator over a whole catalog (English filling what it lacks), for words the API and the mails build. */
export function catalogI18n(locale: Locale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = translatorOf(locale, CATALOGS[locale], en);
    translators.set(locale, i18n);
  }
  return i18n;
}

/** The translating function of `catalogI18n`. */
export function catalogTranslator(locale: Locale): I18n["t"] {
  return catalogI18n(locale).t;
}

/**
 * In production a key no catalog has reads as nothing, and the log says which (decision 0061).
 * Called by the process (API, jobs, mails) and by the pages' server entry, which has its own copy
 * of the translator in the build.
 */
export function reportMissingKeys(): void {
  showMissingKeysAs((key, locale) => {
    runtime().logger.error({ key, locale }, "a message key is in no catalog");
    return "";
  });
}
