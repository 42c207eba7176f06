import fc from "fast-check";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../domain/locale.ts";
import { createI18n, loadCatalog, showMissingKeysAs, translatorOf, type MessageKey, type MessageValues } from "../../domain/i18n/i18n.ts";
import { catalogPart, mergeCatalog, partOfKey } from "../../domain/i18n/catalog-parts.ts";
import { catalogTranslator } from "../../server/i18n/translate.server.ts";
import type { Messages } from "../../domain/i18n/locales/en.ts";
import en from "../../domain/i18n/locales/en.ts";

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : leafKeys(value, path);
  });
}

/** The i18next instance the app used before its own translator, configured as it was. */
function i18nextOf(locale: Locale, messages: object) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return (key: string, values?: MessageValues) => (values ? instance.t(key as never, values) : instance.t(key as never)) as string;
}

/** The translator of a catalog written for a test (the app's catalogs have no Arabic `_two`, `_few`, ... yet). */
const over = (locale: Locale, catalog: Tree) => translatorOf(locale, catalog as unknown as Messages);
// Untyped keys for the catalogs written here.
const tOf = (locale: Locale, catalog: Tree) => over(locale, catalog).t as (key: string, values?: MessageValues) => string;

const ALL_FORMS: Tree = {
  listings: {
    found: "{{count}} listings",
    found_zero: "no listings",
    found_one: "one listing",
    found_two: "two listings",
    found_few: "{{count}} listings (few)",
    found_many: "{{count}} listings (many)",
  },
};

