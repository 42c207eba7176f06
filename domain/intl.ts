// Intl formatters are costly to build (locale data is resolved each time) and cheap to reuse: a
// listing page formats dozens of prices, so each locale and option set is built once per process.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, build: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "yesterday", "3 days ago", "il y a 3 jours", "قبل ٣ أيام": numeric only where words do not say it. */
export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, locale, {}, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
}

/** The parts given, in a list the language writes: "Abdeh, Akkar"; in Arabic with its comma, "العبدة، عكار". */
export function joinList(parts: ReadonlyArray<string | null | undefined>, locale: string): string {
  return parts.filter(Boolean).join(locale === "ar" ? "، " : ", ");
}

/** Each language's quotation marks (French keeps its spaces from breaking), for a name that may hold a comma itself ("Bedrooms, at least"). */
const QUOTES: Record<string, readonly [string, string]> = { en: ["“", "”"], fr: ["«\u00a0", "\u00a0»"], ar: ["«", "»"] };

/** A name in the language's quotation marks: “Area”, « Étage, à partir de », «المنطقة». */
export function quoted(text: string, locale: string): string {
  const [open, close] = QUOTES[locale] ?? QUOTES.en!;
  return `${open}${text}${close}`;
}
