import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import en from "../../domain/i18n/locales/en.ts";
import { sessions, userRoles, users } from "../../server/db/schema.ts";
import { linkIn, waitForMailInFolder } from "../support/smtp.ts";
import { expect, newUser, test, testDb } from "./support.ts";

const mailDir = () => process.env.E2E_MAIL_DIR!;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function openSignUp(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: en.nav.signUp }).click();
  const dialog = page.getByRole("dialog", { name: en.auth.signUpTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillStepOne(page: Page, email: string, password = "Beitna2026") {
  const dialog = page.getByRole("dialog", { name: en.auth.signUpTitle });
  await dialog.getByLabel(en.auth.email).fill(email);
  await dialog.getByLabel(en.auth.password, { exact: true }).fill(password);
  await dialog.getByLabel(en.auth.confirmPassword).fill(password);
  await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
  return dialog;
}

test.describe("sign-up", () => {
  test("step 1 shows each rule's message as the user types", async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
    await expect(dialog.getByText(en.validation.emailRequired)).toBeVisible();
    await expect(dialog.getByText(en.validation.newPasswordRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(en.validation.confirmRequired)).toBeVisible();
    await dialog.getByLabel(en.auth.email).fill("nour@");
    await expect(dialog.getByText(en.validation.emailInvalid)).toBeVisible();
    await dialog.getByLabel(en.auth.password, { exact: true }).fill("weakpass");
    await expect(dialog.getByText(en.validation.passwordRules)).toBeVisible();
    await dialog.getByLabel(en.auth.password, { exact: true }).fill("Beitna2026");
    await dialog.getByLabel(en.auth.confirmPassword).fill("Beitna2027");
    await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
    await expect(dialog.getByText(en.validation.passwordsMismatch)).toBeVisible();
  });

  test("an existing email stops step 1 with the Registered Account notice", async ({ page }) => {
    const existing = await newUser();
    await openSignUp(page);
    const dialog = await fillStepOne(page, existing.email.toUpperCase());
    await expect(dialog.getByRole("alert")).toContainText(en.errors.accountExistsTitle);
    await expect(dialog.getByRole("alert")).toContainText(en.errors.accountExists);
    await expect(dialog.getByText(en.errors.accountExistsField, { exact: true })).toBeVisible();
    await expect(dialog.getByText(en.auth.signUpStep.replace("{{step}}", "1"))).toBeVisible();
  });

  test("step 2: messages, digits-only phone, Lebanon first, Back keeps everything", async ({ page }) => {
    const email = uniqueEmail("back");
    await openSignUp(page);
    const dialog = await fillStepOne(page, email);
    await expect(dialog.getByText(en.auth.signUpStep.replace("{{step}}", "2"))).toBeVisible();
    const country = dialog.getByLabel(en.auth.countryCode);
    await expect(country).toHaveValue("LB");
    await expect(country.locator("option").first()).toHaveText(/Lebanon \u2066\(\+961\)\u2069/);
    await expect.poll(() => country.locator("option").count()).toBeGreaterThan(230);
    await expect(dialog.locator('img[src="/flags/LB.svg"]')).toBeVisible();
    await dialog.getByRole("button", { name: en.auth.signUpSubmit }).click();
    await expect(dialog.getByText(en.validation.firstNameRequired)).toBeVisible();
    await expect(dialog.getByText(en.validation.lastNameRequired)).toBeVisible();
    await expect(dialog.getByText(en.validation.phoneRequired)).toBeVisible();
    const phone = dialog.getByLabel(en.auth.phone);
    await phone.fill("12");
    await dialog.getByRole("button", { name: en.auth.signUpSubmit }).click();
    await expect(dialog.getByText(en.validation.phoneInvalid)).toBeVisible();
    await phone.fill("");
    await phone.pressSequentially("03-12a3 45b6");
    await expect(phone).toHaveValue("03123456");
    await expect(dialog.getByRole("link", { name: en.auth.privacyLink })).toHaveAttribute("target", "_blank");
    await expect(dialog.getByRole("link", { name: en.auth.termsLink })).toHaveAttribute("target", "_blank");
    await expect(dialog).toContainText(en.auth.agreementAge);
    await dialog.getByLabel(en.auth.firstName).fill("Nour");
    await dialog.getByRole("button", { name: en.auth.back }).click();
    await expect(dialog.getByLabel(en.auth.email)).toHaveValue(email);
    await expect(dialog.getByLabel(en.auth.password, { exact: true })).toHaveValue("Beitna2026");
    await dialog.getByRole("button", { name: en.auth.continue, exact: true }).click();
    await expect(dialog.getByLabel(en.auth.firstName)).toHaveValue("Nour");
    await expect(dialog.getByLabel(en.auth.phone)).toHaveValue("03123456");
  });

  test("sign-up → mail → verify → signed in, greeted, and able to sign in again", async ({ page }) => {
    const email = uniqueEmail("maya");
    await openSignUp(page);
    const dialog = await fillStepOne(page, email);
    await dialog.getByLabel(en.auth.firstName).fill("Maya");
    await dialog.getByLabel(en.auth.lastName).fill("Khoury");
    await dialog.getByLabel(en.auth.phone).fill("71123456");
    await dialog.getByRole("button", { name: en.auth.signUpSubmit }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status")).toContainText(en.toasts.accountCreated.title);

    const [user] = await testDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: "Maya", lastName: "Khoury", phone: "71123456", countryCode: "+961", username: email, emailVerified: false });
    expect((await testDb().select().from(userRoles).where(eq(userRoles.userId, user!.id))).map((row) => row.role)).toEqual(["User"]);

    const mail = await waitForMailInFolder(mailDir(), email, /Confirm your email/);
    await page.goto(linkIn(mail, "http://localhost"));
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("status")).toContainText(en.toasts.accountActivated.body);
    await expect(page.getByRole("button", { name: /Account menu for Maya/ })).toBeVisible();
    await waitForMailInFolder(mailDir(), email, /Welcome to Beitna/);

    // The link works once.
    await page.goto(linkIn(mail, "http://localhost"));
    await expect(page.getByRole("alert").filter({ hasText: en.errors.linkInvalid })).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/login");
    const signIn = page.getByRole("dialog", { name: en.auth.signInTitle });
    await signIn.getByLabel(en.auth.email).fill(email);
    await signIn.getByLabel(en.auth.password).fill("Beitna2026");
    await signIn.getByRole("button", { name: en.auth.submit }).click();
    await expect(page.getByRole("button", { name: /Account menu for Maya/ })).toBeVisible();
  });
});

