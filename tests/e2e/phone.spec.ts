import { type Locator, type Page } from "@playwright/test";
import { asc, eq, like } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { areas, properties } from "../../server/db/schema.ts";
import { expect, newUser, signInAs, signInWith, test, testDb } from "./support.ts";

// Decision 0030: the screens as a phone shows them (390x844, touch).
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const stored = async (id: string) => (await testDb().select().from(properties).where(eq(properties.id, id)))[0]!;
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** Keeps a link's own navigation (tel:, wa.me) from leaving the page; its click handlers still run. */
async function stayOnPage(link: Locator) {
  await link.evaluate((element) => element.addEventListener("click", (event) => event.preventDefault()));
}

test.describe("the phone header", () => {
  test.use(phone);

  test("is one row; the menu opens by touch with the navigation, the account and the language, and closes on navigation", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(header.getByRole("link", { name: en.nav.postListing })).toBeVisible();
    await expect(page.getByRole("navigation", { name: en.nav.main })).toBeHidden();

    await header.getByRole("button", { name: en.phone.menu }).tap();
    const menu = page.getByRole("dialog", { name: en.phone.menuTitle });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.rent })).toBeVisible();
    await expect(menu.getByRole("link", { name: en.nav.signIn })).toBeVisible();
    await expect(menu.getByRole("button", { name: en.language.ar })).toBeVisible();
    await menu.getByRole("link", { name: en.nav.buy }).tap();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(menu).toBeHidden();

    // Sign in from the menu: the menu gives way to the dialog.
    await header.getByRole("button", { name: en.phone.menu }).tap();
    await menu.getByRole("link", { name: en.nav.signIn }).tap();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("dialog", { name: en.auth.signInTitle })).toBeVisible();
  });

  test("works by keyboard: Enter opens, focus stays inside, Escape closes and gives focus back", async ({ page }) => {
    await page.goto("/rent");
    const trigger = page.getByRole("banner").getByRole("button", { name: en.phone.menu });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: en.phone.menuTitle });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: en.phone.closeMenu })).toBeFocused();
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // The current page is marked.
    await expect(menu.getByRole("link", { name: en.nav.rent })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("signed in, the menu holds the account's pages and Sign out; in Arabic it opens from the left", async ({ page }) => {
    await signInAs(page, { firstName: "Rana" });
    await page.goto("/?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const header = page.getByRole("banner");
    // Mirrored: the logo on the right, the menu button on the left.
    const logo = (await header.getByRole("link", { name: ar.common.appName }).boundingBox())!;
    const trigger = header.getByRole("button", { name: ar.phone.menu });
    expect((await trigger.boundingBox())!.x).toBeLessThan(logo.x);
    await trigger.tap();
    const menu = page.getByRole("dialog", { name: ar.phone.menuTitle });
    await expect(menu.getByText("Rana")).toBeVisible();
    await expect(menu.getByRole("link", { name: ar.nav.dashboard })).toBeVisible();
    await expect(menu.getByRole("button", { name: ar.nav.signOut })).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())!.x).toBe(0);

    await menu.getByRole("link", { name: ar.nav.dashboard }).tap();
    await expect(page).toHaveURL(/\/dashboard/);
    await trigger.tap();
    await menu.getByRole("button", { name: ar.nav.signOut }).tap();
    await expect(page.getByRole("banner").getByRole("button", { name: ar.phone.menu })).toBeVisible();
    await trigger.tap();
    await expect(menu.getByRole("link", { name: ar.nav.signIn })).toBeVisible();
  });
});

test("the desktop header keeps its links, language and sign-in in the bar, without the menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.rent })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: en.language.fr })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: en.nav.signIn })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: en.phone.menu })).toBeHidden();
});

