import { beforeAll, describe, expect, it } from "vitest";
import { createI18n, loadCatalog } from "../../domain/i18n/i18n.ts";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { roomWords } from "../../domain/card-facts.ts";
import { type CatalogTree, flattenCatalog } from "../support/catalog-tree.ts";

// Decision 0039: a message whose noun follows a number is a plural family, `key_<category>` for
// every category `Intl.PluralRules(locale)` gives: the translator (`domain/i18n/i18n.ts`, like i18next)
// looks up `key_<category>` and would fall back to the bare key, which no family has.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The categories a language uses for the counts a portal shows: 0 to 1,000 and large round numbers. */
function categoriesUsed(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  const samples = [...Array.from({ length: 1001 }, (_, n) => n), 10_000, 100_000, 1_000_000, 2_000_000];
  return [...new Set(samples.map((n) => rules.select(n)))].sort();
}

const catalogs = { en, ar, fr } as const;
const english = flattenCatalog(en as unknown as CatalogTree);
const families = [...new Set([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, "")))];

/** Nouns a number decides the form of, as they are written after one: a message with one of them
 * after a placeholder holding a number must be a plural family. */
const NUMBER = String.raw`\{\{(?:count|value|hours|days|max|rows|number|total|needed|counted)\}\}\+?\s*`;
const COUNTED_NOUNS: Record<"ar" | "fr" | "en", RegExp> = {
  ar: new RegExp(NUMBER + "(غرف|غرفة|حمّام|ساعة|ساعات|يوم|أيام|يوماً|يومًا|صورة|صور|إعلان|إعلانات|إعلاناً|إعلانًا|نتيجة|نتائج|بلاغ|بلاغات|بلاغًا)", "u"),
  fr: new RegExp(NUMBER + String.raw`(chambres?|salles? de bain|heures?|jours?|photos?|annonces?|résultats?|signalements?)\b`),
  en: new RegExp(NUMBER + String.raw`(bedrooms?|bathrooms?|hours?|days?|photos?|listings?|results?|reports?)\b`),
};

describe("plural families (decision 0039)", () => {
  it("there are families to check, and English writes each as _one and _other, never a bare key", () => {
    expect(families.length).toBeGreaterThan(20);
    for (const family of families) {
      expect(english.has(`${family}_one`) && english.has(`${family}_other`), family).toBe(true);
      expect(english.has(family), `${family} has a bare key besides its forms`).toBe(false);
    }
  });

  it("Arabic uses all six categories and French one, many and other", () => {
    expect(categoriesUsed("ar")).toEqual(["few", "many", "one", "other", "two", "zero"]);
    expect(categoriesUsed("fr")).toEqual(["many", "one", "other"]);
  });

  it.each(["en", "ar", "fr"] as const)("%s has a form of every family for every category it uses, and no other", (locale) => {
    const messages = flattenCatalog(catalogs[locale] as unknown as CatalogTree);
    const used = categoriesUsed(locale);
    for (const family of families) {
      const forms = [...messages.keys()].filter((key) => key.replace(PLURAL_SUFFIX, "") === family && PLURAL_SUFFIX.test(key));
      expect(forms.map((key) => PLURAL_SUFFIX.exec(key)![1]).sort(), family).toEqual(used);
      expect(messages.has(family), `${locale} ${family} has a bare key`).toBe(false);
    }
  });

  it.each(["en", "ar", "fr"] as const)("%s puts no counted noun after a number outside a plural family", (locale) => {
    const offenders = [...flattenCatalog(catalogs[locale] as unknown as CatalogTree)].filter(
      ([key, text]) => !PLURAL_SUFFIX.test(key) && COUNTED_NOUNS[locale].test(text),
    );
    expect(offenders).toEqual([]);
  });

  it("the noun check catches the forms it is there for", () => {
    expect(COUNTED_NOUNS.ar.test("{{hours}} ساعة يوميًا")).toBe(true);
    expect(COUNTED_NOUNS.ar.test("حتى {{value}} غرف نوم")).toBe(true);
    expect(COUNTED_NOUNS.fr.test("{{count}} jours")).toBe(true);
    expect(COUNTED_NOUNS.en.test("{{value}}+ bedrooms")).toBe(true);
    expect(COUNTED_NOUNS.ar.test("عدد الإعلانات: {{count}}")).toBe(false);
    expect(COUNTED_NOUNS.en.test("Live {{propertyType}} listings")).toBe(false);
  });
});

describe("Arabic counts through the translator", () => {
  beforeAll(async () => {
    await Promise.all([loadCatalog("ar"), loadCatalog("fr"), loadCatalog("en")]);
  });

  it.each([
    [0, "بلا غرف نوم", "لا كهرباء من الدولة", "لا إعلانات هنا"],
    [1, "غرفة نوم واحدة", "ساعة واحدة يوميًا", "إعلان واحد هنا، كبّر الخريطة"],
    [2, "غرفتا نوم", "ساعتان يوميًا", "إعلانان هنا، كبّر الخريطة"],
    [3, "3 غرف نوم", "3 ساعات يوميًا", "3 إعلانات هنا، كبّر الخريطة"],
    [11, "10+ غرف نوم", "11 ساعة يوميًا", "11 إعلانًا هنا، كبّر الخريطة"],
    [100, "10+ غرف نوم", "100 ساعة يوميًا", "100 إعلان هنا، كبّر الخريطة"],
  ])("%i: %s, %s, %s", (count, bedrooms, hours, cluster) => {
    const { t } = createI18n("ar");
    expect(t("phone.beds", roomWords(count))).toBe(bedrooms);
    expect(t("features.powerHours", { hours: String(count), count })).toBe(hours);
    expect(t("map.cluster", { count })).toBe(cluster);
  });

  it("days read right in Arabic for the plans' own lengths, and French and English too", () => {
    const days = (locale: "ar" | "fr" | "en", count: number) => createI18n(locale).t("plans.days", { count });
    expect([1, 2, 7, 30, 100].map((count) => days("ar", count))).toEqual(["يوم واحد", "يومان", "7 أيام", "30 يومًا", "100 يوم"]);
    expect([1, 30, 1_000_000].map((count) => days("fr", count))).toEqual(["1 jour", "30 jours", "1000000 de jours"]);
    expect([1, 30].map((count) => days("en", count))).toEqual(["1 day", "30 days"]);
  });
});
