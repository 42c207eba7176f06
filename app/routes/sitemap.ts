import { LOCALES } from "#domain/locale.ts";
import { guidePaths } from "#server/market/area-prices.server.ts";
import { listingSitemapPage, listingSitemapPages } from "#server/seo/sitemap.server.ts";
import { localizedUrl } from "~/lib/seo.ts";
import { urlSetXml, xmlResponse } from "~/lib/sitemap-xml.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import type { Route } from "./+types/sitemap";

// Open pages worth finding; each in its three languages.
const STATIC_PATHS = [
  "/",
  "/rent",
  "/buy",
  "/price/rental",
  "/price/sale",
  "/services",
  "/download-app",
  "/privacy-policy",
  "/terms-conditions",
  "/service-plan-terms",
];

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Pages in their three languages: each address with its alternates. */
const localizedUrlSet = (origin: string, paths: readonly string[]) =>
  xmlResponse(
    urlSetXml(
      paths.map((path) => ({
        loc: localizedUrl(origin, path, "x-default"),
        alternates: [...LOCALES, "x-default" as const].map((locale) => ({ hrefLang: locale, href: localizedUrl(origin, path, locale) })),
      })),
    ),
  );

export async function loader({ params }: Route.LoaderArgs) {
  const origin = siteOrigin();
  if (params.name === "static.xml") return localizedUrlSet(origin, STATIC_PATHS);
  // The area price guides with a figure to show (decision 0066).
  // The index of the guides (issue 44), then each guide with a figure.
  if (params.name === "prices.xml") return localizedUrlSet(origin, ["/prices", ...(await guidePaths())]);
  const page = /^listings-([1-9][0-9]{0,5})\.xml$/.exec(params.name)?.[1];
  if (!page) return notFound();
  const pages = await listingSitemapPages();
  if (Number(page) > pages) return notFound();
  const listings = await listingSitemapPage(Number(page), pages);
  return xmlResponse(urlSetXml(listings.map((listing) => ({ loc: `${origin}${listing.path}`, lastmod: listing.updatedAt }))));
}
