import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import en from "../../domain/i18n/locales/en.ts";
import { bankInformations, properties, users } from "../../server/db/schema.ts";
import { linkIn, waitForMailInFolder } from "../support/smtp.ts";
import { expect, newUser, signInAs, test, testDb } from "./support.ts";

const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const VALID_IBAN = "LB62 0999 0000 0001 0019 0122 9114";

test.describe("profile settings", () => {
  test("edits names, phone and language", async ({ page }) => {
    const user = await signInAs(page, { firstName: "Joe" });
    await page.goto("/profile/settings");
    const details = section(page, en.settings.profileTitle);
    await details.getByLabel(en.auth.firstName).fill("");
    await details.getByRole("button", { name: en.settings.save }).click();
    await expect(details.getByText(en.validation.firstNameRequired)).toBeVisible();
    await details.getByLabel(en.auth.firstName).fill("Joseph");
    await details.getByLabel(en.auth.phone).fill("76 123 456");
    await details.getByLabel(en.settings.language).selectOption("fr");
    await details.getByRole("button", { name: en.settings.save }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.settingsSaved.title);
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "Joseph", phone: "76123456", locale: "fr", name: "Joseph Haddad" });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("changing the password needs the current one", async ({ page }) => {
    const user = await signInAs(page);
    await page.goto("/profile/settings");
    const form = section(page, en.settings.passwordTitle);
    await form.getByLabel(en.settings.currentPassword).fill("Wrong-pass1");
    await form.getByLabel(en.auth.newPassword).fill("Changed2026");
    await form.getByLabel(en.auth.confirmPassword).fill("Changed2026");
    await form.getByRole("button", { name: en.settings.changePassword }).click();
    await expect(form.getByLabel(en.settings.currentPassword)).toHaveAccessibleDescription(en.errors.currentPasswordWrong);
    await form.getByLabel(en.settings.currentPassword).fill(user.password);
    await form.getByLabel(en.auth.newPassword).fill("Changed2026");
    await form.getByLabel(en.auth.confirmPassword).fill("Changed2026");
    await form.getByRole("button", { name: en.settings.changePassword }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.settingsSaved.title);
    await expect(form.getByLabel(en.settings.currentPassword)).toHaveValue("");

    const fresh = await page.context().browser()!.newContext();
    const check = await fresh.request.post(`${test.info().project.use.baseURL}/auth/sign-in`, {
      form: { email: user.email, password: "Changed2026", redirectTo: "/" },
      headers: { origin: test.info().project.use.baseURL! },
      maxRedirects: 0,
    });
    expect(check.status()).toBe(302);
    await fresh.close();
  });

  test("a new email is verified before it replaces the old one", async ({ page }) => {
    const user = await signInAs(page, { firstName: "Dana" });
    const newEmail = `dana-${Date.now()}@example.com`;
    await page.goto("/profile/settings");
    const form = section(page, en.settings.emailTitle);
    await form.getByLabel(en.settings.newEmail).fill(newEmail.toUpperCase());
    await form.getByLabel(en.settings.currentPassword).fill(user.password);
    await form.getByRole("button", { name: en.settings.changeEmail }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.emailChangeSent.body);
    expect((await testDb().select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(user.email);

    const mail = await waitForMailInFolder(process.env.E2E_MAIL_DIR!, newEmail, /Confirm your new email/);
    await page.goto(linkIn(mail, "http://localhost"));
    await expect.poll(async () => (await testDb().select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(newEmail);
    expect((await testDb().select().from(users).where(eq(users.id, user.id)))[0]?.username).toBe(newEmail);
  });

  test("bank details: the IBAN is checked, stored encrypted and shown by its last four digits", async ({ page }) => {
    const user = await signInAs(page);
    await page.goto("/profile/settings");
    const form = section(page, en.settings.bankTitle);
    await form.getByLabel(en.settings.bankFirstName).fill("Rami");
    await form.getByLabel(en.settings.bankLastName).fill("Haddad");
    await form.getByLabel(en.settings.bank, { exact: true }).fill("Bank Audi");
    await form.getByLabel(en.settings.iban).fill("LB62 0999 0000 0001 0019 0122 9115");
    await form.getByRole("button", { name: en.settings.saveBank }).click();
    await expect(form.getByText(en.validation.iban.checksum)).toBeVisible();
    await form.getByLabel(en.settings.iban).fill("LB62 0999");
    await expect(form.getByText(en.validation.iban.length)).toBeVisible();
    await form.getByLabel(en.settings.swift).fill("AUDBLBBX");
    await form.getByLabel(en.settings.iban).fill(VALID_IBAN.toLowerCase());
    await form.getByRole("button", { name: en.settings.saveBank }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.settingsSaved.title);

    const [row] = await testDb().select().from(bankInformations).where(eq(bankInformations.userId, user.id));
    expect(row).toMatchObject({ bank: "Bank Audi", iban4: "9114", swiftCode: "AUDBLBBX" });
    expect(row!.ibanEncrypted).not.toContain("0999");
    expect(row!.ibanEncrypted.startsWith("v1.")).toBe(true);
    await page.reload();
    await expect(section(page, en.settings.bankTitle)).toContainText(en.settings.ibanOnFile.replace("{{iban4}}", "9114"));
    expect(await page.content()).not.toContain("0019 0122");
  });

  test("another user sees and changes only their own details", async ({ page, browser }) => {
    const owner = await signInAs(page, { firstName: "Owner" });
    await page.goto("/profile/settings");
    const form = section(page, en.settings.bankTitle);
    await form.getByLabel(en.settings.bankFirstName).fill("Owner");
    await form.getByLabel(en.settings.bankLastName).fill("Account");
    await form.getByLabel(en.settings.bank, { exact: true }).fill("BLOM Bank");
    await form.getByLabel(en.settings.iban).fill(VALID_IBAN);
    await form.getByRole("button", { name: en.settings.saveBank }).click();
    await expect(page.getByRole("status")).toContainText(en.toasts.settingsSaved.title);

    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAs(other, { firstName: "Intruder" });
    await other.goto("/profile/settings");
    await expect(section(other, en.settings.bankTitle).getByLabel(en.settings.bank, { exact: true })).toHaveValue("");
    expect(await other.content()).not.toContain("BLOM Bank");
    // A crafted request naming the owner changes nothing of theirs.
    const origin = test.info().project.use.baseURL!;
    const forged = await other.request.post("/profile/settings", {
      form: { intent: "profile", userId: owner.id, firstName: "Hacked", lastName: "X", country: "LB", phone: "3123456", locale: "en" },
      headers: { origin },
    });
    expect(forged.status()).toBeLessThan(500);
    const [ownerRow] = await testDb().select().from(users).where(eq(users.id, owner.id));
    expect(ownerRow?.firstName).toBe("Owner");
    // A request from another site is refused outright.
    const crossSite = await other.request.post("/profile/settings", {
      form: { intent: "profile", firstName: "Evil", lastName: "X", country: "LB", phone: "3123456", locale: "en" },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
    await context.close();
  });

  test("deleting the account asks for the password, removes personal data and takes listings down", async ({ page }) => {
    const user = await signInAs(page, { firstName: "Leaving" });
    const [listing] = await testDb()
      .insert(properties)
      .values({ ownerId: user.id, title: "Flat in Hamra", propertyType: "Apartment", price: 700, size: 90, status: "Approved", visible: true })
      .returning({ id: properties.id });
    await page.goto("/profile/settings");
    const form = section(page, en.settings.deleteTitle);
    await form.getByLabel(en.settings.currentPassword).fill("Wrong-pass1");
    await form.getByRole("button", { name: en.settings.deleteConfirm }).click();
    await expect(form.getByLabel(en.settings.currentPassword)).toHaveAccessibleDescription(en.errors.currentPasswordWrong);
    await form.getByLabel(en.settings.currentPassword).fill(user.password);
    await form.getByRole("button", { name: en.settings.deleteConfirm }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("link", { name: en.nav.signIn })).toBeVisible();
    // Signed out cleanly: no "Session Expires" on the next page.
    await page.goto("/services");
    await expect(page.getByRole("status")).not.toContainText(en.errors.sessionExpired);

    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "", lastName: "", phone: "" });
    expect(row?.email).not.toBe(user.email);
    expect(row?.deletedAt).not.toBeNull();
    const [taken] = await testDb().select().from(properties).where(eq(properties.id, listing!.id));
    expect(taken).toMatchObject({ status: "Deleted", visible: false, isDeleted: true });
    // The email is free again.
    expect(await newUser({ email: user.email })).toBeTruthy();
  });
});
