import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { DAY_MS } from "../../domain/days.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { creditLedger, properties } from "../../server/db/schema.ts";
import { expect, newUser, signInAs, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const d = en.dashboard;
const listing = (input: ListingFactoryInput) => createListing(testDb(), input);
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const stored = async (id: string) => (await testDb().select().from(properties).where(eq(properties.id, id)))[0]!;

test.describe("the owner's dashboard", () => {
  test("shows only the owner's listings, by tab and filter, and passes axe in English and Arabic", async ({ page }) => {
    // Two axe runs and several navigations.
    test.setTimeout(60_000);
    const owner = await signInAs(page);
    const other = await newUser();
    await listing({ ownerId: owner.id, title: "Sea view flat in Jounieh", status: "Approved" });
    await listing({ ownerId: owner.id, title: "Stone house in Batroun", listingType: "Sale", status: "Rejected" });
    await listing({ ownerId: other.id, title: "Someone else's loft" });

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.dashboard);
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByText("Someone else's loft")).toHaveCount(0);
    await expect(card(page, "Stone house in Batroun").getByText(d.statuses.rejected)).toBeVisible();
    await expect(card(page, "Stone house in Batroun").getByText(d.noPhoto)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("navigation", { name: d.tabs }).getByRole("link", { name: d.tabSale }).click();
    await expect(page).toHaveURL(/listing_type=Sale/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, "Stone house in Batroun")).toBeVisible();

    await page.getByRole("navigation", { name: d.tabs }).getByRole("link", { name: d.tabAll }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard" && url.search === "");
    // The address changes before the new page renders, and the filter form is re-created then.
    await expect(page.getByRole("article")).toHaveCount(2);
    await page.getByLabel(d.search).fill("jounieh");
    await page.getByLabel(d.status).selectOption("Approved");
    await page.getByRole("button", { name: d.apply }).click();
    await expect(page).toHaveURL((url) => url.search === "?q=jounieh&status=Approved");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, "Sea view flat in Jounieh")).toBeVisible();
    await page.getByLabel(d.status).selectOption("Expired");
    await page.getByRole("button", { name: d.apply }).click();
    await expect(page.getByText(d.empty)).toBeVisible();

    await page.goto("/dashboard?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectAccessible(page);
  });

  test("hides and shows a listing, and deletes one permanently after confirming", async ({ page }) => {
    const owner = await signInAs(page);
    const live = await listing({ ownerId: owner.id, title: "Garden flat in Baabda", status: "Approved" });
    const old = await listing({ ownerId: owner.id, title: "Old shop in Tripoli", status: "Expired" });
    await page.goto("/dashboard");

    await card(page, "Garden flat in Baabda").getByRole("button", { name: d.hide }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.listingUpdated.title);
    await expect(card(page, "Garden flat in Baabda").getByRole("button", { name: d.show })).toBeVisible();
    expect((await stored(live.id)).visible).toBe(false);
    await card(page, "Garden flat in Baabda").getByRole("button", { name: d.show }).click();
    await expect(card(page, "Garden flat in Baabda").getByRole("button", { name: d.hide })).toBeVisible();
    expect((await stored(live.id)).visible).toBe(true);
    // Boost is only offered where the lifecycle allows it.
    await expect(card(page, "Old shop in Tripoli").getByRole("button", { name: d.boost })).toHaveCount(0);

    await card(page, "Old shop in Tripoli").getByRole("button", { name: d.permanentDelete }).click();
    const dialog = page.getByRole("dialog", { name: d.deleteTitle });
    await dialog.getByRole("button", { name: d.keep }).click();
    await expect(dialog).toHaveCount(0);
    expect((await stored(old.id)).isDeleted).toBe(false);
    await card(page, "Old shop in Tripoli").getByRole("button", { name: d.permanentDelete }).click();
    await page.getByRole("dialog", { name: d.deleteTitle }).getByRole("button", { name: d.permanentDelete }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.listingDeleted.title);
    await expect(card(page, "Old shop in Tripoli")).toHaveCount(0);
    expect(await stored(old.id)).toMatchObject({ status: "Deleted_Permanent", isDeleted: true });
  });

  test("renews an expired Free listing and lands on the dashboard, the listing back in review", async ({ page }) => {
    const owner = await signInAs(page);
    const expired = await listing({ ownerId: owner.id, title: "Chalet in Faqra", status: "Expired" });
    await page.goto("/dashboard");
    await card(page, "Chalet in Faqra").getByRole("link", { name: d.renew }).click();
    await expect(page).toHaveURL(`/renewmembership/${expired.id}`);
    await expect(page.getByText(d.renewFree)).toBeVisible();
    await page.getByRole("button", { name: d.renewSubmit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    await expect(page.getByRole("status")).toContainText(en.toasts.listingRenewed.title);
    await expect(card(page, "Chalet in Faqra").getByText(d.statuses.pending)).toBeVisible();
    expect(await stored(expired.id)).toMatchObject({ status: "Pending Approval", flag: "Renew" });
  });

  test("changes a listing's plan to Gold paying with credits; too few credits say so", async ({ page }) => {
    const owner = await signInAs(page);
    const flat = await listing({ ownerId: owner.id, title: "Loft in Mar Mikhael", status: "Approved" });
    await page.goto(`/changemembership/${flat.id}`);
    await page.getByLabel(/Beitna Gold/).check();
    await page.getByRole("button", { name: d.changeSubmit }).click();
    await expect(page.getByRole("alert")).toContainText(d.errors.insufficient_credits);
    await expect(page.getByRole("link", { name: d.buyCredits })).toHaveAttribute("href", "/credits");
    expect((await stored(flat.id)).planId).toBe("free");

    await testDb().insert(creditLedger).values({ userId: owner.id, amountCents: 4_000, kind: "adjustment" });
    await page.reload();
    await page.getByLabel(/Beitna Gold/).check();
    await page.getByRole("button", { name: d.changeSubmit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    await expect(page.getByRole("status")).toContainText(en.toasts.planChanged.title);
    expect(await stored(flat.id)).toMatchObject({ planId: "gold", status: "Pending Approval" });
    const ledger = await testDb().select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(ledger.map((row) => row.amountCents).sort()).toEqual([-1_500, 4_000]);
  });

  test("another user opening someone's listing screens gets the not-found screen", async ({ page }) => {
    const owner = await newUser();
    const flat = await listing({ ownerId: owner.id, title: "Private flat", status: "Expired" });
    await signInAs(page);
    for (const path of [`/changemembership/${flat.id}`, `/renewmembership/${flat.id}`, `/activatelisting/${flat.id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
      await expect(page.getByText("Private flat")).toHaveCount(0);
    }
  });
});

test.describe("spending credits from the dashboard at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  for (const [lang, words] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    test(`Apply credits and Edit credits open from the listing's card; no screen shows a stored flag name (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      const w = words.dashboard;
      const suffix = Math.random().toString(36).slice(2, 8);
      const owner = await newUser();
      const free = await listing({ ownerId: owner.id, title: `Free flat ${suffix}`, status: "Approved" });
      const gold = await listing({
        ownerId: owner.id,
        title: `Gold flat ${suffix}`,
        status: "Approved",
        planId: "gold",
        expiresOn: new Date(Date.now() + 20 * DAY_MS),
      });
      // A change from Gold to Platinum waiting for review, as the owner left it (flag Change_from_gold).
      const waiting = await listing({
        ownerId: owner.id,
        title: `Waiting flat ${suffix}`,
        status: "Pending Approval",
        planId: "platinum",
        flag: "Change_from_gold",
        visible: true,
      });
      await testDb().insert(creditLedger).values({ userId: owner.id, amountCents: 20_000, kind: "adjustment" });
      await signInWith(page, owner);
      const noStoredNames = async () => {
        const text = await page.locator("body").innerText();
        expect(text).not.toMatch(/Change_from_|_from_|\bgold\b|\bplatinum\b/);
      };

      await page.goto(`/dashboard?lang=${lang}`);
      await expect(card(page, waiting.title)).toContainText(w.underReview.replace("{{flag}}", w.flags.Change.replace("{{plan}}", words.planNames.gold)));
      await noStoredNames();
      // The quality score, as text on the card (decision 0068): a bare listing scores 0, with its two best tips.
      const quality = card(page, free.title).getByTestId("listing-quality");
      await expect(quality.getByText(w.quality.score.replace("{{score}}", "0"), { exact: true })).toBeVisible();
      await expect(quality.getByRole("list", { name: w.quality.tipsLabel }).getByRole("listitem")).toHaveCount(2);

      // The Free listing's card: Apply credits, Platinum for one period, paid with credits.
      await card(page, free.title).getByRole("link", { name: w.applyCredits }).click();
      await expect(page).toHaveURL(`/applycredits/${free.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.pages.applycredits);
      await noStoredNames();
      await keepScreenshot(page, { path: `docs/screens/applycredits-${lang}.png` });
      await page.getByRole("radio", { name: new RegExp(words.planNames.platinum) }).click();
      await page.getByRole("button", { name: words.promote.apply.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
      await expect(card(page, free.title)).toContainText(w.underReview.replace("{{flag}}", w.flags.Change.replace("{{plan}}", words.planNames.free)));
      await noStoredNames();
      expect(await stored(free.id)).toMatchObject({ planId: "platinum", status: "Pending Approval", flag: "Change_from_free", visible: true });

      // The Gold listing with time left: Edit credits, where the change is prorated.
      await card(page, gold.title).getByRole("link", { name: w.editCredits }).click();
      await expect(page).toHaveURL(`/editcredits/${gold.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.pages.editcredits);
      await expect(page.getByRole("group", { name: words.promote.edit.choose })).toBeVisible();
      await noStoredNames();
      await keepScreenshot(page, { path: `docs/screens/editcredits-${lang}.png` });
    });
  }
});
