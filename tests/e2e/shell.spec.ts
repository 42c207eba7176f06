import fs from "node:fs";
import { type Page } from "@playwright/test";
import { desc, eq, sql } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { properties, visitEvents } from "../../server/db/schema.ts";
import { expect, gotoWithoutHydrating, newUser, signInAs, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";

async function expectAccessibleAt(page: Page, path: string) {
  await page.goto(path);
  await expectAccessible(page);
}

/** On a phone the navigation and the language sit in the header's menu (decision 0030): opens it. */
async function openMenuOnPhone(page: Page, label = en.phone.menu) {
  // Before scripts start the menu is a plain disclosure; these tests use the sheet.
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const button = page.getByRole("banner").getByRole("button", { name: label });
  if (await button.isVisible()) await button.click();
}

test.describe("legal pages", () => {
  test("are written in full, with header and footer on the site and without them for the app @phone", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("heading", { level: 2, name: /cookie/i })).toBeVisible();
    await openMenuOnPhone(page);
    await expect(page.getByRole("navigation", { name: en.nav.main })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: en.footer.planTerms }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Plan Terms");
    await expect(page.getByText(/refund/i).first()).toBeVisible();

    await page.goto("/mobile/terms-conditions");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Terms");
    await expect(page.getByRole("navigation", { name: en.nav.main })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByText(/13/).first()).toBeVisible();
  });

  test("services shows the three plans side by side, with their prices", async ({ page }) => {
    await page.goto("/services");
    const table = page.getByRole("table");
    for (const name of ["Beitna Free", "Beitna Gold", "Beitna Platinum"]) {
      await expect(table.getByRole("columnheader", { name })).toBeVisible();
    }
    await expect(table.getByRole("row", { name: new RegExp(en.plans.rental) })).toContainText("$15");
    await expect(table.getByRole("row", { name: new RegExp(en.plans.sale) })).toContainText("$60");
  });

  test("download-app links to both stores", async ({ page }) => {
    await page.goto("/download-app");
    await expect(page.getByRole("link", { name: en.downloadApp.appStore })).toHaveAttribute("href", /apps\.apple\.com/);
    await expect(page.getByRole("link", { name: en.downloadApp.playStore })).toHaveAttribute("href", /play\.google\.com/);
  });
});

