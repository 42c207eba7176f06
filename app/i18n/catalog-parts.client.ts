import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/locale.ts";
import type { CatalogPart, CatalogTree } from "#domain/i18n/catalog-parts.ts";
import { addCatalogPart } from "#domain/i18n/i18n.ts";

type PartLoader = () => Promise<{ default: CatalogTree }>;

// Each language's part is its own chunk (app/i18n/catalog-parts.vite.ts builds them).
const loaders: Record<Locale, Record<CatalogPart, PartLoader>> = {
  en: {
    visitor: () => import("virtual:catalog/en-visitor"),
    signedIn: () => import("virtual:catalog/en-signedIn"),
    guides: () => import("virtual:catalog/en-guides"),
  },
  ar: {
    visitor: () => import("virtual:catalog/ar-visitor"),
    signedIn: () => import("virtual:catalog/ar-signedIn"),
    guides: () => import("virtual:catalog/ar-guides"),
  },
  fr: {
    visitor: () => import("virtual:catalog/fr-visitor"),
    signedIn: () => import("virtual:catalog/fr-signedIn"),
    guides: () => import("virtual:catalog/fr-guides"),
  },
};

const loading = new Map<string, Promise<void>>();

/** The page's language, as the server wrote it on `<html lang>` (switching language reloads the page). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Loads parts of the page's catalog into its translator, each once. */
export function loadCatalogParts(parts: readonly CatalogPart[], locale: Locale = pageLocale()): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      const id = `${locale}-${part}`;
      let promise = loading.get(id);
      if (!promise) {
        promise = loaders[locale][part]().then(
          (module) => addCatalogPart(locale, module.default),
          (error: unknown) => {
            loading.delete(id);
            throw error;
          },
        );
        loading.set(id, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** What the signed-in screens' layouts await on a client-side navigation to them. */
export const loadSignedInCatalog = () => loadCatalogParts(["signedIn"]);
/** What the area price guides await on a client-side navigation to them. */
export const loadGuidesCatalog = () => loadCatalogParts(["guides"]);
