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
 * reloads the document, and the catalog is loaded before the first render): one `t` per i18next
 * instance serves every component. react-i18next's own hook copies the instance for each component
 * it renders, which was a tenth of a listing page's server render (ARCHITECTURE.md "Benchmark").
 */
export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  let translation = bound.get(i18n);
  if (!translation) {
    translation = { t: rememberingPlainKeys(i18n), i18n };
    bound.set(i18n, translation);
  }
  return translation;
}

/**
 * i18next's `t` looks a key up, interpolates and nests on every call (about 10 µs); a page calls
 * it hundreds of times, mostly for the same plain labels. A key asked for alone, with nothing to
 * interpolate, always gives the same text, so it is looked up once per instance. A missing key
 * (i18next answers with the key itself) is not remembered.
 */
function rememberingPlainKeys(i18n: I18n): I18n["t"] {
  const texts = new Map<string, string>();
  const t = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== "string") return t(...args);
    let text = texts.get(key);
    if (text === undefined) {
      const found = t(key);
      if (typeof found !== "string" || found === key) return found;
      texts.set(key, (text = found));
    }
    return text;
  }) as unknown as I18n["t"];
}
