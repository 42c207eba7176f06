import type { i18n as I18n } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";

interface Translation {
  t: I18n["t"];
  i18n: I18n;
}

const bound = new WeakMap<I18n, Translation>();

/**
 * `useTranslation()` for a page whose language never changes while it is open (switching language
 * reloads the document): one bound `t` per i18next instance serves every component. react-i18next's
 * own hook copies the instance for each component it renders, which was a tenth of a listing
 * page's server render (ARCHITECTURE.md "Benchmark").
 */
export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  let translation = bound.get(i18n);
  if (!translation) {
    translation = { t: i18n.t.bind(i18n) as I18n["t"], i18n };
    bound.set(i18n, translation);
  }
  return translation;
}
