import en from "../../domain/i18n/locales/en.ts";
import { expect, newUser, test } from "./support.ts";

test.describe("Sign In dialog", () => {
  test("checks the fields as the user types, with the spec's messages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: en.nav.signIn }).click();
    const dialog = page.getByRole("dialog", { name: en.auth.signInTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(dialog.getByText(en.validation.emailRequired)).toBeVisible();
    await expect(dialog.getByText(en.validation.passwordRequired)).toBeVisible();
    await dialog.getByLabel(en.auth.email).fill("not-an-email");
    await expect(dialog.getByText(en.validation.emailInvalid)).toBeVisible();
  });

  test("a wrong password gets the code 101 message and keeps the email", async ({ page }) => {
    const user = await newUser();
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: en.auth.signInTitle });
    await dialog.getByLabel(en.auth.email).fill(user.email);
    await dialog.getByLabel(en.auth.password).fill("Not-the-password1");
    await dialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(dialog.getByRole("alert")).toHaveText(en.errors.loginIncorrect);
    await expect(dialog.getByLabel(en.auth.email)).toHaveValue(user.email);
  });

  test("the dialog keeps focus inside while open", async ({ page }) => {
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: en.auth.signInTitle });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe("Sign In without JavaScript (a slow phone before scripts start)", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post comes back to the dialog with the message and the email, then signs in", async ({ page }) => {
    const user = await newUser();
    await page.goto("/login?redirectTo=/profile/settings");
    // Radix names the dialog once scripts run; the server's HTML holds the same form.
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(en.auth.email).fill(user.email);
    await dialog.getByLabel(en.auth.password).fill("Wrong-password-1");
    await dialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(dialog.getByRole("alert")).toHaveText(en.errors.loginIncorrect);
    await expect(dialog.getByLabel(en.auth.email)).toHaveValue(user.email);
    await expect(dialog.getByLabel(en.auth.password)).toHaveValue("");

    await dialog.getByLabel(en.auth.password).fill(user.password);
    await dialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.settings);
  });
});
