import { type Page } from "@playwright/test";
import sharp from "sharp";
import en from "../../domain/i18n/locales/en.ts";
import ar from "../../domain/i18n/locales/ar.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { INSPECTION_AREAS } from "../../domain/listing.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import type { CreatedUser } from "../../server/db/factories/users.server.ts";
import { linkIn, waitForMailInFolder } from "../support/smtp.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const tf = en.tenantFiles;
const mailDir = () => process.env.E2E_MAIL_DIR!;
const photo = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Title (Lease) >> endobj\ntrailer\n%%EOF\n");

/** A rented property: its landlord, a linked tenant (rows in the database, as an accepted invitation leaves them), and a third user. */
async function tenancy() {
  const landlord = await newUser({ firstName: "Rami", lastName: "Haddad" });
  const tenant = await newUser({ firstName: "Lina", lastName: "Aoun" });
  const third = await newUser({ firstName: "Nour", lastName: "Khoury" });
  const property = await createListing(testDb(), {
    ownerId: landlord.id,
    status: "Approved",
    visible: true,
    title: `Flat in Hamra ${Math.random().toString(36).slice(2, 7)}`,
  });
  await createTenancy(testDb(), { propertyId: property.id, tenantId: tenant.id });
  return { landlord, tenant, third, property };
}

async function recordInspection(page: Page, propertyId: string) {
  await page.goto(`/tenant/${propertyId}/inspections`);
  await page.getByText(tf.inspections.recordTitle).click();
  await page.getByLabel(tf.inspections.kindLabel).selectOption("move-in");
  for (const [index, area] of INSPECTION_AREAS.entries()) {
    const group = page.getByRole("group", { name: en.listingPage.inspection.areas[area] });
    await group.getByLabel(tf.inspections.conditionLabel).selectOption(index % 2 === 0 ? "Good" : "Fair");
  }
  const kitchen = page.getByRole("group", { name: "Kitchen" });
  await kitchen.getByLabel(tf.inspections.noteLabel).fill("New cabinets, one hinge loose");
  await kitchen.getByLabel(tf.inspections.photosLabel).setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await photo("#2e86c1") });
  await page.getByRole("button", { name: tf.inspections.save }).click();
  await expect(page.getByText(tf.inspections.saved)).toBeVisible();
}

