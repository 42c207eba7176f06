import { describe, expect, it } from "vitest";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { content as arContent } from "../../app/content/ar.ts";
import { content as enContent } from "../../app/content/en.ts";
import { content as frContent } from "../../app/content/fr.ts";
import { type CatalogTree, flattenCatalog } from "../support/catalog-tree.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("message catalogs", () => {
  const english = flattenCatalog(en);
  it.each([
    ["ar", ar],
    ["fr", fr],
  ])("%s has every English key, translated, with the same placeholders", (_name, catalog) => {
    const other = flattenCatalog(catalog as CatalogTree);
    // Besides English's keys, a language has the plural forms English lacks (Arabic's zero, two,
    // few and many; French's many), each next to an English family's `_other` (decision 0039).
    const englishFamilyOf = (key: string) => key.replace(/_(zero|two|few|many)$/, "_other");
    expect([...new Set([...other.keys()].map(englishFamilyOf))].sort()).toEqual([...english.keys()].sort());
    for (const [key, translated] of other) {
      const text = english.get(englishFamilyOf(key)) ?? "";
      expect(translated.trim(), key).not.toBe("");
      // A zero, singular or dual form may say the number in words ("إعلان واحد", "يومان") instead of
      // the placeholder holding it ({{count}}, or {{value}} and {{hours}} where the number is shown formatted).
      const numberInWords = (names: ReturnType<typeof placeholders>) =>
        /_(zero|one|two)$/.test(key) ? names.filter((name) => !["count", "value", "hours"].includes(name!)) : names;
      expect(numberInWords(placeholders(translated)), key).toEqual(numberInWords(placeholders(text)));
    }
  });

  it("Arabic strings are in Arabic script", () => {
    const arabic = /[\u0600-\u06FF]/;
    expect(arabic.test(ar.nav.rent)).toBe(true);
    expect(arabic.test(ar.validation.emailRequired)).toBe(true);
  });
});

describe("long-form content", () => {
  it.each([
    ["ar", arContent],
    ["fr", frContent],
  ])("%s has the same documents and sections as English", (_name, content) => {
    for (const key of Object.keys(enContent) as Array<keyof typeof enContent>) {
      expect(content[key].sections.length, key).toBe(enContent[key].sections.length);
      expect(content[key].title.trim(), key).not.toBe("");
    }
  });

  it("the legal pages cover data kept, cookies, plan terms, refunds and the age limit", () => {
    const text = (doc: keyof typeof enContent) => JSON.stringify(enContent[doc]).toLowerCase();
    expect(text("privacyPolicy")).toContain("cookie");
    expect(text("privacyPolicy")).toMatch(/13/);
    expect(text("servicePlanTerms")).toContain("refund");
    expect(text("servicePlanTerms")).toContain("beitna platinum");
    expect(text("termsConditions")).toMatch(/13/);
  });
});
