import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../app/i18n/locales/ar.ts";
import en from "../../app/i18n/locales/en.ts";
import { bankInformations, users } from "../../server/db/schema.ts";
import { expect, fillInVisualOrder, signInAs, tabTo, test, testDb, walkFormByKeyboard } from "./support.ts";

// The product's forms walked as people walk them (issue 25): into each field in the order the
// page shows them, typing, Tab on; at phone size (@phone) and on a desktop.

const field = (scope: Page | ReturnType<Page["getByRole"]>, label: string) => scope.getByLabel(label, { exact: true });

test("sign-up: both steps walked with the mouse, Tab on, nothing lost, the account created @phone", async ({ page }) => {
  test.slow(); // Field by field on a shared machine.
  const email = `walk-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto("/signup");
  const dialog = page.getByRole("dialog", { name: en.auth.signUpTitle });
  const step = (number: number) => dialog.getByText(en.auth.signUpStep.replace("{{step}}", String(number)));
  await fillInVisualOrder(
    page,
    [
      { control: field(dialog, en.auth.email), type: email },
      { control: field(dialog, en.auth.password), type: "Beitna2026" },
      { control: field(dialog, en.auth.confirmPassword), type: "Beitna2026" },
    ],
    { still: step(1) },
  );
  await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
  await fillInVisualOrder(
    page,
    [
      { control: field(dialog, en.auth.firstName), type: "Nour" },
      { control: field(dialog, en.auth.lastName), type: "Saad" },
      { control: field(dialog, en.auth.countryCode) },
      { control: field(dialog, en.auth.phone), type: "03123456" },
    ],
    { still: step(2) },
  );
  await dialog.getByRole("button", { name: en.auth.signUpSubmit }).click();
  await expect(page.getByRole("status").filter({ hasText: en.toasts.accountCreated.title })).toBeVisible();
  const [created] = await testDb().select().from(users).where(eq(users.email, email));
  expect(created).toMatchObject({ firstName: "Nour", lastName: "Saad", phone: "03123456" });
});

test("settings: the profile by keyboard alone from the page's start, saved with Enter @phone", async ({ page }) => {
  test.slow();
  const user = await signInAs(page);
  await page.goto("/profile/settings");
  const details = page.getByRole("region", { name: en.settings.profileTitle });
  await walkFormByKeyboard(
    page,
    [
      { control: field(details, en.auth.firstName), type: "Joseph" },
      { control: field(details, en.auth.lastName), type: "Khoury" },
      { control: field(details, en.auth.countryCode) },
      { control: field(details, en.auth.phone), type: "76123456" },
      { control: field(details, en.settings.language), choose: en.language.fr },
    ],
    { fromPageStart: true },
  );
  await tabTo(page, details.getByRole("button", { name: en.settings.save }), 1);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(en.toasts.settingsSaved.title);
  const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
  expect(row).toMatchObject({ firstName: "Joseph", lastName: "Khoury", phone: "76123456", locale: "fr" });
});

test("settings in Arabic: the bank details walked with the mouse, right to left on each row @phone", async ({ page }) => {
  test.slow();
  const user = await signInAs(page);
  await page.goto("/profile/settings?lang=ar");
  const s = ar.settings;
  const bank = page.getByRole("region", { name: s.bankTitle });
  await fillInVisualOrder(page, [
    { control: field(bank, s.bankFirstName), type: "رامي" },
    { control: field(bank, s.bankLastName), type: "حداد" },
    { control: field(bank, s.address), type: "شارع الحمرا" },
    { control: field(bank, s.city), type: "بيروت" },
    { control: field(bank, s.bank), type: "بنك بيروت" },
    { control: field(bank, s.branch), type: "الحمرا" },
    { control: field(bank, s.iban), type: "LB62 0999 0000 0001 0019 0122 9114" },
    { control: field(bank, s.swift), type: "BABELBBE" },
  ]);
  await bank.getByRole("button", { name: s.saveBank }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await expect.poll(async () => (await testDb().select().from(bankInformations).where(eq(bankInformations.userId, user.id)))[0]?.iban4).toBe("9114");
});
