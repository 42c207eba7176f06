import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { fillPlaceholders } from "../../domain/i18n/i18n.ts";
import { defaultLeaseEnd, depositChoices, formatRent, owedAtEnd } from "../../domain/tenancy.ts";
import { type Money, money } from "../../domain/money.ts";
import { addMonths } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { accounts, rentCharges } from "../../server/db/schema.ts";
import { createChargesForAccount } from "../../server/tenants/create-rent-charges.server.ts";
import type { Locator, Page } from "@playwright/test";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";

const SCREENS = "docs/screens";

/** A landlord with a tenant two months behind on a 600 USD rent and an 800 USD deposit. */
async function landlordWithArrears() {
  const landlord = await newUser({ firstName: "Rami", lastName: "Haddad" });
  const tenant = await newUser({ firstName: "Lina", lastName: "Aoun" });
  const listing = await createListing(testDb(), { ownerId: landlord.id, status: "Approved", title: "Sunny flat in Hamra" });
  const start = addMonths(`${beirutDay().slice(0, 8)}01`, -2);
  const { id } = await createTenancy(testDb(), {
    propertyId: listing.id,
    tenantId: tenant.id,
    lease: { leaseStart: start, leaseEnd: defaultLeaseEnd(start), rentAmount: 600, unit: "USD", paymentFrequency: "monthly", dueDay: 1, deposit: 800 },
  });
  const [account] = await testDb().select().from(accounts).where(eq(accounts.id, id));
  await createChargesForAccount(testDb(), account!, new Date());
  return { landlord, tenant, listing, accountId: id };
}

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

/** The mean brightness (0-255) of a PNG's pixels, read through a canvas in a page of its own. */
async function brightness(page: Page, png: Buffer): Promise<number> {
  const reader = await page.context().newPage();
  try {
    return await reader.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      for (let index = 0; index < pixels.length; index += 4) sum += (pixels[index]! + pixels[index + 1]! + pixels[index + 2]!) / 3;
      return sum / (pixels.length / 4);
    }, png.toString("base64"));
  } finally {
    await reader.close();
  }
}

/**
 * The dialog's backdrop is there and darkens the page behind it: Radix's overlay (the content's
 * sibling before it) covers the screen with a colour that is not transparent, and the screen is
 * darker with it than with it hidden, at the same place.
 */
async function expectDarkBackdrop(page: Page, dialog: Locator) {
  const overlay = dialog.locator("xpath=preceding-sibling::div[1]");
  await expect(overlay).toHaveAttribute("data-state", "open");
  const look = await overlay.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return { background: style.backgroundColor, covers: box.top <= 0 && box.left <= 0 && box.right >= innerWidth && box.bottom >= innerHeight };
  });
  expect(look.covers, "the backdrop covers the screen").toBe(true);
  expect(look.background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  expect(look.background, "the backdrop's colour has some opacity").not.toMatch(/\/ 0\)$|, 0\)$/);
  // Only the backdrop's part of the screen, away from the dialog: its top and bottom rows.
  const rows = async () => {
    const top = await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 120 } });
    const bottom = await page.screenshot({ clip: { x: 0, y: 844 - 120, width: 390, height: 120 } });
    return ((await brightness(page, top)) + (await brightness(page, bottom))) / 2;
  };
  const darkened = await rows();
  await overlay.evaluate((element) => ((element as HTMLElement).style.visibility = "hidden"));
  const bare = await rows();
  await overlay.evaluate((element) => ((element as HTMLElement).style.visibility = ""));
  expect(darkened, `the backdrop darkens the page (${darkened.toFixed(0)} against ${bare.toFixed(0)})`).toBeLessThan(bare * 0.75);
}

test("the rent roll at phone size: the overdue tenancy first, its CSV, and a tap opens the tenancy", async ({ page }) => {
  const { landlord, listing } = await landlordWithArrears();
  await signInWith(page, landlord);
  // From the account menu, as a person gets there.
  await page.goto("/?lang=en");
  await page.getByTestId("site-menu-button").click();
  await page.getByRole("link", { name: en.tenancy.menu.rentRoll }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.tenancies);
  const row = page.getByRole("listitem").filter({ hasText: "Sunny flat in Hamra" });
  await expect(row).toContainText(/overdue since/);
  await keepScreenshot(page, { path: `${SCREENS}/tenancies-rent-roll-en.png` });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: en.tenancy.rentRoll.download }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv).toContain(`Sunny flat in Hamra,,Lina Aoun,USD`);

  await page.goto("/tenancies?lang=ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.pages.tenancies);
  await expect(page.getByRole("listitem").filter({ hasText: "Sunny flat in Hamra" })).toContainText("متأخر منذ");
  await keepScreenshot(page, { path: `${SCREENS}/tenancies-rent-roll-ar.png` });
  await page.getByRole("link", { name: "Sunny flat in Hamra" }).click();
  await expect(page).toHaveURL(`/tenant/${listing.id}/rent`);
});