test.describe("languages", () => {
  test("the switcher turns the whole page Arabic and right-to-left, and back @phone", async ({ page }) => {
    await page.goto("/privacy-policy");
    await openMenuOnPhone(page);
    await page.getByRole("button", { name: en.language.ar }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page).toHaveURL((url) => url.pathname === "/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0600-\u06FF]/);
    await openMenuOnPhone(page, ar.phone.menu);
    await expect(page.getByRole("navigation", { name: ar.nav.main }).getByRole("link", { name: ar.nav.rent })).toBeVisible();
    // The choice sticks across pages.
    await page.goto("/dashboard");
    await expect(page.getByRole("dialog", { name: ar.auth.signInTitle })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto("/");
    await openMenuOnPhone(page, ar.phone.menu);
    await page.getByRole("button", { name: en.language.fr }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await openMenuOnPhone(page, fr.phone.menu);
    await expect(page.getByRole("link", { name: fr.nav.buy }).first()).toBeVisible();
  });

  test("?lang= and Accept-Language choose the language", async ({ page, browser }) => {
    await page.goto("/services?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const context = await browser.newContext({ locale: "fr-FR" });
    const french = await context.newPage();
    await french.goto("/");
    await expect(french.locator("html")).toHaveAttribute("lang", "fr");
    await expect(french.getByRole("heading", { level: 1 })).toHaveText(fr.home.heroTitle);
    await context.close();
  });
});

test.describe("catalog parts (decision 0050)", () => {
  // A key shown raw, such as `dashboard.intro`: a namespace of the catalog, a dot, a name.
  const rawKey = new RegExp(`\\b(${Object.keys(en).join("|")})\\.[a-zA-Z]`);
  const accountMenu = (page: Page) => page.getByRole("button", { name: new RegExp(`^${ar.nav.accountMenu.replace("{{name}}", "")}`) });
  const openByMenu = async (page: Page, label: string) => {
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: label }).click();
  };
  // React reports a server text the client renders otherwise (a key not loaded yet) as a hydration
  // error: in a production build as minified error 418 or 425, thrown to the window (a page error).
  const watchHydration = (page: Page) => {
    const errors: string[] = [];
    const hydration = /hydrat|error #4(18|19|23|25)\b/i;
    page.on("console", (message) => {
      if (message.type() === "error" && hydration.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (hydration.test(error.message)) errors.push(error.message);
    });
    return errors;
  };

  test("home, a search page and a listing page hydrate as the server wrote them, in English and Arabic", async ({ page }) => {
    const hydrationErrors = watchHydration(page);
    const owner = await newUser();
    // A rental's price names its payment frequency, a label its namespace's group is chosen for at run time.
    const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved", title: "Flat for the catalog check", paymentFrequency: "Monthly" });
    for (const lang of ["en", "ar"] as const) {
      for (const path of ["/", "/rent", listingPath(listing)]) {
        await page.goto(`${path}?lang=${lang}`);
        expect(await page.locator("main").innerText()).not.toMatch(rawKey);
      }
    }
    await expect(page.getByText(ar.listingValues.paymentFrequency.Monthly).first()).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });
  const expectArabicScreen = async (page: Page, intro: string) => {
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    expect(await page.locator("main").innerText()).not.toMatch(rawKey);
  };

  test("from the Arabic home, links to the dashboard and to credits show them in Arabic", async ({ page }) => {
    const hydrationErrors = watchHydration(page);
    await signInAs(page);
    await page.goto("/?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("data-catalog", "visitor");
    // Client-side navigations keep the document: this mark would be lost by a page load.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await openByMenu(page, ar.nav.dashboard);
    await expectArabicScreen(page, ar.dashboard.intro);
    await openByMenu(page, ar.nav.credits);
    await expectArabicScreen(page, ar.credits.intro);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(hydrationErrors).toEqual([]);
  });

  test("from a signed-in screen loaded directly, the link home shows the Arabic home", async ({ page }) => {
    const hydrationErrors = watchHydration(page);
    await signInAs(page);
    await page.goto("/credits?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("data-catalog", "visitor signedIn");
    await expectArabicScreen(page, ar.credits.intro);
    await page.locator('header a[href="/"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.home.heroTitle);
    expect(await page.locator("main").innerText()).not.toMatch(rawKey);
    await openByMenu(page, ar.nav.dashboard);
    await expectArabicScreen(page, ar.dashboard.intro);
    expect(hydrationErrors).toEqual([]);
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/privacy-policy", "/terms-conditions", "/service-plan-terms", "/services", "/no-such-page", "/dashboard"]) {
    test(`axe finds nothing serious on ${path}`, async ({ page }) => {
      await expectAccessibleAt(page, path);
    });
  }
  test("axe finds nothing serious on the Arabic home and privacy pages", async ({ page }) => {
    await expectAccessibleAt(page, "/?lang=ar");
    await expectAccessibleAt(page, "/privacy-policy?lang=ar");
  });
});

test.describe("first-party analytics", () => {
  test("stores the startup call and a page view per route change", async ({ page }) => {
    const agent = `BeitnaTest/${Date.now()}`;
    await page.setExtraHTTPHeaders({});
    await page.context().addInitScript((ua) => Object.defineProperty(navigator, "userAgent", { get: () => ua }), agent);
    await page.goto("/");
    await page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.buy }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.buy);
    await expect.poll(async () => (await testDb().select().from(visitEvents).where(eq(visitEvents.userAgent, agent))).length).toBeGreaterThan(0);
    await expect
      .poll(async () =>
        (
          await testDb().select({ path: visitEvents.path }).from(visitEvents).where(eq(visitEvents.kind, "page_view")).orderBy(desc(visitEvents.id)).limit(5)
        ).map((row) => row.path),
      )
      .toContain("/buy");
  });

  test("a blocked analytics call only warns, and the app carries on", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await page.route("**/api/functions/IP", (route) => route.abort("blockedbyclient"));
    await page.route("**/api/events", (route) => route.abort("blockedbyclient"));
    await page.goto("/");
    await page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.rent }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.rent);
    await expect.poll(() => warnings.some((text) => text.includes("analytics unavailable"))).toBe(true);
  });
});

test.describe("lazy chunks", () => {
  test("a chunk that fails on first load is reported, and the page offers a retry", async ({ page }) => {
    // A chunk the page imports at once: what home, search and listing pages share (app/chunk-groups.vite.ts).
    await page.route(/\/assets\/visitor-shared-[^/]+\.js$/, (route) => route.abort("failed"));
    await gotoWithoutHydrating(page, "/rent");
    // The server-rendered page is there, not a blank screen…
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.rent);
    // …with a way to try again.
    const alert = page.getByRole("alert").filter({ hasText: en.chunk.title });
    await expect(alert).toBeVisible();
    await expect
      .poll(async () => {
        const rows = await testDb().select({ detail: visitEvents.detail }).from(visitEvents).where(eq(visitEvents.kind, "chunk_error"));
        return rows.map((row) => JSON.stringify(row.detail)).join();
      })
      .toContain('"type":"error"');
    await page.unroute(/\/assets\/visitor-shared-[^/]+\.js$/);
    await alert.getByRole("button", { name: en.chunk.retry }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.rent);
    await expect(page.getByRole("alert").filter({ hasText: en.chunk.title })).toHaveCount(0);
  });

  test("a navigation whose chunk hangs for 120 seconds is reported as a time-out with a retry", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.heroTitle);
    await page.route(/\/assets\/search-[^/]+\.js$/, () => {
      /* never answered */
    });
    await page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.rent }).click();
    const alert = page.getByRole("alert").filter({ hasText: en.chunk.title });
    // The 120-second clock starts when the page commits to loading, a moment after the click:
    // jump the fake clock until it has run out.
    await expect
      .poll(async () => {
        await page.clock.fastForward(121_000);
        return alert.count();
      })
      .toBeGreaterThan(0);
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: en.chunk.retry })).toBeVisible();
    await expect
      .poll(async () => {
        const rows = await testDb().select({ detail: visitEvents.detail }).from(visitEvents).where(eq(visitEvents.kind, "chunk_error"));
        return rows.map((row) => JSON.stringify(row.detail)).join();
      })
      .toContain('"type":"timeout"');
  });
});

