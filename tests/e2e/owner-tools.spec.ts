import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { creditLedger, favorites, properties } from "../../server/db/schema.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";

// Phone size, one pixel per CSS pixel: the screenshots saved in docs/screens stay small.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

const LANGUAGES = [
  { lang: "en", messages: en },
  { lang: "ar", messages: ar },
] as const;

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** A home its owner marked taken: live, then hidden with taken_at set, as markTaken leaves it (decision 0046). */
async function takenListing(ownerId: string, listingType: "Rental" | "Sale", title: string) {
  const listing = await createListing(testDb(), { ownerId, listingType, title, status: "Approved" });
  await testDb()
    .update(properties)
    .set({ visible: false, takenAt: new Date(), contactMethod: ["WhatsApp", "Phone call", "Message on Beitna"] })
    .where(eq(properties.id, listing.id));
  return listing;
}

test.describe("a rented or sold home @phone", () => {
  for (const { lang, messages } of LANGUAGES) {
    test(`keeps its page with the banner, no contact and noindex; the dashboard says Rented/Sold without Boost or Renew (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      const suffix = Math.random().toString(36).slice(2, 8);
      const owner = await newUser({ phone: "71123456" });
      const rented = await takenListing(owner.id, "Rental", `Flat in Achrafieh ${suffix}`);
      const sold = await takenListing(owner.id, "Sale", `House in Broummana ${suffix}`);
      const live = await createListing(testDb(), { ownerId: owner.id, title: `Studio in Hamra ${suffix}`, status: "Approved" });

      // A visitor, signed out, opens the rented home's address.
      await page.goto(`${listingPath(rented)}?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(rented.title);
      const banner = page.getByTestId("taken-banner");
      await expect(banner.getByRole("heading", { level: 2 })).toHaveText(messages.listingPage.taken.Rented);
      await expect(banner).toContainText(messages.listingPage.taken.body);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByTestId("contact-bar")).toHaveCount(0);
      for (const contact of [messages.phone.call, messages.phone.whatsapp, messages.phone.message]) {
        await expect(page.getByRole("link", { name: contact, exact: true })).toHaveCount(0);
        await expect(page.getByRole("button", { name: contact, exact: true })).toHaveCount(0);
      }
      // The banner's first link takes the visitor on to similar homes.
      await banner.getByRole("link", { name: messages.listingPage.taken.similar }).click();
      await expect(page).toHaveURL(/#similar-title$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, { path: `docs/screens/listing-rented-${lang}.png` });

      // The owner's dashboard: Rented and Sold chips, no Boost or Renew on them; the live one has no chip.
      await signInWith(page, owner);
      await page.goto(`/dashboard?lang=${lang}`);
      const d = messages.dashboard;
      for (const [listing, word] of [
        [rented, d.taken.Rented],
        [sold, d.taken.Sold],
      ] as const) {
        const taken = card(page, listing.title);
        await expect(taken.getByTestId("taken-chip")).toHaveText(word);
        await expect(taken.getByRole("button", { name: d.boost })).toHaveCount(0);
        await expect(taken.getByRole("link", { name: d.boost })).toHaveCount(0);
        await expect(taken.getByText(d.renew, { exact: true })).toHaveCount(0);
      }
      await expect(card(page, live.title).getByTestId("taken-chip")).toHaveCount(0);
      await card(page, rented.title).scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `docs/screens/dashboard-rented-${lang}.png` });

      // Someone who saved both homes before they were taken finds them badged Rented and Sold in their favourites.
      const saver = await newUser();
      await testDb()
        .insert(favorites)
        .values([rented, sold].map((listing) => ({ userId: saver.id, propertyId: listing.id })));
      await signInWith(page, saver);
      await page.goto(`/favorites?lang=${lang}`);
      for (const [listing, word] of [
        [rented, messages.favorites.taken.Rented],
        [sold, messages.favorites.taken.Sold],
      ] as const) {
        const saved = page.getByTestId("taken-favorite").filter({ has: card(page, listing.title) });
        await expect(saved.getByText(word, { exact: true })).toBeVisible();
        // Nobody to call about a home that is gone, as on its page.
        await expect(saved.locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
      }
      await keepScreenshot(page, { path: `docs/screens/favorites-taken-${lang}.png` });
    });
  }
});

test.describe("a live listing moved to Gold @phone", () => {
  for (const { lang, messages } of LANGUAGES) {
    test(`stays public with its Call while the change waits for review; the dashboard says it is still live (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      const suffix = Math.random().toString(36).slice(2, 8);
      const owner = await newUser({ phone: "71123456" });
      const live = await createListing(testDb(), {
        ownerId: owner.id,
        title: `Flat in Gemmayze ${suffix}`,
        status: "Approved",
        contactMethod: ["Phone call", "WhatsApp"],
      });
      await testDb().insert(creditLedger).values({ userId: owner.id, amountCents: 10_000, kind: "adjustment" });
      const d = messages.dashboard;

      // From the dashboard's card, as the owner gets there: Change plan, Gold, paid with credits.
      await signInWith(page, owner);
      await page.goto(`/dashboard?lang=${lang}`);
      await card(page, live.title).getByRole("link", { name: d.changePlan }).click();
      await expect(page).toHaveURL(`/changemembership/${live.id}`);
      await page.getByRole("radio", { name: new RegExp(messages.planNames.gold) }).click();
      await page.getByRole("button", { name: d.changeSubmit }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
      const waiting = card(page, live.title);
      await expect(waiting).toContainText(d.underReview.replace("{{flag}}", d.flags.Change.replace("{{plan}}", messages.planNames.free)));
      await expect(waiting).toContainText(d.liveMeanwhile.replace("{{plan}}", messages.planNames.free));
      // Its chips say it is live, and what waits: not a bare Pending Approval.
      await expect(waiting.getByTestId("live-chip")).toHaveText(d.liveChip);
      await expect(waiting).toContainText(d.planChangeChip);
      await expect(waiting).not.toContainText(d.statuses.pending);
      await expect(waiting).not.toContainText("Change_from_");
      await waiting.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `docs/screens/dashboard-gold-waiting-${lang}.png` });
      expect((await testDb().select().from(properties).where(eq(properties.id, live.id)))[0]).toMatchObject({
        status: "Pending Approval",
        visible: true,
        planId: "gold",
      });

      // Signed out, a visitor still finds the page with its Call and WhatsApp.
      await page.context().clearCookies();
      const response = await page.goto(`${listingPath(live)}?lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(live.title);
      const bar = page.getByTestId("contact-bar");
      await expect(bar.getByRole("link", { name: messages.phone.call, exact: true })).toHaveAttribute("href", /^tel:/);
      await expect(bar.getByRole("link", { name: messages.phone.whatsapp, exact: true })).toBeVisible();
      await expect(page.getByTestId("taken-banner")).toHaveCount(0);
    });
  }
});