test("ending a tenancy asks once and settles the deposit against the arrears, in English and Arabic", async ({ page }) => {
  const { landlord, listing, accountId } = await landlordWithArrears();
  // What the screen must say: owed up to today (this month prorated to its days), and the balance after each choice.
  const charges = await testDb().select().from(rentCharges).where(eq(rentCharges.accountId, accountId));
  const { owed } = owedAtEnd(
    charges.map((charge) => ({ ...charge, amount: money(charge.amount, "USD") })),
    money(0, "USD"),
    beirutDay(),
  );
  const choices = depositChoices(money(80_000, "USD"), owed);
  expect(choices[0]?.outcome).toBe("applied_to_arrears");
  await signInWith(page, landlord);
  await page.goto(`/tenant/${listing.id}?lang=ar`);
  await page.locator("summary", { hasText: ar.tenancy.lease.endTitle }).click();
  // With rent owed, applying the deposit is proposed (checked) first; each choice shows the balance after it.
  const format = (amount: Money, lang: "en" | "ar") => formatRent(amount, lang);
  await expect(page.getByTestId("owed-at-end")).toContainText(fillPlaceholders(ar.tenancy.lease.owedAtEnd, { amount: format(owed, "ar") }));
  for (const choice of choices)
    await expect(page.getByRole("radio", { name: ar.tenancy.lease.depositOutcomes[choice.outcome] })).toHaveAccessibleDescription(
      fillPlaceholders(ar.tenancy.lease.depositAfter, { returned: format(choice.settlement.returned, "ar"), owed: format(choice.balanceAfter, "ar") }),
    );
  await expect(page.getByRole("radio", { name: ar.tenancy.lease.depositOutcomes.applied_to_arrears })).toBeChecked();
  await page.getByTestId("owed-at-end").scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: `${SCREENS}/tenancy-end-proposal-ar.png` });
  await page.getByLabel(ar.tenancy.lease.depositOutcomes.kept_in_part).check();
  await page.getByLabel(ar.tenancy.lease.depositKept).fill("200");
  await page.getByLabel(ar.tenancy.lease.depositKeptReason).fill("نافذة مكسورة");
  await page.getByRole("button", { name: ar.tenancy.lease.endReview }).click();
  const askAr = page.getByRole("dialog");
  await expect(askAr).toBeVisible();
  await expectDarkBackdrop(page, askAr);
  await keepScreenshot(page, { path: `${SCREENS}/tenancy-end-deposit-ar.png` });
  // "Not now" sends nothing.
  await askAr.getByRole("button", { name: ar.tenancy.lease.keep }).click();
  await expect(askAr).toBeHidden();

  await page.goto(`/tenant/${listing.id}?lang=en`);
  await page.locator("summary", { hasText: en.tenancy.lease.endTitle }).click();
  await expect(page.getByTestId("owed-at-end")).toContainText(fillPlaceholders(en.tenancy.lease.owedAtEnd, { amount: format(owed, "en") }));
  const applied = page.getByRole("radio", { name: en.tenancy.lease.depositOutcomes.applied_to_arrears });
  await expect(applied).toBeChecked();
  await expect(applied).toHaveAccessibleDescription(
    fillPlaceholders(en.tenancy.lease.depositAfter, { returned: format(money(0, "USD"), "en"), owed: format(choices[0]!.balanceAfter, "en") }),
  );
  await page.getByTestId("owed-at-end").scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: `${SCREENS}/tenancy-end-proposal-en.png` });
  await page.getByRole("button", { name: en.tenancy.lease.endReview }).click();
  const ask = page.getByRole("dialog", { name: en.tenancy.lease.endAskTitle.replace("{{name}}", "Lina Aoun") });
  await expect(ask).toContainText(en.tenancy.lease.depositOutcomes.applied_to_arrears);
  // Focus stays in the dialog.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Tab");
  await expect(ask.locator(":focus")).toHaveCount(1);
  await expectDarkBackdrop(page, ask);
  await keepScreenshot(page, { path: `${SCREENS}/tenancy-end-deposit-en.png` });
  await ask.getByRole("button", { name: en.tenancy.lease.endConfirm }).click();
  // Ended, the card no longer offers to end it.
  await expect(page.locator("summary", { hasText: en.tenancy.lease.endTitle })).toHaveCount(0);

  // The rent account shows the deposit applied, with its receipt.
  await page.goto(`/tenant/${listing.id}/rent?lang=en`);
  await expect(page.getByText(en.tenancy.rent.depositApplied.replace("{{amount}}", "$800"))).toBeVisible();
  await expect(page.getByText(en.tenancy.methods.deposit)).toBeVisible();
});