test.describe("listing addresses", () => {
  test("/property/:id and /property?id= answer 301 with the canonical listing URL", async ({ page, request }) => {
    const owner = await newUser();
    const [sale] = await testDb()
      .insert(properties)
      .values({ ownerId: owner.id, listingType: "Sale", title: "Villa in Broummana", propertyType: "Villa", price: 450_000, size: 400 })
      .returning({ id: properties.id });
    const direct = await request.get(`/property/${sale!.id}`, { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers().location).toBe(`/sale/${sale!.id}/villa-in-broummana`);
    const query = await request.get(`/property?id=${sale!.id}`, { maxRedirects: 0 });
    expect(query.status()).toBe(301);
    await page.goto(`/property/${sale!.id}`);
    await expect(page).toHaveURL((url) => url.pathname === `/sale/${sale!.id}/villa-in-broummana`);
    await testDb()
      .delete(properties)
      .where(sql`${properties.id} = ${sale!.id}`);
  });
});

test.describe("static assets", () => {
  test("hashed assets are compressed and cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const response = await request.get(script!, { headers: { "accept-encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
    // A browser gets the build's Brotli copy (decision 0075), the same for every visitor.
    const framework = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    const brotli = await request.fetch(framework!, { method: "HEAD", headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["vary"]).toBe("Accept-Encoding");
    expect(Number(brotli.headers()["content-length"])).toBe(fs.statSync(`build/client${framework}.br`).size);
  });
});

test.describe("content security policy", () => {
  test("nothing a page runs is refused by the policy, zod's forms included", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
    });
    const owner = await newUser();
    const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved", title: "Flat for the policy check" });
    await page.goto(listingPath(listing));
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    // The sign-in dialog's chunk builds zod schemas as it loads: zod's probe for eval (caught, but
    // reported by the browser) would happen by the time its fields show.
    await page.getByRole("link", { name: en.nav.signIn }).click();
    await expect(page.getByRole("dialog", { name: en.auth.signInTitle }).getByLabel(en.auth.email)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