test.describe("a listing on a phone", () => {
  test.use(phone);

  test("shows price and key facts under the gallery, and a contact bar whose Call and WhatsApp count and whose Message opens the dialog", async ({
    page,
    baseURL,
  }) => {
    const owner = await newUser({ phone: "71123456", firstName: "Nadim" });
    const title = unique("Flat by the sea in Jounieh");
    const listing = await createListing(testDb(), {
      ownerId: owner.id,
      status: "Approved",
      title,
      contactMethod: ["Phone call", "WhatsApp", "Message on Beitna"],
    });
    const path = listingPath(listing);
    await page.goto(path);

    const facts = page.getByRole("list", { name: en.phone.keyFacts });
    await expect(facts.getByRole("listitem")).toContainText(["2 bedrooms", "2 bathrooms", "120 m²"]);
    expect((await facts.boundingBox())!.y + 40).toBeLessThan(844);

    const bar = page.getByRole("region", { name: en.phone.contactBar });
    await expect(bar).toBeInViewport();
    const call = bar.getByRole("link", { name: en.phone.call });
    const whatsapp = bar.getByRole("link", { name: en.phone.whatsapp });
    await expect(call).toHaveAttribute("href", "tel:+96171123456");
    await expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/96171123456?text=${encodeURIComponent(`Hello, I saw your listing “${title}” on Beitna: ${baseURL}${path}`)}`,
    );
    // It stays at the bottom while the listing scrolls by.
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
    expect(Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBe(844);

    await stayOnPage(call);
    await stayOnPage(whatsapp);
    await call.tap();
    await whatsapp.tap();
    await bar.getByRole("button", { name: en.phone.message }).tap();
    const dialog = page.getByRole("dialog", { name: en.listingPage.contact.dialogMessageTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: en.listingPage.contact.signIn })).toBeVisible();
    // A message counts once it is sent (decision 0026), not when its dialog opens.
    await expect
      .poll(async () => {
        const row = await stored(listing.id);
        return [row.call, row.whatsapp, row.messageOwner];
      })
      .toEqual([1, 1, 0]);
  });

  test("offers only the ways the owner chose; the owner sees no bar on their own listing", async ({ page }) => {
    const owner = await newUser({ phone: "71123456" });
    const listing = await createListing(testDb(), {
      ownerId: owner.id,
      status: "Approved",
      title: unique("Office in Verdun"),
      contactMethod: ["Message on Beitna"],
    });
    await page.goto(listingPath(listing));
    const bar = page.getByRole("region", { name: en.phone.contactBar });
    await expect(bar.getByRole("button", { name: en.phone.message })).toBeVisible();
    await expect(bar.getByRole("link")).toHaveCount(0);

    await signInWith(page, owner);
    await page.goto(listingPath(listing));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: en.phone.contactBar })).toHaveCount(0);
  });
});

test.describe("search filters", () => {
  async function chips(page: Page) {
    return page
      .getByRole("group", { name: en.phone.activeFilters })
      .getByRole("link", { name: /^Remove filter/ })
      .allTextContents();
  }

  test("the active filters are chips above the results; each removes its filter, Clear all removes them all; the panel sits beside the results", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/rent?property_type=Villa&bedroom_min=2&price_max=3000&sort=newest");
    await expect.poll(() => chips(page)).toEqual(["Villa✕", "Up to $3,000✕", "2+ bedrooms✕"]);
    // Beside the results, on the left in English.
    const panel = (await page.getByRole("search").boundingBox())!;
    const results = (await page.getByRole("heading", { name: /Listings found/ }).boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(results.x);

    await page.getByRole("link", { name: "Remove filter: 2+ bedrooms" }).click();
    await expect(page).toHaveURL(/\/rent\?property_type=Villa&price_max=3000&sort=newest$/);
    await expect.poll(() => chips(page)).toEqual(["Villa✕", "Up to $3,000✕"]);
    await expect(page.getByLabel(en.search.bedroomsMin)).toHaveValue("");

    await page.getByRole("link", { name: en.phone.clearAll }).click();
    await expect(page).toHaveURL(/\/rent\?sort=newest$/);
    await expect(page.getByRole("group", { name: en.phone.activeFilters })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Listings found/ })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use(phone);

    test("the filters open in a sheet whose button shows how many results the choice finds", async ({ page }) => {
      const owner = await newUser();
      const type = "Warehouse";
      // The count is of this test's own warehouses: an earlier run's (--repeat-each) leave the search.
      await testDb().update(properties).set({ status: "Deleted" }).where(like(properties.title, "Warehouse in Dora %"));
      for (const bedroom of [1, 3])
        await createListing(testDb(), { ownerId: owner.id, status: "Approved", title: unique("Warehouse in Dora"), propertyType: type, bedroom });
      await page.goto("/rent");
      await expect(page.getByRole("group", { name: en.phone.activeFilters })).toHaveCount(0);
      await expect(page.getByLabel(en.search.propertyType)).toBeHidden();
      await page.getByRole("button", { name: en.search.filters }).tap();
      const sheet = page.getByRole("dialog", { name: en.phone.filterSheetTitle });
      await sheet.getByLabel(en.search.propertyType).selectOption(type);
      await sheet.getByLabel(en.search.bedroomsMin).selectOption("3");
      // The count follows the choices: one warehouse with 3 bedrooms or more.
      const show = sheet.getByRole("button", { name: "Show 1 result" });
      await expect(show).toBeVisible();
      await show.tap();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/property_type=Warehouse&bedroom_min=3/);
      await expect(page.getByRole("heading", { name: "Listings found: 1" })).toBeVisible();
      await expect.poll(() => chips(page)).toEqual(["Warehouse✕", "3+ bedrooms✕"]);
      await expect(page.getByRole("button", { name: new RegExp(`^${en.search.filters}\\s*2$`) })).toBeVisible();
    });

    test("the sheet's count follows the last of quick changes, whatever order the counts come back in; the Area list waits for a district", async ({
      page,
    }) => {
      const owner = await newUser();
      await testDb().update(properties).set({ status: "Deleted" }).where(like(properties.title, "Building in Batroun %"));
      const batroun = await testDb().select().from(areas).where(eq(areas.district, "Batroun")).orderBy(asc(areas.area)).limit(2);
      const building = (area: (typeof batroun)[number], bedroom: number) =>
        createListing(testDb(), {
          ownerId: owner.id,
          status: "Approved",
          title: unique("Building in Batroun"),
          propertyType: "Building",
          district: "Batroun",
          city: area.area,
          areaId: area.id,
          bedroom,
        });
      await Promise.all([building(batroun[0]!, 1), building(batroun[0]!, 3), building(batroun[1]!, 3)]);
      // The first counts asked answer last, as a slow network may: a late answer must not win.
      let asked = 0;
      await page.route("**/resources/search-count?*", async (route) => {
        const delay = Math.max(0, 1_200 - 300 * asked++);
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });
      await page.goto("/rent?property_type=Building&district=Batroun");
      await page.getByRole("button", { name: en.search.filters }).tap();
      const sheet = page.getByRole("dialog", { name: en.phone.filterSheetTitle });
      const area = sheet.getByLabel(en.search.area, { exact: true });
      const district = sheet.getByLabel(en.search.district, { exact: true });
      await area.selectOption({ label: batroun[0]!.area });
      await sheet.getByLabel(en.search.bedroomsMin).selectOption("3");
      // Another district empties the Area list's choice; with no district it waits, and says so.
      await district.selectOption("");
      await expect(area).toBeDisabled();
      await expect(area).toHaveAccessibleDescription(en.search.areaAfterDistrict);
      await district.selectOption("Batroun");
      await expect(area).toHaveValue("");
      // Batroun's buildings with 3 bedrooms or more, in either area: 2.
      const show = sheet.getByRole("button", { name: "Show 2 results" });
      await expect(show).toBeVisible({ timeout: 5_000 });
      await page.waitForTimeout(1_500);
      await expect(show).toBeVisible();
      await show.tap();
      await expect(page.getByRole("heading", { name: "Listings found: 2" })).toBeVisible();
    });
  });
});

test.describe("posting a listing: a refused step opens with its message", () => {
  async function basics(page: Page) {
    const editor = en.listingEditor;
    await page.getByLabel(editor.title).fill("Garden flat in Baabda");
    await page.getByLabel(editor.propertyType).selectOption("Apartment");
    await page.getByLabel(editor.propertyCategory).selectOption("Residential");
    await page.getByRole("button", { name: editor.next }).click();
  }
  const frequency = (page: Page) => page.getByLabel(en.listingEditor.paymentFrequency);

  test("a rental without 'Rent is paid' does not pass the Price step; emptied later, Submit opens the step again", async ({ page }) => {
    const editor = en.listingEditor;
    await signInAs(page);
    await page.goto("/postlisting");
    await basics(page);
    await page.getByRole("textbox", { name: editor.price, exact: true }).fill("900");
    await page.getByRole("button", { name: editor.next }).click();
    await expect(page.getByText(en.listingForm.frequencyRequired)).toBeVisible();
    await expect(page.getByRole("heading", { name: editor.steps.price })).toBeVisible();

    await frequency(page).selectOption("Monthly");
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByLabel(editor.size).fill("95");
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByLabel(editor.area).selectOption({ label: "Achrafieh" });
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByRole("button", { name: editor.next }).click();
    // The answer is emptied behind the user's back (as a restored draft could): Submit goes back to it.
    await frequency(page).evaluate((select: HTMLSelectElement) => (select.value = ""));
    await page.getByRole("button", { name: editor.submit }).click();
    await expect(page.getByRole("heading", { name: editor.steps.price })).toBeVisible();
    await expect(page.getByText(en.listingForm.frequencyRequired)).toBeVisible();
    await expect(frequency(page)).toBeFocused();
  });

  test("a refusal from the server opens the step that holds the field", async ({ page }) => {
    const editor = en.listingEditor;
    const owner = await signInAs(page);
    await page.goto("/postlisting");
    await basics(page);
    await page.getByRole("textbox", { name: editor.price, exact: true }).fill("900");
    await frequency(page).selectOption("Monthly");
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByLabel(editor.size).fill("95");
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByLabel(editor.area).selectOption({ label: "Achrafieh" });
    await page.getByRole("button", { name: editor.next }).click();
    await page.getByRole("button", { name: editor.next }).click();
    // The browser's check passes; the request loses the field on its way (the server checks again).
    await page.route(/\/postlisting(\.data)?(\?.*)?$/, (route) =>
      route.request().method() === "POST"
        ? route.continue({
            postData: route
              .request()
              .postData()!
              .replace(/paymentFrequency=Monthly&?/, ""),
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: editor.submit }).click();
    await expect(page.getByRole("heading", { name: editor.steps.price })).toBeVisible();
    await expect(page.getByText(en.listingForm.frequencyRequired)).toBeVisible();
    expect(await testDb().select().from(properties).where(eq(properties.ownerId, owner.id))).toHaveLength(0);
  });
});

test("sign-up shows every message that applies: an invalid password and a mismatched confirmation together", async ({ page }) => {
  await page.goto("/signup");
  const dialog = page.getByRole("dialog", { name: en.auth.signUpTitle });
  await dialog.getByLabel(en.auth.email).fill("nour@example.com");
  await dialog.getByLabel(en.auth.password, { exact: true }).fill("short");
  await dialog.getByLabel(en.auth.confirmPassword).fill("shorter");
  await dialog.getByLabel(en.auth.email).focus();
  await expect(dialog.getByText(en.validation.passwordRules)).toBeVisible();
  await expect(dialog.getByText(en.validation.passwordsMismatch)).toBeVisible();
  await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
  await expect(dialog.getByText(en.validation.passwordRules)).toBeVisible();
  await expect(dialog.getByText(en.validation.passwordsMismatch)).toBeVisible();
  // Each message goes when its rule is met.
  await dialog.getByLabel(en.auth.confirmPassword).fill("short");
  await expect(dialog.getByText(en.validation.passwordsMismatch)).toBeHidden();
  await expect(dialog.getByText(en.validation.passwordRules)).toBeVisible();
});

test.describe("without JavaScript (a slow phone before scripts start)", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone's menu opens as a plain disclosure", async ({ page }) => {
    await page.setViewportSize(phone.viewport);
    await page.goto("/");
    await page.getByRole("banner").locator("summary", { hasText: en.phone.menu }).click();
    await page.getByRole("navigation", { name: en.nav.main }).getByRole("link", { name: en.nav.buy }).click();
    await expect(page).toHaveURL(/\/buy$/);
  });

  test("a ?notice= toast is in the server's page", async ({ page }) => {
    await page.goto(`/?notice=settingsSaved`);
    await expect(page.getByRole("status").filter({ hasText: en.toasts.settingsSaved.title })).toBeVisible();
    await page.goto(`/?notice=no-such-notice`);
    await expect(page.getByText(en.toasts.settingsSaved.title)).toHaveCount(0);
  });

  test("the Sign Up wizard is a plain form post: each answer comes back with the messages or the next step, and the account is created", async ({ page }) => {
    const email = `plain-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto("/signup");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(en.auth.email).fill(email);
    await dialog.getByLabel(en.auth.password, { exact: true }).fill("short");
    await dialog.getByLabel(en.auth.confirmPassword).fill("shorter");
    await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(dialog.getByText(en.validation.passwordRules)).toBeVisible();
    await expect(dialog.getByText(en.validation.passwordsMismatch)).toBeVisible();
    await expect(dialog.getByLabel(en.auth.email)).toHaveValue(email);

    await dialog.getByLabel(en.auth.password, { exact: true }).fill("Beitna2026");
    await dialog.getByLabel(en.auth.confirmPassword).fill("Beitna2026");
    await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
    await expect(dialog.getByText(en.auth.signUpStep.replace("{{step}}", "2"))).toBeVisible();
    await dialog.getByRole("button", { name: en.auth.signUpSubmit }).click();
    await expect(dialog.getByText(en.validation.firstNameRequired)).toBeVisible();

    await dialog.getByLabel(en.auth.firstName).fill("Nour");
    await dialog.getByLabel(en.auth.lastName).fill("Saad");
    await dialog.getByLabel(en.auth.phone).fill("03123456");
    await dialog.getByRole("button", { name: en.auth.signUpSubmit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("status").filter({ hasText: en.toasts.accountCreated.title })).toBeVisible();
    const { users } = await import("../../server/db/schema.ts");
    const [created] = await testDb().select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ firstName: "Nour", lastName: "Saad", emailVerified: false });
  });
});
