/**
 * The catalog message a count picks, as the translator does (decision 0039): the family's key with
 * the locale's plural category, `beds` and 2 → `beds_two` in Arabic, `beds_other` in English.
 */
export function pluralMessage(section: object, family: string, locale: string, count: number): string {
  const key = `${family}_${new Intl.PluralRules(locale).select(count)}`;
  const message = (section as Record<string, unknown>)[key];
  if (typeof message !== "string") throw new Error(`No ${key} in the ${locale} catalog`);
  return message;
}
