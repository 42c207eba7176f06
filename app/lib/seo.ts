// Search engines and link previews (issue 5): the tags every public page renders, built from
// one description of the page. Pure, so the server and the browser render the same tags.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#domain/locale.ts";

export interface PageSeo {
  /** The site's public origin, e.g. "https://beitna.com" (from the loader: `siteOrigin()`). */
  origin: string;
  /** The page's path and query, e.g. "/rent?district=Beirut"; `lang` is managed here. */
  path: string;
  locale: Locale;
  /** The full document title. */
  title: string;
  description: string;
  /** An absolute or root-relative image URL for the previews; the site's image by default. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: "website" for lists, "article" for a listing. */
  type?: "website" | "article";
  siteName: string;
  /** Pages that must not be indexed (e.g. a search with no results). */
  noindex?: boolean;
}

export const DEFAULT_SEO_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

const OG_LOCALES: Record<Locale, string> = { en: "en_US", ar: "ar_LB", fr: "fr_FR" };

/**
 * The page's address in one language. `?lang=` picks the language (and sets the cookie); the
 * address without it serves the default language to crawlers and newcomers, so it is both the
 * English URL and the x-default, and Arabic and French have `?lang=ar` and `?lang=fr`.
 */
export function localizedUrl(origin: string, path: string, locale: Locale | "x-default"): string {
  const url = new URL(path, origin);
  url.searchParams.delete("lang");
  if (locale !== "x-default" && locale !== DEFAULT_LOCALE) url.searchParams.set("lang", locale);
  return url.toString();
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

export interface SeoTags {
  title: string;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  /** `name` (description, robots, twitter:*) and `property` (og:*) meta tags, in order. */
  meta: Array<{ name: string; content: string } | { property: string; content: string }>;
}

/** Title, description, canonical URL, hreflang alternates, Open Graph and Twitter card. */
export function seoTags(page: PageSeo): SeoTags {
  const canonical = localizedUrl(page.origin, page.path, page.locale);
  const image = absoluteUrl(page.origin, page.image ?? DEFAULT_SEO_IMAGE.path);
  return {
    title: page.title,
    canonical,
    alternates: [
      ...LOCALES.map((locale) => ({ hrefLang: locale, href: localizedUrl(page.origin, page.path, locale) })),
      { hrefLang: "x-default", href: localizedUrl(page.origin, page.path, "x-default") },
    ],
    meta: [
      { name: "description", content: page.description },
      ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
      { property: "og:site_name", content: page.siteName },
      { property: "og:type", content: page.type ?? "website" },
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: canonical },
      { property: "og:image", content: image },
      ...(page.image
        ? []
        : [
            { property: "og:image:width", content: String(DEFAULT_SEO_IMAGE.width) },
            { property: "og:image:height", content: String(DEFAULT_SEO_IMAGE.height) },
          ]),
      ...(page.imageAlt ? [{ property: "og:image:alt", content: page.imageAlt }] : []),
      { property: "og:locale", content: OG_LOCALES[page.locale] },
      ...LOCALES.filter((locale) => locale !== page.locale).map((locale) => ({ property: "og:locale:alternate", content: OG_LOCALES[locale] })),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: page.title },
      { name: "twitter:description", content: page.description },
      { name: "twitter:image", content: image },
    ],
  };
}

/**
 * JSON-LD for a `<script type="application/ld+json">`: `<` is escaped so no value can close
 * the script element, whatever a listing's title says.
 */
export function jsonLdHtml(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
