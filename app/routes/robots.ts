import { siteOrigin } from "~/lib/site-origin.server.ts";

// Private screens and endpoints are not for crawlers; everything else is.
const PRIVATE_PATHS = [
  "/dashboard",
  "/promote-dashboard",
  "/admin",
  "/postlisting",
  "/editlisting/",
  "/bulk",
  "/profile",
  "/favorites",
  "/requests",
  "/offers",
  "/credits",
  "/renewmembership/",
  "/activatelisting/",
  "/changemembership/",
  "/applycredits/",
  "/editcredits/",
  "/tenant/",
  "/resources/",
  "/api/",
  "/auth/",
  "/language",
  "/dev/",
];

export function loader() {
  const body = ["User-agent: *", "Allow: /", ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${siteOrigin()}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
