import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createPendingCashPayment } from "../../server/db/factories/payments.server.ts";
import { properties } from "../../server/db/schema.ts";
import { expectAccessible } from "./axe.ts";
import { expect, fillInVisualOrder, newUser, signInAs, test, testDb, walkFormByKeyboard, type PersonField, keepScreenshot } from "./support.ts";

const words = en.admin.audit;

test.describe("audit trail", () => {
  test("an admin approves a listing and confirms a payment, then finds both with their email, by kind", async ({ page }) => {
    const admin = await signInAs(page, { admin: true });
    const owner = await newUser();
    const listing = await createListing(testDb(), { ownerId: owner.id, title: `Audited flat ${Date.now().toString(36)}` });
    // Long ago, so it heads the queue whatever other tests add meanwhile.
    await testDb()
      .update(properties)
      .set({ flagTime: new Date("2001-01-01T08:00:00Z") })
      .where(eq(properties.id, listing.id));
    const payment = await createPendingCashPayment(testDb(), owner.id);

    await page.goto("/admin");
    await page.getByRole("article", { name: listing.title }).getByRole("button", { name: en.admin.moderation.approve }).click();
    await expect(page.locator("[data-admin-notice]")).toHaveText(en.admin.moderation.approved);
    await page.goto("/admin/payments");
    await page.locator(`[data-admin-payment="${payment.reference}"]`).getByRole("button", { name: en.credits.admin.confirm }).click();
    await page.getByRole("dialog").getByRole("button", { name: en.credits.admin.confirm }).click();
    await expect(page.locator("[data-admin-notice]")).toHaveText(en.credits.admin.done.confirmed);

    await page.goto("/admin");
    await page.getByRole("link", { name: en.admin.tabs.audit }).click();
    await expect(page.getByRole("heading", { name: words.heading })).toBeVisible();
    const filter = async (kind: keyof typeof words.kinds) => {
      await page.getByLabel(words.admin).fill(admin.email);
      await page.getByLabel(words.kind).selectOption(kind);
      await page.getByRole("button", { name: words.apply }).click();
      await expect(page).toHaveURL(new RegExp(`kind=${kind}`));
    };

    await filter("listing_approved");
    const approval = page.locator("[data-audit]");
    await expect(approval).toHaveCount(1);
    await expect(approval).toHaveAttribute("data-audit", "listing_approved");
    await expect(approval).toContainText(admin.email);
    await expect(approval).toContainText(listing.id);
    await expect(approval).toContainText("status: Pending Approval → Approved");
    await expectAccessible(page);

    await filter("payment_confirmed");
    const confirmation = page.locator("[data-audit]");
    await expect(confirmation).toHaveCount(1);
    await expect(confirmation).toContainText(words.kinds.payment_confirmed);
    await expect(confirmation).toContainText(admin.email);
    await expect(confirmation).toContainText(payment!.id);
    await expect(confirmation).toContainText("status: pending → confirmed");

    // Readable on a phone: each entry is a block, nothing scrolls sideways, the table keeps its headers.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole("region", { name: words.entries });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await expect(region.getByRole("columnheader", { name: words.change })).toHaveCount(1);
    await expect(region.getByRole("rowheader")).toContainText(words.kinds.payment_confirmed);
    await expectAccessible(page);

    // The record's link lists every entry of that record.
    await page.getByRole("link", { name: words.recordLink.replace("{{id}}", payment!.id) }).click();
    await expect(page).toHaveURL(new RegExp(`record=${payment!.id}`));
    await expect(page.locator("[data-audit]")).toHaveCount(1);

    // In Arabic (right to left) and French, on the phone too.
    for (const [lang, catalog] of [
      ["ar", ar],
      ["fr", fr],
    ] as const) {
      await page.goto(`/admin/audit?lang=${lang}&record=${payment!.id}`);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(catalog.admin.audit.heading);
      await expect(page.locator("[data-audit]")).toContainText(catalog.admin.audit.kinds.payment_confirmed);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await page.getByRole("region", { name: catalog.admin.audit.entries }).evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      await keepScreenshot(page, { path: test.info().outputPath(`audit-${lang}.png`), fullPage: true });
      await expectAccessible(page);
    }
  });

  test("the filters at phone size, with the mouse in English and by keyboard alone in Arabic: each field in visual order, kept after the search", async ({
    page,
  }) => {
    test.slow(); // Field by field, twice.
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = await signInAs(page, { admin: true });
    const record = "5e1f0000-0000-4000-8000-00000000abcd";
    for (const [lang, catalog, walk] of [
      ["en", en, fillInVisualOrder],
      ["ar", ar, walkFormByKeyboard],
    ] as const) {
      const i = catalog.admin.audit;
      await page.goto(`/admin/audit?lang=${lang}`);
      const form = page.getByRole("search", { name: i.filters });
      const fields: PersonField[] = [
        { control: form.getByLabel(i.admin), type: admin.email },
        { control: form.getByLabel(i.kind), choose: i.kinds.payment_refunded },
        { control: form.getByLabel(i.record), type: record },
        { control: form.getByLabel(i.from) },
        { control: form.getByLabel(i.to) },
      ];
      if (walk === walkFormByKeyboard) await walk(page, fields, { fromPageStart: true });
      else await walk(page, fields);
      // Tab from the last date lands on the search button.
      await expect(form.getByRole("button", { name: i.apply })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/kind=payment_refunded/);
      expect(new URL(page.url()).searchParams.get("admin")).toBe(admin.email);
      expect(new URL(page.url()).searchParams.get("record")).toBe(record);
      // What was typed stays in the form over the answer, which has nothing for these filters.
      await expect(form.getByLabel(i.admin)).toHaveValue(admin.email);
      await expect(form.getByLabel(i.record)).toHaveValue(record);
      await expect(form.getByLabel(i.kind)).toHaveValue("payment_refunded");
      await expect(page.locator("[data-audit]")).toHaveCount(0);
      await expect(form.getByRole("link", { name: i.clear })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    }
  });

  test("a signed-in user who is not an admin gets 403", async ({ page }) => {
    await signInAs(page);
    const response = await page.goto("/admin/audit");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.forbidden.title);
  });
});
