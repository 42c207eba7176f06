// XML for robots and sitemaps (issue 5). Values are escaped: titles end up in listing URLs.

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  /** hreflang → URL */
  alternates?: Array<{ hrefLang: string; href: string }>;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${url.lastmod.toISOString()}</lastmod>`);
    for (const alternate of url.alternates ?? []) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    return `<url>${parts.join("")}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
