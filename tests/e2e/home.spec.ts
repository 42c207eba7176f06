import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { expect, newUser, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const h = en.home;
const HOUR = 3_600_000;

/** A public listing put on the market in the future, so it is the newest whatever other tests create. */
async function liveListing(input: Omit<ListingFactoryInput, "ownerId">) {
  const owner = await newUser();
  return createListing(testDb(), {
    ownerId: owner.id,
    status: "Approved",
    approvedOn: new Date(),
    expiresOn: new Date(Date.now() + 24 * HOUR),
    marketDate: new Date(Date.now() + HOUR),
    district: "Beirut",
    city: "Achrafieh",
    ...input,
  });
}

test.describe("the home page", () => {
  test("features Platinum listings and the newest ones, never a pending one, and passes axe in English and Arabic", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = Date.now().toString(36);
    const platinum = await liveListing({ title: `Platinum loft ${tag}`, planId: "platinum", boosted: true });
    const free = await liveListing({ title: `Free studio ${tag}`, listingType: "Sale", marketDate: new Date(Date.now() + 2 * HOUR) });
    await createListing(testDb(), {
      ownerId: platinum.ownerId,
      title: `Pending villa ${tag}`,
      planId: "platinum",
      marketDate: new Date(Date.now() + 3 * HOUR),
    });

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h.heroTitle);
    const featured = page.getByRole("region", { name: h.featuredTitle });
    await expect(featured.getByRole("article", { name: platinum.title })).toBeVisible();
    await expect(featured.getByRole("link", { name: platinum.title })).toHaveAttribute("href", listingPath(platinum));
    const newest = page.getByRole("region", { name: h.newestTitle });
    await expect(newest.getByRole("article").first()).toHaveAccessibleName(free.title);
    await expect(newest.getByRole("article", { name: platinum.title })).toBeVisible();
    await expect(page.getByText(`Pending villa ${tag}`)).toHaveCount(0);
    await expect(page.getByRole("region", { name: h.ownersTitle }).getByRole("link", { name: h.postCta })).toHaveAttribute("href", "/postlisting");
    await expect(page.getByRole("link", { name: h.plansCta })).toHaveAttribute("href", "/price/rental");
    await expectAccessible(page);

    await page.goto("/?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("article", { name: platinum.title }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the search box goes to /rent or /buy with the keywords and the district; every district is a link", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search", { name: h.searchTitle });
    await search.getByLabel(h.keywords).fill("sea view");
    await search.getByLabel(h.district).selectOption("Beirut");
    await search.getByRole("button", { name: h.search }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/rent" && url.search === "?search=sea+view&district=Beirut");

    await page.goto("/");
    await page.getByRole("search").getByText(h.buy, { exact: true }).click();
    await page.getByRole("search").getByLabel(h.district).selectOption("Zahle");
    await page.getByRole("search").getByRole("button", { name: h.search }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/buy" && url.search === "?district=Zahle");

    await page.goto("/");
    const districts = page.getByRole("region", { name: h.districtsTitle });
    await expect(districts.locator('a[href^="/rent?district="]')).toHaveCount(26);
    await expect(districts.getByRole("link", { name: /^Baabda/ })).toHaveAttribute("href", "/rent?district=Baabda");
    await expect(districts.getByRole("link", { name: /for sale in Baabda$/ })).toHaveAttribute("href", "/buy?district=Baabda");
  });

  test("has its canonical URL, hreflang alternates, Open Graph and Twitter tags and JSON-LD", async ({ page, baseURL }) => {
    await page.goto("/");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${baseURL}/?lang=ar`);
    await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", `${baseURL}/?lang=fr`);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", en.seo.homeTitle);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", en.seo.homeDescription);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await head.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${baseURL}/og-image.png`);
    expect((await page.request.get(image!)).headers()["content-type"]).toBe("image/png");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(jsonLd).toMatchObject({ "@type": "WebSite", url: `${baseURL}/` });

    await page.goto("/?lang=ar");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/?lang=ar`);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_LB");
  });

  test("robots.txt and the sitemap index lead to public listings only", async ({ request, baseURL }) => {
    const tag = Date.now().toString(36);
    const live = await liveListing({ title: `Sitemap flat ${tag}` });
    const pending = await createListing(testDb(), { ownerId: live.ownerId, title: `Sitemap pending ${tag}` });

    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await robots.text();
    expect(text).toContain("Disallow: /dashboard\n");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const pages = [...(await index.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(pages[0]).toBe(`${baseURL}/sitemaps/static.xml`);
    const listings = (await Promise.all(pages.slice(1).map(async (url) => (await request.get(url)).text()))).join("\n");
    expect(listings).toContain(`<loc>${baseURL}${listingPath(live)}</loc>`);
    expect(listings).not.toContain(pending.id);
  });
});
