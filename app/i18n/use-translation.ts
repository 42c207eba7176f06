import { createContext, useContext } from "react";
import type { I18n, TranslateFunction } from "#domain/i18n/i18n.ts";

/**
 * The page's translator. A page's language never changes while it is open (switching language
 * reloads the document, and the catalog is loaded before the first render), so the entries put
 * one translator here, the one of the page's language, and every component reads it.
 */
export const I18nContext = createContext<I18n | null>(null);

interface Translation {
  t: TranslateFunction;
  i18n: I18n;
}

const bound = new WeakMap<I18n, Translation>();

/** The page's `t` and its translator (`i18n.language`, `i18n.dir()`): the same object for every component. */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation() outside of an I18nContext provider");
  let translation = bound.get(i18n);
  if (!translation) {
    translation = { t: i18n.t, i18n };
    bound.set(i18n, translation);
  }
  return translation;
}