test.describe("sign-in", () => {
  test("an unverified email is refused with its notice, and Resend sends a new link", async ({ page }) => {
    const user = await newUser({ emailVerified: false, firstName: "Karim" });
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: en.auth.signInTitle });
    await expect(dialog.getByRole("button", { name: en.auth.resendVerification })).toHaveCount(0);
    await dialog.getByLabel(en.auth.email).fill(user.email);
    await dialog.getByLabel(en.auth.password).fill(user.password);
    await dialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(dialog.getByRole("alert")).toContainText(en.errors.unverifiedTitle);
    await expect(dialog.getByRole("alert")).toContainText(en.errors.unverified);
    await dialog.getByRole("button", { name: en.auth.resendVerification }).click();

    const resend = page.getByRole("dialog", { name: en.auth.resendTitle });
    await resend.getByLabel(en.auth.email).fill(user.email);
    await resend.getByRole("button", { name: en.auth.resend }).click();
    await expect(page.getByRole("dialog", { name: en.auth.signInTitle })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(en.toasts.verificationSent.title);

    const mail = await waitForMailInFolder(mailDir(), user.email, /Confirm your email/);
    await page.goto(linkIn(mail, "http://localhost"));
    await expect(page.getByRole("button", { name: /Account menu for Karim/ })).toBeVisible();
  });

  test("the dialogs switch between each other and each leads back to Log in", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: en.nav.signIn }).click();
    await page.getByRole("dialog", { name: en.auth.signInTitle }).getByRole("button", { name: en.auth.forgotPassword }).click();
    const forgot = page.getByRole("dialog", { name: en.auth.forgotTitle });
    await expect(forgot).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await forgot.getByRole("button", { name: en.auth.backToLogin }).click();
    await page.getByRole("dialog", { name: en.auth.signInTitle }).getByRole("button", { name: en.auth.signUpLink }).click();
    const signUp = page.getByRole("dialog", { name: en.auth.signUpTitle });
    await expect(signUp).toBeVisible();
    await signUp.getByRole("button", { name: en.auth.backToLogin }).click();
    await expect(page.getByRole("dialog", { name: en.auth.signInTitle })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("password reset", () => {
  test("forgot → mail → new password → sign in; other sessions are signed out", async ({ page, browser }) => {
    const user = await newUser({ firstName: "Rana" });
    // A second device, signed in before the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto("/login");
    const otherDialog = otherPage.getByRole("dialog", { name: en.auth.signInTitle });
    await otherDialog.getByLabel(en.auth.email).fill(user.email);
    await otherDialog.getByLabel(en.auth.password).fill(user.password);
    await otherDialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(otherPage.getByRole("button", { name: /Account menu for Rana/ })).toBeVisible();

    await page.goto("/resetpassword");
    const forgot = page.getByRole("dialog", { name: en.auth.forgotTitle });
    await forgot.getByLabel(en.auth.email).fill(user.email.toUpperCase());
    await forgot.getByRole("button", { name: en.auth.reset }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.passwordResetSent.title);

    const mail = await waitForMailInFolder(mailDir(), user.email, /Reset your Beitna password/);
    await page.goto(linkIn(mail, "http://localhost"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.newPasswordTitle);
    await page.getByLabel(en.auth.newPassword).fill("weak");
    await page.getByLabel(en.auth.confirmPassword).fill("weak");
    await page.getByRole("button", { name: en.auth.savePassword }).click();
    await expect(page.getByText(en.validation.passwordRules)).toBeVisible();
    await page.getByLabel(en.auth.newPassword).fill("Renewed2026");
    await page.getByLabel(en.auth.confirmPassword).fill("Renewed2026");
    await page.getByRole("button", { name: en.auth.savePassword }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.passwordChanged.body);

    const signIn = page.getByRole("dialog", { name: en.auth.signInTitle });
    await signIn.getByLabel(en.auth.email).fill(user.email);
    await signIn.getByLabel(en.auth.password).fill(user.password);
    await signIn.getByRole("button", { name: en.auth.submit }).click();
    await expect(signIn.getByRole("alert")).toHaveText(en.errors.loginIncorrect);
    await signIn.getByLabel(en.auth.password).fill("Renewed2026");
    await signIn.getByRole("button", { name: en.auth.submit }).click();
    await expect(page.getByRole("button", { name: /Account menu for Rana/ })).toBeVisible();

    // The other device's session was revoked: it is told, and signed out.
    await otherPage.goto("/dashboard");
    await expect(otherPage.getByRole("dialog", { name: en.auth.signInTitle })).toContainText(en.errors.sessionExpired);
    await other.close();
  });
});

test.describe("session expiry", () => {
  test("an expired session shows 'Session Expires' once and signs the user out", async ({ page }) => {
    const user = await newUser({ firstName: "Sami" });
    await page.goto("/login");
    const dialog = page.getByRole("dialog", { name: en.auth.signInTitle });
    await dialog.getByLabel(en.auth.email).fill(user.email);
    await dialog.getByLabel(en.auth.password).fill(user.password);
    await dialog.getByRole("button", { name: en.auth.submit }).click();
    await expect(page.getByRole("button", { name: /Account menu for Sami/ })).toBeVisible();
    await testDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    await page.goto("/services");
    await expect(page.getByRole("status")).toContainText(en.errors.sessionExpiredTitle);
    await expect(page.getByRole("status")).toContainText(en.errors.sessionExpired);
    await expect(page.getByRole("link", { name: en.nav.signIn })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("status")).not.toContainText(en.errors.sessionExpired);
  });
});
