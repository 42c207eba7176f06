import fs from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { listingDailyCounters, listingPeriodTotals, ownerDailyCounters, properties, savedSearches, users } from "../../server/db/schema.ts";
import { INSIGHT_PERIODS } from "../../domain/insights.ts";
import { addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { isolate } from "../../domain/bidi.ts";
import { linkIn, waitForMailInFolder } from "../support/smtp.ts";
import { expect, expectRefusedAt, newUser, signInAs, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const i = en.insights;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("listing insights", () => {
  test("the owner's chart, table, rates and comparison; the CSV opened and checked; nobody else's", async ({ page, browser }) => {
    test.slow();
    const owner = await signInAs(page);
    const today = beirutDay(new Date());
    // A district of this run's own: an earlier run's listings (--repeat-each) are not its peers.
    const district = `Metn ${crypto.randomUUID().slice(0, 8)}`;
    // On the market since long ago, it sits behind every other listing in the searches and the home
    // page's newest that other tests open meanwhile, which would count impressions against its 900.
    const flat = await createListing(testDb(), {
      ownerId: owner.id,
      status: "Approved",
      title: "شقة في الأشرفية, sea view",
      district,
      views: 40,
      impression: 900,
      call: 3,
      marketDate: new Date("2000-01-01T00:00:00Z"),
    });
    const peer = await createListing(testDb(), { ownerId: (await newUser()).id, status: "Approved", district });
    // Days the rollup job no longer rebuilds (it redoes today and yesterday from their events).
    await testDb()
      .insert(listingDailyCounters)
      .values([
        { propertyId: flat.id, ownerId: owner.id, day: addDays(today, -2), impression: 200, views: 20, call: 5, favorites: 1 },
        { propertyId: flat.id, ownerId: owner.id, day: addDays(today, -4), impression: 100, views: 10, whatsapp: 1 },
        { propertyId: peer.id, ownerId: peer.ownerId, day: addDays(today, -2), impression: 50, views: 6 },
      ]);
    // The owner's days, as the rollup sums them from the listing rows (the owner chart reads these).
    await testDb()
      .insert(ownerDailyCounters)
      .values([
        { ownerId: owner.id, day: addDays(today, -2), impression: 200, views: 20, call: 5, favorites: 1 },
        { ownerId: owner.id, day: addDays(today, -4), impression: 100, views: 10, whatsapp: 1 },
        { ownerId: peer.ownerId, day: addDays(today, -2), impression: 50, views: 6 },
      ]);
    // And each listing's totals over the 7, 30 and 90 days those days lie in (the owner's top listings read these).
    await testDb()
      .insert(listingPeriodTotals)
      .values(
        INSIGHT_PERIODS.flatMap((period) => [
          { propertyId: flat.id, period, ownerId: owner.id, impression: 300, views: 30, call: 5, whatsapp: 1, favorites: 1 },
          { propertyId: peer.id, period, ownerId: peer.ownerId, impression: 50, views: 6 },
        ]),
      );

    await page.goto("/dashboard");
    await page.getByRole("link", { name: i.dashboardLink, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.insights);
    await expect(page.getByRole("img", { name: /Views per day, Last 30 days/ })).toBeVisible();
    const table = page.getByRole("region", { name: "Every counter per day, Last 30 days" });
    await expect(table.getByRole("row")).toHaveCount(32);
    await expect(table.locator("tfoot")).toContainText("300");
    // Views per impression: 30 of 300; contacts per view: 6 of 30.
    const figure = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
    await expect(figure(i.viewsPerImpression)).toHaveText("10%");
    await expect(figure(i.contactsPerView)).toHaveText("20%");
    // Each listing's "Details" link is named by its visible word first (issue 44: 84 serious findings).
    await expectAccessible(page, { also: ["label-content-name-mismatch"] });

    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(table.getByRole("row")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Every counter per day, Last 7 days" }).getByRole("row")).toHaveCount(9);
    await page.getByLabel(i.counterPick).selectOption("impression");
    await page.getByRole("button", { name: i.show }).click();
    await expect(page.getByRole("img", { name: /Impressions per day, Last 7 days/ })).toBeVisible();

    // The title keeps its own direction inside the link's name (decision 0038).
    await page.getByRole("link", { name: i.openFor.replace("{{title}}", isolate(flat.title)) }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/insights/${flat.id}`));
    const comparison = page.getByRole("region", { name: i.comparison });
    await expect(comparison).toContainText("Similar listings: 1");
    await expect(comparison).toContainText(i.above);
    await expectAccessible(page);

    // The CSV, downloaded and read as Excel would: UTF-8 with a BOM, the Arabic title intact.
    await page.goto("/dashboard/insights");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: i.exportButton }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^beitna-insights-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await fs.readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(Object.values(i.csv).join(","));
    expect(lines).toHaveLength(2);
    // The period runs from the listing's first Beirut day to today's; then plan, price, currency, the counters, favourites.
    const [before, period, after] = lines[1]!.split(/,(\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}),/);
    expect(before).toBe(`${flat.id},,"شقة في الأشرفية, sea view",Rental,Approved,${district}`);
    expect(period).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
    expect(after).toBe("Beitna Free,900,USD,900,40,0,0,3,0,0,0");

    // Arabic and French.
    await page.goto("/dashboard/insights?lang=ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.pages.insights);
    await expectAccessible(page, { also: ["label-content-name-mismatch"] });
    await page.goto(`/dashboard/insights/${flat.id}?lang=fr`);
    await expect(page.getByRole("region", { name: fr.insights.comparison })).toBeVisible();

    // Another owner finds nothing there; a visitor is asked to sign in.
    const otherPage = await (await browser.newContext()).newPage();
    await otherPage.goto(`/dashboard/insights/${flat.id}`);
    await expect(otherPage.getByRole("dialog", { name: en.auth.signInTitle })).toBeVisible();
    await signInAs(otherPage);
    const response = await otherPage.goto(`/dashboard/insights/${flat.id}`);
    expect(response?.status()).toBe(404);
    expect((await otherPage.request.get("/dashboard/insights/export")).status()).toBe(200);
    const theirs = await (await otherPage.request.get("/dashboard/insights/export")).text();
    expect(theirs).not.toContain(flat.id);
    await otherPage.context().close();
  });

  test("past 5,000 listings the export says it cannot be generated", async ({ page }) => {
    const agency = await signInAs(page);
    await testDb().execute(sql`insert into properties (owner_id, title, property_type, price, size)
      select ${agency.id}, 'Unit ' || n, 'Apartment', 500, 80 from generate_series(1, 5001) as n`);
    await page.goto("/dashboard/insights");
    await page.getByRole("button", { name: i.exportButton }).click();
    await expect(page).toHaveURL(/export=failed/);
    await expect(page.getByRole("alert")).toHaveText("Cannot Generate Listings Insights Data");
    // One listing type at a time still fits (none of these are sales).
    await page.getByLabel(i.exportWhich, { exact: true }).selectOption("Sale");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: i.exportButton }).click();
    expect((await fs.readFile(await (await downloading).path())).toString("utf8").trimEnd().split("\r\n")).toHaveLength(1);
  });
});

test.describe("saved searches and alerts", () => {
  test("a saved search's alert arrives when a matching listing is approved, and its link unsubscribes", async ({ page, browser }) => {
    test.slow();
    const s = en.savedSearches;
    const word = `qz${unique()}`;
    const seeker = await signInAs(page, { firstName: "Rana" });
    await page.goto(`/rent?search=${word}&district=Beirut&price_max=1000`);
    await page.getByRole("button", { name: s.save }).click();
    const dialog = page.getByRole("dialog", { name: s.dialogTitle });
    // The name is suggested from the filters; the seeker renames it.
    await expect(dialog.getByLabel(s.name)).toHaveValue(/Beirut/);
    await dialog.getByLabel(s.name).fill("Beirut flats");
    await dialog.getByLabel(s.frequency).selectOption("instant");
    await dialog.getByRole("button", { name: s.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: s.saved })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("link", { name: s.manage }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages["saved-searches"]);
    const card = page.getByRole("article", { name: "Beirut flats" });
    await expect(card.getByLabel(s.alertsFor.replace("{{name}}", "Beirut flats"))).toHaveValue("instant");
    await expect(card.getByRole("list", { name: s.summary.label })).toContainText(`“${word}”Beirut`);
    await expect(card.getByRole("link", { name: s.open })).toHaveAttribute("href", `/rent?search=${word}&district=Beirut&price_max=1000`);
    await expectAccessible(page);

    // An owner's listing that matches, approved by an admin.
    const owner = await newUser();
    const title = `Flat ${word} in Achrafieh`;
    const listing = await createListing(testDb(), { ownerId: owner.id, title, district: "Beirut", usdPriceCalculated: 900, keywords: [word, "flat"] });
    await testDb()
      .update(properties)
      .set({ flagTime: new Date("2001-01-01T00:00:00Z") })
      .where(eq(properties.id, listing.id));
    const adminPage = await (await browser.newContext()).newPage();
    await signInAs(adminPage, { admin: true });
    await adminPage.goto("/admin");
    await adminPage.getByRole("article", { name: title }).getByRole("button", { name: en.admin.moderation.approve }).click();
    await expect(adminPage.getByRole("article", { name: title })).toHaveCount(0);
    await adminPage.context().close();

    const mail = await waitForMailInFolder(process.env.E2E_MAIL_DIR!, seeker.email, /New listings for your saved search/);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain("Beirut flats");
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/unsubscribe\?token=[^>]+>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The link works signed out, on another device: one button.
    const origin = test.info().project.use.baseURL!;
    const link = linkIn(mail, `${origin}/unsubscribe?token=`);
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link);
    await expect(visitor.getByText(en.notifications.confirmSearch.replace("{{name}}", "Beirut flats"))).toBeVisible();
    await expectAccessible(visitor);
    await visitor.getByRole("button", { name: en.notifications.unsubscribe }).click();
    await expect(visitor.getByText(en.notifications.doneSearch.replace("{{name}}", "Beirut flats"))).toBeVisible();
    const [saved] = await testDb().select().from(savedSearches).where(eq(savedSearches.userId, seeker.id));
    expect(saved?.frequency).toBe("off");
    // A mail client's one-click POST (RFC 8058) needs no page and no session; an altered link is refused.
    const oneClick = await visitor.request.post(link, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    await visitor.goto(`${link.slice(0, -3)}abc`);
    await expect(visitor.getByRole("alert")).toHaveText(en.errors.unsubscribeLinkInvalid);
    await visitor.context().close();

    await page.reload();
    await expect(card.getByLabel(s.alertsFor.replace("{{name}}", "Beirut flats"))).toHaveValue("off");
    await card.getByRole("button", { name: s.deleteLabel.replace("{{name}}", "Beirut flats") }).click();
    await expect(page.getByText(s.empty)).toBeVisible();
  });

  test("signed out, Save this search opens the Sign In dialog; the page reads in Arabic and French", async ({ page }) => {
    await page.goto("/buy?lang=ar");
    await page.getByRole("button", { name: ar.savedSearches.save }).click();
    await expect(page.getByRole("dialog", { name: ar.auth.signInTitle })).toBeVisible();
    await signInAs(page);
    await page.goto("/saved-searches?lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.pages["saved-searches"]);
    await expect(page.getByText(fr.savedSearches.empty)).toBeVisible();
  });
});

test.describe("the owner's preferences", () => {
  test("mail preferences are saved per kind; the dashboard's search and page size come back on another device", async ({ page, browser }) => {
    const n = en.notifications;
    const user = await signInAs(page, { firstName: "Karim" });
    await page.goto("/profile/settings");
    const offers = page.getByRole("group", { name: n.kinds.offers });
    await offers.getByLabel(n.deliveries.none).check();
    await page.getByRole("group", { name: n.kinds.savedSearchAlerts }).getByLabel(n.deliveries.digest).check();
    await page.getByRole("button", { name: n.save }).click();
    await expect(page.getByText(en.toasts.settingsSaved.title)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("group", { name: n.kinds.offers }).getByLabel(n.deliveries.none)).toBeChecked();
    await expect(page.getByRole("group", { name: n.kinds.requests }).getByLabel(n.deliveries.each)).toBeChecked();
    await expectAccessible(page);

    await page.goto("/dashboard?listing_type=Sale&status=Approved&limit=50");
    const [stored] = await testDb().select({ search: users.lastDashboardSearch, limit: users.dashboardLimit }).from(users).where(eq(users.id, user.id));
    expect(stored).toEqual({ search: { listing_type: "Sale", status: "Approved" }, limit: 50 });

    const phone = await (await browser.newContext()).newPage();
    await signInWith(phone, user);
    await phone.goto("/");
    // A page of its own context: not the fixture's, which waits for the page to be interactive.
    await phone.waitForSelector("html[data-hydrated]", { state: "attached" });
    await phone.getByRole("button", { name: en.nav.accountMenu.replace("{{name}}", "Karim") }).click();
    await phone.getByRole("menuitem", { name: en.nav.dashboard }).click();
    await expect(phone).toHaveURL((url) => url.pathname === "/dashboard" && url.search === "?listing_type=Sale&status=Approved");
    await expect(phone.getByLabel(en.dashboard.pageSize)).toHaveValue("50");
    await phone.context().close();
  });
});

test.describe("renaming a saved search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  test("Rename sits beside the alerts and Delete; an empty name is refused with the typing kept; the new name shows (ar)", async ({ page }) => {
    const s = ar.savedSearches;
    const seeker = await signInAs(page);
    const [saved] = await testDb()
      .insert(savedSearches)
      .values({ userId: seeker.id, name: "Rent · Beirut · 2+ bedrooms", listingType: "Rental", query: "district=Beirut&bedroom_min=2", frequency: "daily" })
      .returning();
    await page.goto("/saved-searches?lang=en");
    await expect(page.getByRole("article", { name: saved!.name })).toBeVisible();
    await keepScreenshot(page, { path: "docs/screens/saved-searches-en.png" });
    await page.goto("/saved-searches?lang=ar");
    const card = page.getByRole("article", { name: saved!.name });
    await expect(card).toBeVisible();
    await keepScreenshot(page, { path: "docs/screens/saved-searches-ar.png" });
    const rename = card.locator("summary");
    await expect(rename).toHaveText(s.rename.open);
    await expect(rename).toHaveAccessibleName(s.rename.label.replace("{{name}}", saved!.name));
    await rename.click();
    const field = card.getByLabel(s.rename.newName);
    await expect(field).toHaveValue(saved!.name);
    await expectAccessible(page, { also: ["label-content-name-mismatch"] });

    // Emptied, the name is refused in Arabic, the field marked and still empty.
    await field.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await card.getByRole("button", { name: s.rename.submit }).click();
    await expectRefusedAt(card.getByLabel(s.rename.newName), s.nameRequired);
    await expect(card.getByLabel(s.rename.newName)).toHaveValue("");
    expect((await testDb().select().from(savedSearches).where(eq(savedSearches.id, saved!.id)))[0]?.name).toBe(saved!.name);

    // A new name, typed as a person does: saved, shown as the card's heading, the form closed.
    await card.getByLabel(s.rename.newName).click();
    await page.keyboard.type("شقق بيروت تحت 1500$");
    await page.keyboard.press("Enter");
    const renamed = page.getByRole("article", { name: "شقق بيروت تحت 1500$" });
    await expect(renamed.getByRole("status")).toHaveText(s.rename.done);
    await expect(renamed.getByLabel(s.rename.newName)).toBeHidden();
    await expect(renamed.getByLabel(s.alertsFor.replace("{{name}}", "شقق بيروت تحت 1500$"))).toHaveValue("daily");
    expect((await testDb().select().from(savedSearches).where(eq(savedSearches.id, saved!.id)))[0]?.name).toBe("شقق بيروت تحت 1500$");
    await keepScreenshot(page, { path: "docs/screens/saved-searches-renamed-ar.png" });

    // Another user's search is not theirs to rename.
    const other = await newUser();
    await signInWith(page, other);
    const answer = await page.request.post("/saved-searches", {
      form: { intent: "rename", id: saved!.id, name: "Taken over" },
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(answer.status()).toBe(404);
    expect((await testDb().select().from(savedSearches).where(eq(savedSearches.id, saved!.id)))[0]?.name).toBe("شقق بيروت تحت 1500$");
  });
});