describe("translator", () => {
  it("reads nested keys and fills placeholders, leaving unknown ones as written", () => {
    const t = tOf("en", { greeting: { hello: "Hello {{name}}, {{ name }} again, {{missing}}", plain: "Plain {{name}}" } });
    expect(t("greeting.hello", { name: "Rana" })).toBe("Hello Rana, Rana again, {{missing}}");
    expect(t("greeting.hello", { name: 3, missing: null })).toBe("Hello 3, 3 again, ");
    expect(t("greeting.plain")).toBe("Plain {{name}}");
    // Values are not escaped (React does) and not read again for placeholders.
    expect(t("greeting.plain", { name: "<b>{{name}}</b>" })).toBe("Plain <b>{{name}}</b>");
  });

  it("answers a missing key, or a key naming a group, with the key", () => {
    const t = tOf("en", { group: { leaf: "Leaf" } });
    expect(t("group.absent")).toBe("group.absent");
    expect(t("group")).toBe("group");
    expect(t("group.leaf.deeper", { count: 2 })).toBe("group.leaf.deeper");
    expect(t("toString")).toBe("toString");
    expect(t("group.leaf")).toBe("Leaf");
  });

  it("picks English and French plural forms, the key itself being the other form", () => {
    const catalog = { photos: "{{count}} photos", photos_one: "{{count}} photo" };
    const english = tOf("en", catalog);
    const french = tOf("fr", catalog);
    expect([0, 1, 2].map((count) => english("photos", { count }))).toEqual(["0 photos", "1 photo", "2 photos"]);
    // French counts 0 and 1 as one.
    expect([0, 1, 2].map((count) => french("photos", { count }))).toEqual(["0 photo", "1 photo", "2 photos"]);
    // A count given as text picks no form.
    expect(english("photos", { count: "1" })).toBe("1 photos");
  });

  it("picks each of the six Arabic plural forms", () => {
    const t = tOf("ar", ALL_FORMS);
    expect([0, 1, 2, 3, 11, 100].map((count) => t("listings.found", { count }))).toEqual([
      "no listings",
      "one listing",
      "two listings",
      "3 listings (few)",
      "11 listings (many)",
      "100 listings",
    ]);
    // Without the form a count asks for, the key itself.
    expect(tOf("ar", { found: "{{count}} found", found_one: "one found" })("found", { count: 2 })).toBe("2 found");
  });

  it("tries the zero form for a count of 0 in every language, as i18next does", () => {
    for (const locale of LOCALES) {
      const ours = tOf(locale, ALL_FORMS);
      const theirs = i18nextOf(locale, ALL_FORMS);
      for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1.5]) {
        expect(ours("listings.found", { count }), `${locale} ${count}`).toBe(theirs("listings.found", { count }));
      }
    }
  });

  it("gives every message of the app's catalogs as i18next did, with and without values", async () => {
    const keys = leafKeys(en);
    const bases = [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))];
    const pairs = await Promise.all(
      LOCALES.map(async (locale) => {
        const messages = await loadCatalog(locale);
        return { ours: createI18n(locale).t as (key: string, values?: MessageValues) => string, theirs: i18nextOf(locale, messages) };
      }),
    );
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null));
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.constantFrom(...keys, ...bases, "nav.absent"),
        fc.option(fc.record({ count: fc.oneof(fc.nat(1000), fc.constantFrom(0, 1, 2, 3, 11, 100)), name: value, title: value, value: value }), {
          nil: undefined,
        }),
        ({ ours, theirs }, key, values) => {
          expect(ours(key, values)).toBe(theirs(key, values));
        },
      ),
      { numRuns: 3000 },
    );
    for (const { ours, theirs } of pairs) for (const key of keys) expect(ours(key)).toBe(theirs(key));
  }, 60_000); // every key of three catalogs through both translators: seconds on a busy machine

  it("is one translator per language, writing Arabic right to left", async () => {
    await loadCatalog("ar");
    const arabic = createI18n("ar");
    expect(createI18n("ar")).toBe(arabic);
    expect(arabic.language).toBe("ar");
    expect(arabic.dir()).toBe("rtl");
    expect(arabic.t("nav.rent")).toBe(arabic.t("nav.rent"));
    await loadCatalog("en");
    expect(createI18n("en").dir()).toBe("ltr");
  });

  it("types its keys against the English catalog, plural keys by their base", async () => {
    await loadCatalog("en");
    const { t } = createI18n("en");
    expect(t("cards.photos", { count: 1 })).toBe("1 photo");
    // @ts-expect-error: not a key of the English catalog
    expect(t("nav.noSuchKey")).toBe("nav.noSuchKey");
    // @ts-expect-error: a group of messages is not a message
    expect(t("nav")).toBe("nav");
  });

  it("gives the English text of a key the language's catalog lacks, and the key only when English lacks it too", () => {
    const english = { nav: { rent: "Rent", buy: "Buy" }, cards: { photos_one: "{{count}} photo", photos_other: "{{count}} photos" } };
    const arabic = { nav: { rent: "إيجار" }, cards: {} };
    const t = translatorOf("ar", arabic as unknown as Messages, english as unknown as Messages).t as (key: string, values?: MessageValues) => string;
    expect(t("nav.rent")).toBe("إيجار");
    expect(t("nav.buy")).toBe("Buy");
    // English's plural forms, chosen by English's rules (Arabic's "few" for 3 would find nothing).
    expect(t("cards.photos", { count: 3 })).toBe("3 photos");
    expect(t("nav.absent")).toBe("nav.absent");
  });

  it("falls back to English in the app's translators, the server's and the browser's catalog parts", async () => {
    const french = await loadCatalog("fr");
    // A key only English has, as a translation not written yet would be.
    const englishNav = en.nav as Record<string, string>;
    englishNav.untranslated = "Only in English";
    try {
      const key = "nav.untranslated" as MessageKey;
      expect(createI18n("fr").t(key)).toBe("Only in English");
      expect(catalogTranslator("ar")(key)).toBe("Only in English");
      const visitor = catalogPart(french as unknown as Tree, en as unknown as Tree, "visitor") as { nav: Record<string, string> };
      expect(visitor.nav).toMatchObject({ untranslated: "Only in English", rent: french.nav.rent });
    } finally {
      delete englishNav.untranslated;
    }
  });

  it("splits a catalog into a visitor part, a signed-in part and the guides' part that together are the whole", () => {
    const [visitor, signedIn, guides] = (["visitor", "signedIn", "guides"] as const).map((part) =>
      catalogPart(en as unknown as Tree, en as unknown as Tree, part),
    );
    const visitorKeys = leafKeys(visitor!);
    const signedInKeys = leafKeys(signedIn!);
    const guidesKeys = leafKeys(guides!);
    expect(visitorKeys.filter((key) => signedInKeys.includes(key) || guidesKeys.includes(key))).toEqual([]);
    expect(signedInKeys.filter((key) => guidesKeys.includes(key))).toEqual([]);
    expect(visitorKeys.every((key) => partOfKey(key) === "visitor")).toBe(true);
    expect(signedInKeys.every((key) => partOfKey(key) === "signedIn")).toBe(true);
    expect(guidesKeys.every((key) => partOfKey(key) === "guides")).toBe(true);
    expect(signedInKeys).toContain("dashboard.title");
    expect(visitorKeys).toContain("dashboard.statuses.approved");
    // A visitor namespace's group only a signed-in screen shows: the saved searches page's Rename.
    expect(signedInKeys).toContain("savedSearches.rename.open");
    expect(visitorKeys).toContain("savedSearches.save");
    // The guide's words load with the guide; a listing page's comparison with every visitor page.
    expect(guidesKeys).toContain("prices.trendTitle");
    expect(visitorKeys).toContain("prices.comparisonLink");
    const whole = structuredClone(visitor!);
    mergeCatalog(whole, signedIn!);
    mergeCatalog(whole, guides!);
    expect(leafKeys(whole).sort()).toEqual(
      leafKeys(en as unknown as Tree)
        .filter((key) => !key.startsWith("mail."))
        .sort(),
    );
  });

  it("keeps the mails' words out of both parts: only the server renders mails (decision 0061)", () => {
    for (const part of ["visitor", "signedIn", "guides"] as const) {
      for (const locale of LOCALES)
        expect(Object.keys(catalogPart(en as unknown as Tree, en as unknown as Tree, part)), `${locale} ${part}`).not.toContain("mail");
    }
    expect(leafKeys(en as unknown as Tree).filter((key) => key.startsWith("mail.")).length).toBeGreaterThan(100);
  });

  it("shows what production says for a key no catalog has, never the key", () => {
    const reported: string[] = [];
    showMissingKeysAs((key, locale) => {
      reported.push(`${locale} ${key}`);
      return "";
    });
    try {
      const t = translatorOf("fr", { nav: {} } as unknown as Messages, { nav: { rent: "Rent" } } as unknown as Messages).t as (
        key: string,
        values?: MessageValues,
      ) => string;
      expect(t("mail.nope.subject")).toBe("");
      expect(t("mail.nope.intro", { name: "Rami" })).toBe("");
      expect(t("nav.rent")).toBe("Rent");
      expect(reported).toEqual(["fr mail.nope.subject", "fr mail.nope.intro"]);
    } finally {
      showMissingKeysAs((key) => key);
    }
  });
});
