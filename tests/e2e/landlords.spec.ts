import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { defaultLeaseEnd } from "../../domain/tenancy.ts";
import { addMonths } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { accounts } from "../../server/db/schema.ts";
import { createChargesForAccount } from "../../server/tenants/create-rent-charges.server.ts";
import { expect, newUser, signInWith, test, testDb } from "./support.ts";

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
  return { landlord, tenant, listing };
}

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

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
  await page.screenshot({ path: `${SCREENS}/tenancies-rent-roll-en.png` });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: en.tenancy.rentRoll.download }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv).toContain(`Sunny flat in Hamra,,Lina Aoun,USD`);

  await page.goto("/tenancies?lang=ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.pages.tenancies);
  await expect(page.getByRole("listitem").filter({ hasText: "Sunny flat in Hamra" })).toContainText("متأخر منذ");
  await page.screenshot({ path: `${SCREENS}/tenancies-rent-roll-ar.png` });
  await page.getByRole("link", { name: "Sunny flat in Hamra" }).click();
  await expect(page).toHaveURL(`/tenant/${listing.id}/rent`);
});

test("ending a tenancy asks once and settles the deposit against the arrears, in English and Arabic", async ({ page }) => {
  const { landlord, listing } = await landlordWithArrears();
  await signInWith(page, landlord);
  await page.goto(`/tenant/${listing.id}?lang=ar`);
  await page.locator("summary", { hasText: ar.tenancy.lease.endTitle }).click();
  await page.getByLabel(ar.tenancy.lease.depositOutcomes.kept_in_part).check();
  await page.getByLabel(ar.tenancy.lease.depositKept).fill("200");
  await page.getByLabel(ar.tenancy.lease.depositKeptReason).fill("نافذة مكسورة");
  await page.getByRole("button", { name: ar.tenancy.lease.endReview }).click();
  const askAr = page.getByRole("dialog");
  await expect(askAr).toBeVisible();
  await askAr.getByText(ar.tenancy.lease.endConfirm).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/tenancy-end-deposit-ar.png` });
  // "Not now" sends nothing.
  await askAr.getByRole("button", { name: ar.tenancy.lease.keep }).click();
  await expect(askAr).toBeHidden();

  await page.goto(`/tenant/${listing.id}?lang=en`);
  await page.locator("summary", { hasText: en.tenancy.lease.endTitle }).click();
  await page.getByLabel(en.tenancy.lease.depositOutcomes.applied_to_arrears).check();
  await page.getByRole("button", { name: en.tenancy.lease.endReview }).click();
  const ask = page.getByRole("dialog", { name: en.tenancy.lease.endAskTitle.replace("{{name}}", "Lina Aoun") });
  await expect(ask).toContainText(en.tenancy.lease.depositOutcomes.applied_to_arrears);
  // Focus stays in the dialog.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Tab");
  await expect(ask.locator(":focus")).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/tenancy-end-deposit-en.png` });
  await ask.getByRole("button", { name: en.tenancy.lease.endConfirm }).click();
  // Ended, the card no longer offers to end it.
  await expect(page.locator("summary", { hasText: en.tenancy.lease.endTitle })).toHaveCount(0);

  // The rent account shows the deposit applied, with its receipt.
  await page.goto(`/tenant/${listing.id}/rent?lang=en`);
  await expect(page.getByText(en.tenancy.rent.depositApplied.replace("{{amount}}", "$800"))).toBeVisible();
  await expect(page.getByText(en.tenancy.methods.deposit)).toBeVisible();
});
