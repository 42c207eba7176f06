export const LOCALES = ["en", "ar", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** First of: `?lang=`, the language cookie, the browser's Accept-Language, English. */
export function resolveLocale(input: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.query)) return input.query;
  if (isLocale(input.cookie)) return input.cookie;
  const preferred = (input.acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = params.find((param) => param.trim().startsWith("q="));
      return { language: tag.slice(0, 2).toLowerCase(), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q);
  return preferred.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
