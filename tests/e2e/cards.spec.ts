import { type Locator, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { relativeTimeFormat } from "../../domain/intl.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { formatMoney } from "../../domain/money.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { areas, favorites, listingReports, properties, propertyImages, users } from "../../server/db/schema.ts";
import { pluralMessage } from "../support/plural.ts";
import { expect, newUser, signInAs, signInWith, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";
import { DAY_MS } from "../../domain/days.ts";

const CATALOGS = { en, ar } as const;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A catalog message with its `{{placeholders}}` filled, as i18next does. */
const fill = (message: string, values: Record<string, string>) => message.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
const stored = async (id: string) => (await testDb().select().from(properties).where(eq(properties.id, id)))[0]!;

async function publicListing(input: Partial<ListingFactoryInput> & { ownerId: string }) {
  const [area] = await testDb().select().from(areas).where(eq(areas.area, "Achrafieh"));
  return createListing(testDb(), {
    status: "Approved",
    expiresOn: new Date(Date.now() + 30 * DAY_MS),
    propertyCategory: "Residential",
    paymentFrequency: "Monthly",
    contactMethod: ["Message on Beitna"],
    areaId: area!.id,
    city: "Achrafieh",
    district: "Beirut",
    ...input,
  });
}

const card = (page: Page, title: string): Locator => page.getByRole("article", { name: title });
/** The owner's public page lists their rentals as cards, and no one else's. */
const ownerPage = (ownerId: string, lang: string) => `/owner/rental/${ownerId}?lang=${lang}`;

for (const lang of ["en", "ar"] as const) {
  const c = CATALOGS[lang].cards;

  test.describe(`cards (${lang})`, () => {
    test("photo count, posted date, facts by type, the heart saves, Call and WhatsApp are counted", async ({ page }) => {
      test.setTimeout(60_000);
      const owner = await newUser({ phone: "71123456" });
      const flat = await publicListing({
        ownerId: owner.id,
        title: unique("Flat with a balcony"),
        contactMethod: ["Phone call", "WhatsApp"],
        marketDate: new Date(Date.now() - 3 * DAY_MS - 3_600_000),
      });
      await testDb()
        .insert(propertyImages)
        .values(
          [0, 1].map((position) => ({
            propertyId: flat.id,
            position,
            imageKey: `listings/${flat.id}/${position}-large.webp`,
            imageLowKey: `listings/${flat.id}/${position}-low.webp`,
            width: 1600,
            height: 1200,
          })),
        );
      const land = await publicListing({
        ownerId: owner.id,
        title: unique("Plot in Broummana"),
        propertyType: "Land",
        bedroom: 0,
        bathroom: 0,
        propertyCategory: "Land",
      });
      const shop = await publicListing({
        ownerId: owner.id,
        title: unique("Shop on Hamra street"),
        propertyType: "Shop",
        bedroom: 0,
        bathroom: 0,
        propertyCategory: "Commercial",
      });
      const visitor = await signInAs(page);

      await page.goto(ownerPage(owner.id, lang));
      const flatCard = card(page, flat.title);
      await expect(flatCard.getByTestId("photo-count")).toContainText("2");
      await expect(flatCard.getByTestId("posted")).toHaveText(fill(c.posted, { when: relativeTimeFormat(lang).format(-3, "day") }));
      await expect(flatCard.getByTestId("card-facts").getByRole("listitem")).toHaveCount(4);
      await expect(flatCard.getByTestId("card-facts")).toContainText(fill(pluralMessage(c, "bedrooms", lang, 2), { value: "2" }));
      // No "0 bd · 0 ba" where there are no rooms.
      for (const listing of [land, shop]) {
        await expect(card(page, listing.title).getByTestId("card-facts").getByRole("listitem")).toHaveCount(2);
        await expect(card(page, listing.title).getByRole("link", { name: fill(c.callLabel, { title: listing.title }) })).toHaveCount(0);
      }
      await expect(card(page, land.title).getByTestId("photo-count")).toHaveCount(0);

      // The heart saves the listing for the signed-in visitor.
      const heart = flatCard.getByRole("button", { name: fill(c.save, { title: flat.title }) });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect
        .poll(
          async () =>
            (
              await testDb()
                .select()
                .from(favorites)
                .where(and(eq(favorites.userId, visitor.id), eq(favorites.propertyId, flat.id)))
            ).length,
        )
        .toBe(1);

      // Call and WhatsApp reach the owner and are counted like the listing page's.
      const call = flatCard.getByRole("link", { name: fill(c.callLabel, { title: flat.title }) });
      const whatsapp = flatCard.getByRole("link", { name: fill(c.whatsappLabel, { title: flat.title }) });
      await expect(call).toHaveAttribute("href", "tel:+96171123456");
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/96171123456\?text=/);
      // The browser is not to leave the page for a dialler or WhatsApp: the counting is what is checked.
      for (const link of [call, whatsapp]) await link.evaluate((element) => element.addEventListener("click", (event) => event.preventDefault()));
      await call.click();
      await whatsapp.click();
      await expect.poll(async () => [(await stored(flat.id)).call, (await stored(flat.id)).whatsapp]).toEqual([1, 1]);
      await expectAccessible(page);
    });

    test("a price cut on a live listing is public at once: 'Reduced' on its page and its card, no review (decision 0076) @phone", async ({ page, browser }) => {
      test.setTimeout(60_000);
      const editor = CATALOGS[lang].listingEditor;
      const owner = await signInAs(page);
      const listing = await publicListing({ ownerId: owner.id, title: unique("Duplex in Badaro"), price: 1500 });
      // A visitor who opened its page before the cut.
      const visitor = await browser.newPage();
      await visitor.goto(`${listingPath(listing)}?lang=${lang}`);
      await expect(visitor.getByTestId("reduced-by")).toHaveCount(0);

      await page.goto(`/editlisting/${listing.id}?lang=${lang}`);
      await expect(page.getByTestId("edit-note")).toHaveText(CATALOGS[lang].listingEditor.liveEditNote);
      await page.getByRole("button", { name: editor.next }).click();
      const price = page.getByRole("textbox", { name: editor.price, exact: true });
      await price.click();
      await price.fill("1200");
      await price.press("Tab");
      for (let step = 0; step < 4; step++) await page.getByRole("button", { name: editor.next }).click();
      await page.getByRole("button", { name: editor.saveChanges }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      await expect(page.getByText(CATALOGS[lang].toasts.listingChangesLive.body)).toBeVisible();
      expect(await stored(listing.id)).toMatchObject({ price: 1200, previousPrice: 1500, status: "Approved", visible: true });

      // The same address, reloaded by the visitor: the new price with "Reduced", at once.
      await visitor.reload();
      const reducedBy = visitor.getByTestId("reduced-by");
      await expect(reducedBy).toContainText(c.priceReduced);
      await expect(reducedBy).toContainText(formatMoney(300, "USD", lang));
      await expect(visitor.getByRole("main")).toContainText(formatMoney(1200, "USD", lang));
      await visitor.close();

      await page.goto(ownerPage(owner.id, lang));
      const reduced = card(page, listing.title).getByTestId("price-reduced");
      await expect(reduced).toContainText(c.priceReduced);
      await expect(reduced).toContainText(fill(c.previousPrice, { price: formatMoney(1500, "USD", lang) }));
      await page.goto(`${listingPath(listing)}?lang=${lang}`);
      await expect(page.getByTestId("price-history").getByRole("listitem")).toHaveCount(1);
    });

    test("a visitor reports a listing; an admin sees it in the queue and resolves it; a user who is not an admin cannot", async ({ page }) => {
      test.setTimeout(60_000);
      const owner = await newUser();
      const listing = await publicListing({ ownerId: owner.id, title: unique("Too good to be true") });
      const message = "The owner asked for a deposit before any visit.";

      // Signed out, from the listing page.
      await page.goto(`${listingPath(listing)}?lang=${lang}`);
      await page.getByRole("button", { name: c.report.open }).click();
      const dialog = page.getByRole("dialog", { name: c.report.title });
      await dialog.getByRole("button", { name: c.report.submit }).click();
      await expect(dialog.getByText(c.report.reasonRequired)).toBeVisible();
      await dialog.getByLabel(c.report.message).fill(message);
      await dialog.getByLabel(c.report.reason).selectOption("scam");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: c.report.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: c.report.sent })).toBeVisible();
      const [report] = await testDb().select().from(listingReports).where(eq(listingReports.propertyId, listing.id));
      expect(report).toMatchObject({ reason: "scam", message, status: "open", reporterId: null });

      // A signed-in user who is not an admin can neither see the queue nor decide a report.
      await signInAs(page);
      expect((await page.goto(`/admin/reports?lang=${lang}`))?.status()).toBe(403);
      expect((await page.goto(`/admin/reports/${report!.id}?lang=${lang}`))?.status()).toBe(403);
      const origin = test.info().project.use.baseURL!;
      expect((await page.request.post(`/admin/reports/${report!.id}`, { form: { decision: "resolved" }, headers: { origin } })).status()).toBe(403);
      expect((await testDb().select().from(listingReports).where(eq(listingReports.id, report!.id)))[0]!.status).toBe("open");

      const admin = await newUser({ admin: true });
      await signInWith(page, admin);
      await page.goto(`/admin/reports?lang=${lang}`);
      await page.getByRole("link", { name: fill(c.admin.open, { title: listing.title }) }).click();
      await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByTestId("report-status")).toHaveText(c.admin.statuses.open);
      await expectAccessible(page);
      await page.getByRole("button", { name: c.admin.resolve }).click();
      await expect(page.locator("[data-admin-notice]")).toHaveText(c.admin.resolved);
      await expect(page.getByTestId("report-status")).toContainText(c.admin.statuses.resolved);
      expect((await testDb().select().from(listingReports).where(eq(listingReports.id, report!.id)))[0]).toMatchObject({
        status: "resolved",
        decidedBy: admin.id,
      });
      await page.goto(`/admin/reports?lang=${lang}`);
      await expect(page.getByRole("link", { name: fill(c.admin.open, { title: listing.title }) })).toHaveCount(0);
    });

    test("an admin marks an owner verified; the badge shows on their cards and listing page; a user who is not an admin cannot", async ({ page }) => {
      test.setTimeout(60_000);
      const lastName = unique("Azar").replace(" ", "");
      const owner = await newUser({ firstName: "Rita", lastName });
      const name = `Rita ${lastName}`;
      const listing = await publicListing({ ownerId: owner.id, title: unique("Garden flat in Baabda") });
      const origin = test.info().project.use.baseURL!;

      await signInAs(page);
      const refused = await page.request.post("/admin/users", { form: { intent: "verified", userId: owner.id, verified: "true" }, headers: { origin } });
      expect(refused.status()).toBe(403);

      await signInAs(page, { admin: true });
      await page.goto(`/admin/users?q=${encodeURIComponent(owner.email)}&lang=${lang}`);
      await page.getByRole("button", { name: fill(c.admin.verifyLabel, { name }) }).click();
      await expect(page.locator("[data-admin-notice]")).toHaveText(c.admin.verifyDone);
      await expect(page.getByRole("button", { name: fill(c.admin.unverifyLabel, { name }) })).toBeVisible();
      expect((await testDb().select().from(users).where(eq(users.id, owner.id)))[0]!.verifiedOwnerAt).not.toBeNull();

      await page.goto(ownerPage(owner.id, lang));
      await expect(card(page, listing.title).getByTestId("verified-owner")).toHaveText(c.verifiedOwner);
      await page.goto(`${listingPath(listing)}?lang=${lang}`);
      // The owner's card beside the listing (similar listings below may have verified owners of their own).
      await expect(page.locator("aside").getByTestId("verified-owner")).toHaveText(c.verifiedOwner);
      await expectAccessible(page);
    });
  });
}
