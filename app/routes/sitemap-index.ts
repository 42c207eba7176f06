import { listingSitemapPages } from "#server/seo/sitemap.server.ts";
import { sitemapIndexXml, xmlResponse } from "~/lib/sitemap-xml.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";

/** A sitemap index: the static pages, the area price guides, then the listings in pages of at most 50,000. */
export async function loader() {
  const origin = siteOrigin();
  const pages = await listingSitemapPages();
  const locations = [
    `${origin}/sitemaps/static.xml`,
    `${origin}/sitemaps/prices.xml`,
    ...Array.from({ length: pages }, (_, index) => `${origin}/sitemaps/listings-${index + 1}.xml`),
  ];
  return xmlResponse(sitemapIndexXml(locations));
}
