import { type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { exchangeRates, plans, properties, propertyStatusHistory, userRoles } from "../../server/db/schema.ts";
import { waitForMailInFolder } from "../support/smtp.ts";
import { expect, newUser, signInAs, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const notice = (page: Page) => page.locator("[data-admin-notice]");

async function pendingListing(ownerId: string, title: string, flagTime: Date) {
  const listing = await createListing(testDb(), { ownerId, title });
  await testDb().update(properties).set({ flagTime }).where(eq(properties.id, listing.id));
  return listing;
}

test.describe("admin console", () => {
  test("moderation: oldest first; approve one, reject the other with a reason mailed to the owner", async ({ page }) => {
    await signInAs(page, { admin: true });
    const owner = await newUser({ firstName: "Hiba" });
    // Long ago, so they head the queue whatever other tests add meanwhile.
    const older = await pendingListing(owner.id, unique("Older flat"), new Date("2001-01-01T08:00:00Z"));
    const newer = await pendingListing(owner.id, unique("Newer flat"), new Date("2001-01-02T08:00:00Z"));

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.admin);
    const titles = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.indexOf(older.title)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(older.title)).toBeLessThan(titles.indexOf(newer.title));
    const olderCard = page.getByRole("article", { name: older.title });
    await expect(olderCard).toContainText(en.admin.moderation.requestNew);
    await expect(olderCard).toContainText(owner.email);

    await olderCard.getByRole("button", { name: en.admin.moderation.approve }).click();
    await expect(notice(page)).toHaveText(en.admin.moderation.approved);
    await expect(olderCard).toHaveCount(0);
    const [approved] = await testDb().select().from(properties).where(eq(properties.id, older.id));
    expect(approved).toMatchObject({ status: "Approved", visible: true, flag: null });

    const newerCard = page.getByRole("article", { name: newer.title });
    await newerCard.getByRole("button", { name: en.admin.moderation.reject }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: en.admin.moderation.rejectConfirm }).click();
    await expect(dialog.getByText(en.admin.reasonRequired)).toBeVisible();
    const reason = "The photos show a different building.";
    await dialog.getByLabel(en.admin.moderation.reason).fill(reason);
    await dialog.getByRole("button", { name: en.admin.moderation.rejectConfirm }).click();
    await expect(notice(page)).toHaveText(en.admin.moderation.rejected);
    await expect(newerCard).toHaveCount(0);

    const [history] = await testDb().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, newer.id));
    expect(history).toMatchObject({ action: "reject", toStatus: "Rejected", reason });
    const mail = await waitForMailInFolder(process.env.E2E_MAIL_DIR!, owner.email, /needs changes/);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`/editlisting/${newer.id}`);
  });

  test("users: search, grant and revoke the Admin role; one's own cannot be revoked", async ({ page }) => {
    const admin = await signInAs(page, { admin: true });
    const lastName = unique("Mansour").replace(" ", "");
    const user = await newUser({ firstName: "Karim", lastName });
    const isAdmin = async () =>
      (
        await testDb()
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "Admin")))
      ).length > 0;

    await page.goto("/admin/users");
    await page.getByLabel(en.admin.users.search).fill(lastName.toUpperCase());
    await page.getByRole("button", { name: en.admin.users.searchButton }).click();
    await expect(page.getByText(en.admin.users.count.replace("{{count}}", "1"))).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(lastName) });
    await expect(row).toContainText(user.email);

    await row.getByRole("button", { name: `Make admin: Karim ${lastName}` }).click();
    await expect(notice(page)).toHaveText(en.admin.users.granted);
    expect(await isAdmin()).toBe(true);
    await row.getByRole("button", { name: `Remove admin: Karim ${lastName}` }).click();
    await expect(notice(page)).toHaveText(en.admin.users.revoked);
    expect(await isAdmin()).toBe(false);

    await page.goto(`/admin/users?q=${encodeURIComponent(admin.email)}`);
    await page.getByRole("button", { name: /^Remove admin: / }).click();
    await expect(page.getByRole("alert")).toHaveText(en.admin.errors.own_admin_role);
    expect(
      (
        await testDb()
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.userId, admin.id), eq(userRoles.role, "Admin")))
      ).length,
    ).toBe(1);
  });

  test("plans and rate: a new price shows on /price/rental; a rate is set and recomputing is announced", async ({ page }) => {
    const admin = await signInAs(page, { admin: true });
    const [platinum] = await testDb().select().from(plans).where(eq(plans.id, "platinum"));
    try {
      await page.goto("/admin/plans");
      const form = page.getByRole("region", { name: "Beitna Platinum" });
      await form.getByLabel(en.admin.plans.rentalPrice).fill("-1");
      await form.getByRole("button", { name: "Save Beitna Platinum" }).click();
      await expect(form.getByText(en.admin.priceInvalid)).toBeVisible();
      await form.getByLabel(en.admin.plans.rentalPrice).fill("42");
      await form.getByRole("button", { name: "Save Beitna Platinum" }).click();
      await expect(notice(page)).toHaveText("Beitna Platinum is saved.");
      await page.goto("/price/rental");
      await expect(page.getByRole("table")).toContainText("$42");
    } finally {
      // Other tests read the default prices.
      await testDb().update(plans).set({ rentalPriceUsd: platinum!.rentalPriceUsd }).where(eq(plans.id, "platinum"));
    }

    await page.goto("/admin/exchange-rate");
    await expect(page.locator("[data-current-rate]")).toHaveText(en.admin.exchangeRate.current.replace("{{rate}}", "89,500"));
    await page.getByLabel(en.admin.exchangeRate.newRate).fill("0");
    await page.getByRole("button", { name: en.admin.exchangeRate.save }).click();
    await expect(page.getByText(en.admin.rateInvalid)).toBeVisible();
    // The same rate again: other tests rely on the default one.
    await page.getByLabel(en.admin.exchangeRate.newRate).fill("89500");
    await page.getByRole("button", { name: en.admin.exchangeRate.save }).click();
    await expect(notice(page)).toHaveText(en.admin.exchangeRate.saved);
    expect((await testDb().select().from(exchangeRates).where(eq(exchangeRates.setBy, admin.id))).map((rate) => rate.lbpPerUsd)).toEqual([89_500]);
  });

  test("a signed-in user who is not an admin gets 403, and admin actions refuse them", async ({ page }) => {
    const user = await signInAs(page);
    const response = await page.goto("/admin/plans");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.forbidden.title);

    const listing = await createListing(testDb(), { ownerId: user.id, title: unique("Own flat") });
    const origin = test.info().project.use.baseURL!;
    const approve = await page.request.post("/admin?index", { form: { intent: "approve", propertyId: listing.id }, headers: { origin } });
    expect(approve.status()).toBe(403);
    const grant = await page.request.post("/admin/users", { form: { intent: "role", userId: user.id, grant: "true" }, headers: { origin } });
    expect(grant.status()).toBe(403);
    expect((await testDb().select().from(properties).where(eq(properties.id, listing.id)))[0]?.status).toBe("Pending Approval");
    expect(
      await testDb()
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "Admin"))),
    ).toEqual([]);
  });

  test("moderation and users pass an accessibility check in English and Arabic", async ({ page }) => {
    const admin = await signInAs(page, { admin: true });
    await pendingListing(admin.id, unique("Axe flat"), new Date("2001-01-03T08:00:00Z"));
    for (const [lang, catalog] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      for (const path of ["/admin", "/admin/users"]) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalog.pages.admin);
        await expectAccessible(page);
      }
    }
  });
});
