import { createArea } from "../../server/db/factories/areas.server.ts";
import { describe, expect, it } from "vitest";
import { listingPath } from "../../domain/listing-url.ts";
import { loader as robotsLoader } from "../../app/routes/robots.ts";
import { loader as sitemapLoader } from "../../app/routes/sitemap.ts";
import { loader as sitemapIndexLoader } from "../../app/routes/sitemap-index.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { listingSitemapPage } from "../../server/seo/sitemap.server.ts";
import { db } from "../../server/runtime.server.ts";
import { DAY_MS } from "../../domain/days.ts";
import { guidePath } from "../../domain/market.ts";
import { rollUpAreaPrices } from "../../server/market/roll-up-area-prices.server.ts";

const origin = "http://localhost:3000";
const sitemap = (name: string) => sitemapLoader({ params: { name } } as Parameters<typeof sitemapLoader>[0]);
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe("robots.txt and the sitemaps", () => {
  it("robots.txt allows the site, keeps crawlers out of private routes and points at the sitemap", async () => {
    const response = robotsLoader();
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/dashboard", "/admin", "/postlisting", "/profile", "/resources/", "/api/"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("lists public listings only, by canonical URL with lastmod, in pages the index names", async () => {
    const owner = await createUser(db());
    const live = await createListing(db(), {
      ownerId: owner.id,
      status: "Approved",
      title: 'Flat <with> "quotes" & more',
      expiresOn: new Date(Date.now() + DAY_MS),
    });
    const pending = await createListing(db(), { ownerId: owner.id, title: "Pending flat" });
    const expired = await createListing(db(), { ownerId: owner.id, status: "Approved", expiresOn: new Date(Date.now() - 1000) });
    const hidden = await createListing(db(), { ownerId: owner.id, status: "Approved", visible: false });

    const index = await sitemapIndexLoader();
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    expect(locations(indexXml)).toEqual([`${origin}/sitemaps/static.xml`, `${origin}/sitemaps/prices.xml`, `${origin}/sitemaps/listings-1.xml`]);

    const staticXml = await (await sitemap("static.xml")).text();
    expect(locations(staticXml)).toContain(`${origin}/`);
    expect(staticXml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${origin}/rent?lang=ar"/>`);

    const pageXml = await (await sitemap("listings-1.xml")).text();
    expect(pageXml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(locations(pageXml)).toEqual([`${origin}${listingPath(live)}`]);
    expect(pageXml).toContain(`<lastmod>${live.updatedAt.toISOString()}</lastmod>`);
    for (const other of [pending, expired, hidden]) expect(pageXml).not.toContain(other.id);

    expect((await sitemap("listings-2.xml")).status).toBe(404);
    expect((await sitemap("other.xml")).status).toBe(404);
  });

  it("splits listings into id ranges that together hold each public listing once, in id order", async () => {
    const owner = await createUser(db());
    for (let index = 0; index < 30; index++) await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const all = (await listingSitemapPage(1, 1)).map((listing) => listing.path);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listingSitemapPage(page, 4)));
    expect(pages.flat().map((listing) => listing.path)).toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(30);
  });

  it("lists the price guides of the places with enough live listings, in three languages", async () => {
    const owner = await createUser(db());
    const area = await createArea(db(), { district: "Sitemapshire", districtAr: "س", area: "Guide Town", areaAr: "غ", latitude: 34, longitude: 35.6 });
    for (const usd of [700, 800, 900, 1000, 1100]) {
      await createListing(db(), { ownerId: owner.id, status: "Approved", district: "Sitemapshire", areaId: area.id, price: usd, usdPriceCalculated: usd });
    }
    await rollUpAreaPrices();
    const xml = await (await sitemap("prices.xml")).text();
    expect(locations(xml)).toEqual(
      expect.arrayContaining([`${origin}/prices`, `${origin}${guidePath("Sitemapshire")}`, `${origin}${guidePath("Sitemapshire", "Guide Town")}`]),
    );
    expect(xml).toContain(`hreflang="fr" href="${origin}/prices/sitemapshire/guide-town?lang=fr"`);
  });
});
