import { DEFAULT_LOCALE, type Locale, textDirection } from "#domain/locale.ts";
import { type CatalogTree, mergeCatalog } from "./catalog-parts.ts";
import type en from "./locales/en.ts";
import type { Messages } from "./locales/en.ts";

// Whole catalogs, for the server (the browser loads parts of one: catalog-parts.client.ts).
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("./locales/en.ts"),
  ar: () => import("./locales/ar.ts"),
  fr: () => import("./locales/fr.ts"),
};

const loaded = new Map<Locale, Messages>();

/** A language's whole catalog, and the English one its translator falls back to. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [messages] = await Promise.all([whole(locale), whole(DEFAULT_LOCALE)]);
  return messages;
}

async function whole(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/**
 * Adds a part of a language's catalog (the browser's way, decision 0050): its translator, made
 * before or after, answers the part's keys from now on.
 */
export function addCatalogPart(locale: Locale, part: CatalogTree): void {
  const messages = loaded.get(locale);
  if (messages) mergeCatalog(messages as unknown as CatalogTree, part);
  else loaded.set(locale, structuredClone(part) as unknown as Messages);
}

type PluralCategory = Intl.LDMLPluralRule;

/** A catalog key without its plural ending: `cards.photos_one` and `cards.photos_other` are asked for as `cards.photos`. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** Every key of the English catalog, as dotted paths (`nav.rent`), plural keys by their base. */
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

export type MessageKey = KeysOf<typeof en>;

/** What a message's `{{placeholders}}` are filled with; `count` also picks the plural form. */
export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

export type TranslateFunction = (key: MessageKey, values?: MessageValues) => string;

/** A language's messages: `t` looks keys up in its catalog, `dir()` is the language's writing direction. */
export interface I18n {
  readonly language: Locale;
  readonly t: TranslateFunction;
  /** Whether a catalog has the text `t` would give for this key (a message that may not be a key at all). */
  exists(key: string): boolean;
  dir(): "ltr" | "rtl";
}

/**
 * The translator of a language; the catalog must have been loaded first. Catalogs never change
 * while the app runs, so one translator per language serves every request and component.
 */
export function createI18n(locale: Locale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    const messages = loaded.get(locale);
    if (!messages) throw new Error(`The ${locale} catalog is not loaded`);
    // The browser's parts have English filled in already; the server falls back to the English catalog.
    i18n = translatorOf(locale, messages, locale === DEFAULT_LOCALE ? undefined : loaded.get(DEFAULT_LOCALE));
    translators.set(locale, i18n);
  }
  return i18n;
}

const translators = new Map<Locale, I18n>();

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** The names of a message's `{{placeholders}}`. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim());
}

/** A message's `{{placeholders}}` filled as `t` fills them (below). */
export function fillPlaceholders(text: string, values: MessageValues): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const trimmed = name.trim();
    if (!Object.hasOwn(values, trimmed)) return written;
    const value = values[trimmed];
    return value == null ? "" : String(value);
  });
}

/** What a key missing from every catalog shows: see `showMissingKeysAs`. */
let missingKey: (key: string, locale: Locale) => string = (key) => key;

/**
 * What translators show for a key no catalog has (a key built at run time, a catalog edit that
 * lost one). While developing it is the key itself, so the mistake shows; production sets a safe
 * text that also reports it (server/i18n/translate.server.ts), so no reader ever sees `mail.x.subject`.
 */
export function showMissingKeysAs(show: (key: string, locale: Locale) => string): void {
  missingKey = show;
}

/**
 * A translator over a catalog (the app's come from `createI18n`): the part of i18next the app
 * used, with i18next's answers (tests/unit/translator.test.ts compares them). A key missing from
 * the catalog gives the fallback catalog's text (English's, for Arabic and French), and one missing
 * from both what `showMissingKeysAs` says (the key itself unless production said otherwise).
 * `{{name}}` is replaced by the value given: a name not given stays as written, a value given as
 * null or undefined is empty, and nothing is escaped (React escapes). `count` picks
 * the plural form `key_<category>` by `Intl.PluralRules`, a count of 0 trying `key_zero` first in
 * every language, and falls back to `key` (i18next v26's `Translator.resolve`).
 */
export function translatorOf(locale: Locale, messages: Messages, fallback?: Messages): I18n {
  const catalogs = [{ messages, plurals: new Intl.PluralRules(locale) }];
  if (fallback && fallback !== messages) catalogs.push({ messages: fallback, plurals: new Intl.PluralRules(DEFAULT_LOCALE) });
  // A key asked for alone always gives the same text: a page asks for the same labels hundreds of times.
  const plain = new Map<string, string>();

  function lookUp(catalog: Messages, key: string): string | undefined {
    let node: unknown = catalog;
    for (const part of key.split(".")) {
      if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === "string" ? node : undefined;
  }

  function message(key: string, count?: unknown): string | undefined {
    for (const { messages: catalog, plurals } of catalogs) {
      const text =
        typeof count !== "number"
          ? lookUp(catalog, key)
          : ((count === 0 ? lookUp(catalog, `${key}_zero`) : undefined) ?? lookUp(catalog, `${key}_${plurals.select(count)}`) ?? lookUp(catalog, key));
      if (text !== undefined) return text;
    }
    return undefined;
  }

  function t(key: MessageKey, values?: MessageValues): string {
    if (!values) {
      let text = plain.get(key);
      if (text === undefined) {
        text = message(key);
        if (text === undefined) return missingKey(key, locale);
        plain.set(key, text);
      }
      return text;
    }
    const text = message(key, values.count);
    if (text === undefined) return missingKey(key, locale);
    return fillPlaceholders(text, values);
  }

  return { language: locale, t, exists: (key) => message(key) !== undefined, dir: () => textDirection(locale) };
}