test.describe("a tenancy's inspections, files and issues", () => {
  test("an inspection over the 12 areas with a photo: the tenant is mailed and acknowledges", async ({ page }) => {
    test.setTimeout(60_000);
    const { landlord, tenant, property } = await tenancy();
    await signInWith(page, landlord);
    await recordInspection(page, property.id);
    const card = page.locator("article[data-inspection]");
    await expect(card.locator("li[data-area]")).toHaveCount(12);
    await expect(card.locator('li[data-area="Kitchen"]').getByRole("img", { name: "Photo 1 of Kitchen" })).toBeVisible();
    await expect(card.locator('li[data-area="Kitchen"]')).toContainText("New cabinets, one hinge loose");

    await page.getByRole("button", { name: tf.inspections.notify }).click();
    await expect(page.locator('[data-toast="inspectionStarted"]')).toContainText(en.toasts.inspectionStarted.title);
    await expect(card).toContainText(tf.inspections.notified);
    const mail = await waitForMailInFolder(mailDir(), tenant.email, /An inspection of your home/);

    await signInWith(page, tenant);
    await page.goto(new URL(linkIn(mail, "http")).pathname);
    await page.getByRole("button", { name: `${tf.inspections.acknowledge}: Kitchen` }).click();
    await expect(page.getByText(tf.inspections.answered)).toBeVisible();
    await expect(page.locator('li[data-area="Kitchen"]')).toContainText("Lina Aoun acknowledged");
    await page.getByLabel("Comment on Roof").fill("A small crack above the window");
    await page.locator('li[data-area="Roof"]').getByRole("button", { name: tf.inspections.sendComment }).click();
    await expect(page.locator('li[data-area="Roof"]')).toContainText("Lina Aoun: A small crack above the window");
    await expectAccessible(page);
    // The inspection notice is kept in the tenancy's Notices tab.
    await page.getByRole("link", { name: en.tenancy.tabs.notices }).click();
    await expect(page.locator("#notices-title").locator("..")).toContainText(en.tenancy.notices.inspection_start);
  });

  test("a legal file named with special characters: uploaded and downloaded by the tenant, 404 to a third user and to a visitor", async ({ page }) => {
    test.setTimeout(60_000);
    const { landlord, tenant, third, property } = await tenancy();
    await signInWith(page, tenant);
    await page.goto(`/tenant/${property.id}/files`);
    // A page that is not a PDF, named like one, is refused and nothing is listed.
    await page
      .getByLabel(tf.files.fileLabel)
      .setInputFiles({ name: "lease.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a lease</html>") });
    await page.getByRole("button", { name: tf.files.upload }).click();
    await expect(page.getByRole("alert")).toHaveText(en.errors.tenancyFileRejected);

    await page.getByLabel(tf.files.fileLabel).setInputFiles({ name: "Bail <2026>: signé?!.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: tf.files.upload }).click();
    await expect(page.getByText(tf.files.uploaded)).toBeVisible();
    const legal = page.getByRole("region", { name: tf.files.legalTitle });
    await expect(legal.getByText("Bail 2026 signé.pdf")).toBeVisible();
    const href = (await legal.getByRole("link", { name: "Download: Bail 2026 signé.pdf" }).getAttribute("href"))!;
    expect(href).toMatch(/^\/resources\/tenancy-files\/legal\/[0-9a-f-]{36}\?download$/);

    const download = page.waitForEvent("download");
    await legal.getByRole("link", { name: "Download: Bail 2026 signé.pdf" }).click();
    expect((await download).suggestedFilename()).toBe("Bail 2026 signé.pdf");
    const mine = await page.request.get(href);
    expect(mine.status()).toBe(200);
    expect(await mine.body()).toEqual(pdf);
    expect(mine.headers()["cache-control"]).toBe("private, no-store");
    await expectAccessible(page);

    await signInWith(page, landlord);
    expect((await page.request.get(href)).status()).toBe(200);

    await signInWith(page, third as CreatedUser);
    expect((await page.request.get(href)).status()).toBe(404);
    expect((await page.goto(href))?.status()).toBe(404);
    expect((await page.goto(`/tenant/${property.id}/files`))?.status()).toBe(404);

    await page.context().clearCookies();
    expect((await page.request.get(href)).status()).toBe(404);
  });

  test("an issue reported with a photo, worked on, resolved and confirmed", async ({ page }) => {
    test.setTimeout(60_000);
    const { landlord, tenant, property } = await tenancy();
    await signInWith(page, tenant);
    await page.goto(`/tenant/${property.id}/issues`);
    await page.getByLabel(tf.issues.descriptionLabel).fill("Water drips under the kitchen sink");
    await page.getByLabel(tf.issues.categoryLabel).selectOption("plumbing");
    await page.getByLabel(tf.issues.urgencyLabel).selectOption("urgent");
    await page.getByLabel(tf.issues.photosLabel).setInputFiles({ name: "leak.jpg", mimeType: "image/jpeg", buffer: await photo("#c0392b") });
    await page.getByRole("button", { name: tf.issues.report }).click();
    await expect(page.getByText(tf.issues.reported)).toBeVisible();
    const issue = page.locator("article[id^=issue-]");
    await expect(issue.locator("[data-issue-status]")).toHaveText(tf.issues.statuses.open);
    await expect(issue.getByRole("img", { name: "Photo 1 of Plumbing" })).toBeVisible();
    const mail = await waitForMailInFolder(mailDir(), landlord.email, /Your tenant reported an issue/);
    expect(mail.text).toContain("Water drips under the kitchen sink");

    await signInWith(page, landlord);
    await page.goto(new URL(linkIn(mail, "http")).pathname);
    await page.getByRole("button", { name: tf.issues.actions.start }).click();
    await expect(issue.locator("[data-issue-status]")).toHaveText(tf.issues.statuses.in_progress);
    await issue.getByLabel(tf.issues.messageLabel).fill("The plumber comes on Monday morning.");
    await issue.getByRole("button", { name: tf.issues.send }).click();
    await expect(issue).toContainText("The plumber comes on Monday morning.");
    await page.getByRole("button", { name: tf.issues.actions.resolve }).click();
    await expect(issue.locator("[data-issue-status]")).toHaveText(tf.issues.statuses.resolved);
    await expectAccessible(page);

    await signInWith(page, tenant);
    await page.goto(`/tenant/${property.id}/issues`);
    await page.getByRole("button", { name: tf.issues.actions.confirm }).click();
    await expect(issue.locator("[data-issue-status]")).toHaveText(tf.issues.statuses.closed);
    await expect(issue).toContainText("You confirmed it is fixed");
  });

  test("@phone the three screens in English, Arabic and French, at 390x844", async ({ page }) => {
    test.setTimeout(90_000);
    const { landlord, tenant, property } = await tenancy();
    await signInWith(page, landlord);
    await recordInspection(page, property.id);
    await signInWith(page, tenant);
    await page.goto(`/tenant/${property.id}/issues`);
    await page.getByLabel(tf.issues.descriptionLabel).fill("The balcony door does not close");
    await page.getByRole("button", { name: tf.issues.report }).click();
    await expect(page.getByText(tf.issues.reported)).toBeVisible();
    await page.goto(`/tenant/${property.id}/files`);
    await page.getByLabel(tf.files.fileLabel).setInputFiles({ name: "Lease 2026.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: tf.files.upload }).click();
    await expect(page.getByText(tf.files.uploaded)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    const catalogs = { en, ar, fr };
    for (const lang of ["en", "ar", "fr"] as const) {
      const copy = catalogs[lang].tenantFiles;
      for (const [screen, heading] of [
        ["inspections", copy.inspections.title],
        ["files", copy.files.title],
        ["issues", copy.issues.title],
      ] as const) {
        await page.goto(`/tenant/${property.id}/${screen}?lang=${lang}`);
        // A tab of the tenancy's page: headed by the listing, the tab marked current.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(property.title);
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeAttached();
        const tabs = page.getByRole("navigation", { name: catalogs[lang].tenancy.tabs.label });
        await expect(tabs.getByRole("link", { name: catalogs[lang].tenancy.tabs[screen] })).toHaveAttribute("aria-current", "page");
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        if (lang !== "fr") await keepScreenshot(page, { path: `test-results/tenant-${screen}-${lang}.png`, fullPage: true });
      }
    }
    await expectAccessible(page);

    // The landlord's inspections screen, with the recording form open.
    await signInWith(page, landlord);
    for (const lang of ["en", "ar"] as const) {
      await page.goto(`/tenant/${property.id}/inspections?lang=${lang}`);
      await page.getByText(catalogs[lang].tenantFiles.inspections.recordTitle).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await keepScreenshot(page, { path: `test-results/tenant-inspections-landlord-${lang}.png`, fullPage: true });
    }
    await expectAccessible(page);
  });
});
