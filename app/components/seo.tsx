import { useTranslation } from "~/i18n/use-translation";
import { DEFAULT_LOCALE, isLocale } from "#domain/locale.ts";
import { jsonLdHtml, type PageSeo, seoTags } from "~/lib/seo.ts";
import { useNonce } from "~/lib/nonce.ts";

/**
 * A page's search-engine and link-preview tags. React 19 moves <title>, <meta> and <link>
 * into <head> wherever they are rendered, on the server and on client navigations.
 * Usage: `<Seo origin={data.origin} path="/rent?district=Beirut" title=… description=… image=… />`
 * (the loader returns `origin: siteOrigin()` from ~/lib/site-origin.server.ts).
 */
export function Seo(props: Omit<PageSeo, "locale" | "siteName">) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const tags = seoTags({ ...props, locale, siteName: t("common.appName") });
  return (
    <>
      <title>{tags.title}</title>
      <link rel="canonical" href={tags.canonical} />
      {tags.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {tags.meta.map((meta, index) =>
        "name" in meta ? <meta key={index} name={meta.name} content={meta.content} /> : <meta key={index} property={meta.property} content={meta.content} />,
      )}
    </>
  );
}

/** schema.org data for search engines; carries the CSP nonce like every inline script of ours. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />;
}
