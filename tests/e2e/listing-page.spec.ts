import { and, eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { favorites, listingCounterEvents, properties, propertyImages } from "../../server/db/schema.ts";
import { listingAt, north, type Point } from "../support/places.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const p = en.listingPage;
const stored = async (id: string) => (await testDb().select().from(properties).where(eq(properties.id, id)))[0]!;

// Each test gets its own spot far from Lebanon, so other tests' listings are never "similar".
const somewhere = (): Point => ({ latitude: -30 + Math.random() * 10, longitude: 100 + Math.random() * 40 });
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

test.describe("a listing page", () => {
  test("gallery by keyboard and full screen, the WhatsApp link, counted contacts and views, similar listings, axe in English and Arabic", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const owner = await newUser({ phone: "71123456", firstName: "Nadim", lastName: "Khoury" });
    const centre = somewhere();
    const title = unique("Sunny flat in Hamra");
    const listing = await listingAt(testDb(), centre, { ownerId: owner.id, status: "Approved", title });
    await testDb()
      .update(properties)
      .set({ contactMethod: ["WhatsApp", "Phone call", "Message on Beitna"] })
      .where(eq(properties.id, listing.id));
    await testDb()
      .insert(propertyImages)
      .values(
        [0, 1, 2].map((position) => ({
          propertyId: listing.id,
          position,
          imageKey: `listings/${listing.id}/${position}-large.webp`,
          imageLowKey: `listings/${listing.id}/${position}-low.webp`,
          width: 1600,
          height: 1200,
        })),
      );
    const near = await listingAt(testDb(), north(centre, 4), { ownerId: owner.id, status: "Approved", title: unique("Neighbour flat") });
    const path = listingPath(listing);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // Gallery: arrows move between photos, the full-screen dialog too.
    const counter = page.getByTestId("gallery-counter");
    await expect(counter).toHaveText("Photo 1 of 3");
    await page.getByTestId("gallery-track").focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("Photo 2 of 3");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("Photo 1 of 3");
    await page.getByRole("button", { name: p.gallery.fullScreen }).click();
    const viewer = page.getByRole("dialog", { name: title });
    await expect(viewer).toBeVisible();
    // The dialog moves focus inside a moment after it shows; a key pressed before that misses it.
    await expect(viewer.getByRole("button", { name: p.gallery.close })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("Photo 2 of 3")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    // WhatsApp: the owner's number and a message naming the listing and its address.
    const message = `Hello, I saw your listing “${title}” on Beitna: ${baseURL}${path}`;
    const whatsapp = page.getByRole("link", { name: p.contact.whatsapp, exact: true });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/96171123456?text=${encodeURIComponent(message)}`);
    await expect(page.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+96171123456");

    // Each contact action counts (a tour request only once sent: opening its dialog does not).
    await whatsapp.evaluate((link) => link.removeAttribute("target"));
    await page.route("https://wa.me/**", (route) => route.fulfill({ body: "whatsapp" }));
    await whatsapp.click();
    await page.goto(path);
    await page.getByRole("button", { name: p.contact.interested }).click();
    await expect(page.getByText(p.contact.interestedDone)).toBeVisible();
    await page.getByRole("button", { name: p.contact.requestTour }).click();
    await expect(page.getByRole("dialog", { name: p.contact.dialogTourTitle })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect
      .poll(async () => {
        const row = await stored(listing.id);
        // The view is counted as an event of the day (the rollup adds it to the listing's total, decision 0034).
        const views = await testDb()
          .select()
          .from(listingCounterEvents)
          .where(and(eq(listingCounterEvents.propertyId, listing.id), eq(listingCounterEvents.counter, "views")));
        return [row.whatsapp, row.interested, row.requestTour, views.length];
      })
      .toEqual([1, 1, 0, 1]);

    // Similar listings nearby, as cards.
    await expect(page.getByTestId("similar-listings").getByRole("article", { name: near.title })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${path}?lang=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectAccessible(page);
  });

  test("similar listings: nearest first, the first step enough when crowded, the widening out to 140 km (never 160) when not", async ({ page, baseURL }) => {
    test.setTimeout(45_000);
    const owner = await newUser();
    const tag = Math.random().toString(36).slice(2, 8);
    // Chalets in the Pacific, the two spots 15° of longitude (1,000 km or more) apart: no other
    // test's listing is within 150 km of either (theirs are apartments, around Beirut or in
    // somewhere()'s band), and a run repeated on the same database (--repeat-each) draws its spots
    // from 100° by 30°, so it meets an earlier run's chalets about once in a hundred.
    const crowded: Point = { latitude: -50 + Math.random() * 100, longitude: -170 + Math.random() * 30 };
    const sparse: Point = { latitude: crowded.latitude, longitude: crowded.longitude + 15 };
    const chalet = (point: Point, title: string, input: Partial<ListingFactoryInput> = {}) =>
      listingAt(testDb(), point, { ownerId: owner.id, status: "Approved", propertyType: "Chalet", title, ...input });
    const similarTitles = page.getByTestId("similar-listings").getByRole("article").locator("h3");
    // The function behind the cards, without the page's limit of 12, tells the distances.
    const similarOverHttp = async (id: string) => {
      const response = await page.request.post("/api/functions/similar", { data: { search: id }, headers: { origin: baseURL ?? "" } });
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { properties: { results: Array<{ title: string; distanceKm: number }> } };
      return body.properties.results;
    };

    // Crowded: 13 within the first step (3 km, one every 200 m), two more at 4 and 10 km.
    const near = (km: number) => `Chalet ${km} km from the crowded one ${tag}`;
    const subject = await chalet(crowded, `Crowded chalet ${tag}`);
    const withinFirstStep = Array.from({ length: 13 }, (_, index) => ((index + 1) * 200) / 1000);
    for (const km of [...withinFirstStep, 4, 10]) await chalet(north(crowded, km), near(km));
    await page.goto(listingPath(subject));
    await expect(similarTitles).toHaveText(withinFirstStep.slice(0, 12).map(near));
    // The widening stopped at 3 km, having found enough: the 4 and 10 km ones are not among them.
    const crowdedFound = await similarOverHttp(subject.id);
    expect(crowdedFound.map((listing) => listing.title)).toEqual(withinFirstStep.map(near));
    expect(crowdedFound.map((listing) => listing.distanceKm)).toEqual(withinFirstStep);

    // Sparse: one neighbour per step band (3, 30, 80, 150 km), one past the last; and, nearest of
    // all, three that are not similar: another property type, a sale, one waiting for approval.
    const far = (km: number) => `Chalet ${km} km from the lonely one ${tag}`;
    const lonely = await chalet(sparse, `Lonely chalet ${tag}`);
    for (const km of [2, 25, 90, 140, 160]) await chalet(north(sparse, km), far(km));
    await chalet(north(sparse, 1), `Warehouse ${tag}`, { propertyType: "Warehouse" });
    await chalet(north(sparse, 1), `Chalet for sale ${tag}`, { listingType: "Sale" });
    await chalet(north(sparse, 1), `Waiting chalet ${tag}`, { status: "Pending Approval" });
    await page.goto(listingPath(lonely));
    await expect(similarTitles).toHaveText([2, 25, 90, 140].map(far));
    expect((await similarOverHttp(lonely.id)).map((listing) => listing.distanceKm)).toEqual([2, 25, 90, 140]);
  });

  test("carries its canonical URL, Open Graph tags with the first photo, and JSON-LD, for link previews", async ({ page, baseURL }) => {
    const owner = await newUser();
    const title = unique("Garden villa in Byblos");
    const listing = await listingAt(testDb(), somewhere(), { ownerId: owner.id, status: "Approved", title });
    await testDb()
      .insert(propertyImages)
      .values({
        propertyId: listing.id,
        position: 0,
        imageKey: `listings/${listing.id}/0-large.webp`,
        imageLowKey: `listings/${listing.id}/0-low.webp`,
        width: 1600,
        height: 1200,
      });
    const path = listingPath(listing);
    await page.goto(path);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${baseURL}${path}?lang=ar`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} · Beitna`);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/media/listings/${listing.id}/0-large.webp`);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as { name?: string; url?: string };
    expect(jsonLd).toMatchObject({ name: title, url: `${baseURL}${path}` });
  });

  test("is 404 to visitors when not public and shows its owner a status banner; a wrong slug or type answers 301", async ({ page, request }) => {
    const owner = await newUser();
    const title = unique("Pending loft");
    const pending = await listingAt(testDb(), somewhere(), { ownerId: owner.id, title, listingType: "Sale" });
    const path = listingPath(pending);

    const visitor = await request.get(path);
    expect(visitor.status()).toBe(404);
    // A visitor learns nothing, not even the canonical address; its owner is redirected there.
    expect((await request.get(`/sale/${pending.id}/old-title`, { maxRedirects: 0 })).status()).toBe(404);
    await signInWith(page, owner);
    for (const wrong of [`/sale/${pending.id}`, `/sale/${pending.id}/old-title`, `/rental/${pending.id}/${path.split("/").pop()}`, `/sale?id=${pending.id}`]) {
      const response = await page.request.get(wrong, { maxRedirects: 0 });
      expect(response.status(), wrong).toBe(301);
      expect(response.headers().location).toBe(path);
    }

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("status-banner")).toContainText("Pending Approval");
  });

  test("a deleted home's address answers 410 and an expired one 404, both saying it is no longer on Beitna with similar homes, noindex; old addresses redirect; an unknown id stays 404 @phone", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const owner = await newUser({ phone: "71987654" });
    const neighbourOwner = await newUser();
    const centre = somewhere();
    const contact = { contactMethod: ["Phone call", "WhatsApp"], district: "Beirut", city: "Hamra", paymentFrequency: "Monthly" };
    const deleted = await listingAt(testDb(), centre, { ownerId: owner.id, status: "Approved", title: unique("Corner flat in Hamra"), ...contact });
    const expired = await listingAt(testDb(), north(centre, 0.2), { ownerId: owner.id, status: "Approved", title: unique("Old flat in Hamra"), ...contact });
    const neighbour = await listingAt(testDb(), north(centre, 0.5), { ownerId: neighbourOwner.id, status: "Approved", title: unique("Flat next door") });
    await testDb().update(properties).set({ status: "Deleted_Permanent", visible: false, isDeleted: true }).where(eq(properties.id, deleted.id));
    await testDb().update(properties).set({ status: "Expired", visible: false }).where(eq(properties.id, expired.id));

    for (const { lang, messages } of [
      { lang: "en", messages: en },
      { lang: "ar", messages: ar },
    ]) {
      const response = await page.goto(`${listingPath(deleted)}?lang=${lang}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.listingPage.gone.title);
      await expect(page.getByTestId("gone-listing")).toContainText(deleted.title);
      await expect(page.getByTestId("similar-listings").getByRole("article", { name: neighbour.title })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Nothing of the owner: no number, no contact buttons.
      expect(await page.content()).not.toContain("71987654");
      await expect(page.getByTestId("contact-bar")).toHaveCount(0);
      await expectAccessible(page);
      await keepScreenshot(page, { path: `docs/screens/gone-listing-${lang}.png`, fullPage: true });

      const gone = await page.goto(`${listingPath(expired)}?lang=${lang}`);
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.listingPage.gone.title);
      await expect(page.getByTestId("gone-listing")).toContainText(messages.listingPage.gone.expired);
    }

    // An old address (the old /property shape, an old slug, the wrong type) still leads to it.
    for (const old of [`/property/${deleted.id}`, `/rental/${deleted.id}/its-old-title`, `/sale/${deleted.id}`]) {
      const response = await request.get(old, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      expect(response.headers().location).toBe(listingPath(deleted));
    }
    // An id that never was a listing keeps the plain not-found screen.
    const unknown = await page.goto(`/rental/${crypto.randomUUID()}?lang=en`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
  });

  test("Save while signed out asks to sign in, then saves; /favorites lists it and removes it", async ({ page }) => {
    const owner = await newUser();
    const reader = await newUser();
    const title = unique("Garden house in Broummana");
    const listing = await listingAt(testDb(), somewhere(), { ownerId: owner.id, status: "Approved", title });

    await page.goto(listingPath(listing));
    await page.getByRole("button", { name: p.favorite.saveLabel }).click();
    const dialog = page.getByRole("dialog", { name: en.auth.signInTitle });
    await dialog.getByLabel(en.auth.email).fill(reader.email);
    await dialog.getByLabel(en.auth.password).fill(reader.password);
    await dialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(page.getByRole("button", { name: p.favorite.savedLabel })).toBeVisible();
    await expect.poll(async () => (await testDb().select().from(favorites).where(eq(favorites.userId, reader.id))).length).toBe(1);

    await page.goto("/favorites");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.favorites);
    await expect(page.getByRole("article", { name: title })).toBeVisible();
    await page.getByRole("button", { name: en.favorites.removeLabel.replace("{{title}}", title) }).click();
    await expect(page.getByText(en.favorites.empty)).toBeVisible();
  });
});
