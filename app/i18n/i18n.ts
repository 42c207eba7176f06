import i18next, { type i18n } from "i18next";
import type { Locale } from "#domain/locale.ts";
import type { Messages } from "./locales/en.ts";

// Each language is its own chunk: a page ships only the catalog it shows.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("./locales/en.ts"),
  ar: () => import("./locales/ar.ts"),
  fr: () => import("./locales/fr.ts"),
};

const loaded = new Map<Locale, Messages>();

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** A ready i18next instance; the catalog must have been loaded first. */
export function createI18n(locale: Locale): i18n {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} catalog is not loaded`);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
