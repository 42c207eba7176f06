import { type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { beirutInputValue } from "../../domain/beirut-clock.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { bankInformations, offers, requestMessages, requests, users } from "../../server/db/schema.ts";
import { waitForMailInFolder } from "../support/smtp.ts";
import { expect, expectRefusedAt, fillInVisualOrder, newUser, signInAs, tabTo, test, testDb, walkFormByKeyboard, WALK_SIZES } from "./support.ts";
import { DAY_MS } from "../../domain/days.ts";

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

for (const size of WALK_SIZES)
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("settings in Arabic: the email change with the mouse, a wrong current password refused beside it, the new address kept", async ({ page }) => {
      const user = await signInAs(page);
      const newEmail = `walk-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
      await page.goto("/profile/settings?lang=ar");
      const s = ar.settings;
      const form = page.getByRole("region", { name: s.emailTitle });
      const fields = [
        { control: field(form, s.newEmail), type: newEmail },
        { control: field(form, s.currentPassword), type: "Not-my-password1" },
      ];
      await fillInVisualOrder(page, fields);
      await form.getByRole("button", { name: s.changeEmail }).click();
      await expectRefusedAt(field(form, s.currentPassword), ar.errors.currentPasswordWrong);
      await expect(field(form, s.newEmail)).toHaveValue(newEmail);
      await field(form, s.currentPassword).click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(user.password);
      await form.getByRole("button", { name: s.changeEmail }).click();
      await expect(page.getByRole("status")).toContainText(ar.toasts.emailChangeSent.body);
      await waitForMailInFolder(process.env.E2E_MAIL_DIR!, newEmail, /./);
    });

    test("settings: the password change by keyboard alone, a mistyped confirmation refused beside it, fixed", async ({ page }) => {
      const user = await signInAs(page);
      await page.goto("/profile/settings");
      const s = en.settings;
      const form = page.getByRole("region", { name: s.passwordTitle });
      const confirm = field(form, en.auth.confirmPassword);
      await walkFormByKeyboard(
        page,
        [
          { control: field(form, s.currentPassword), type: user.password },
          { control: field(form, en.auth.newPassword), type: "Changed-2026" },
          { control: confirm, type: "Changed-2062" },
        ],
        { fromPageStart: true },
      );
      await tabTo(page, form.getByRole("button", { name: s.changePassword }), 1);
      await page.keyboard.press("Enter");
      await expectRefusedAt(confirm, en.validation.passwordsMismatch);
      await expect(confirm).toBeFocused();
      await expect(field(form, en.auth.newPassword)).toHaveValue("Changed-2026");
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Changed-2026");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status")).toContainText(en.toasts.settingsSaved.title);
      // The new password signs in (the web form answers with a redirect home).
      const check = await page.context().request.post("/auth/sign-in", {
        form: { email: user.email, password: "Changed-2026", redirectTo: "/" },
        headers: { origin: test.info().project.use.baseURL! },
        maxRedirects: 0,
      });
      expect(check.status()).toBe(302);
    });
  });

for (const size of WALK_SIZES)
  test.describe(`the listing's request dialogs at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("a tour request by keyboard alone (no time chosen, refused beside the times) and a message in Arabic with the mouse (too long, refused beside it)", async ({
      page,
    }) => {
      test.slow();
      const owner = await newUser();
      const [tourListing, messageListing] = await Promise.all(
        ["Flat for a tour", "Flat for a message"].map((title) =>
          createListing(testDb(), { ownerId: owner.id, status: "Approved", listingType: "Rental", title, price: 1000, contactMethod: ["Message on Beitna"] }),
        ),
      );
      const visitor = await signInAs(page);
      const c = en.listingPage.contact;
      const r = en.requests;

      await page.goto(listingPath(tourListing!));
      await tabTo(page, page.getByRole("button", { name: c.requestTour }).first());
      await page.keyboard.press("Enter");
      const tour = page.getByRole("dialog", { name: c.dialogTourTitle });
      const time = (number: number) => tour.getByLabel(r.compose.time.replace("{{number}}", String(number)), { exact: true });
      const message = field(tour, c.message);
      await walkFormByKeyboard(
        page,
        [{ control: time(1) }, { control: time(2) }, { control: time(3) }, { control: message, type: "Could I see it on Saturday morning?" }],
        { limit: 5 },
      );
      const send = tour.getByRole("button", { name: c.send });
      await tabTo(page, send, 1);
      await page.keyboard.press("Enter");
      await expectRefusedAt(time(1), r.errors.timeRequired);
      await expect(message).toHaveValue("Could I see it on Saturday morning?");
      // (A time is picked in the browser's own date and time picker.)
      const preferred = beirutInputValue(new Date(Date.now() + 3 * DAY_MS)).slice(0, 11) + "10:00";
      await time(1).fill(preferred);
      await send.focus();
      await page.keyboard.press("Enter");
      await expect(tour.getByRole("link", { name: r.compose.sentLink })).toBeVisible();
      const [tourRequest] = await testDb()
        .select()
        .from(requests)
        .where(and(eq(requests.propertyId, tourListing!.id), eq(requests.senderId, visitor.id)));
      expect(tourRequest).toMatchObject({ kind: "tour" });
      expect(tourRequest!.preferredDates).toHaveLength(1);

      await page.goto(`${listingPath(messageListing!)}?lang=ar`);
      const a = ar.listingPage.contact;
      await page.getByRole("button", { name: a.messageOwner }).first().click();
      const dialog = page.getByRole("dialog", { name: a.dialogMessageTitle });
      const body = field(dialog, a.message);
      await fillInVisualOrder(page, [{ control: body, type: "هل الموقف مشمول؟" }]);
      // The visitor pastes a long text after it.
      await body.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.insertText(" نعم".repeat(300));
      await dialog.getByRole("button", { name: a.send }).click();
      await expectRefusedAt(body, ar.requests.errors.messageTooLong);
      await expect(body).toHaveValue(/^هل الموقف مشمول؟ نعم/);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("هل الموقف مشمول؟");
      await dialog.getByRole("button", { name: a.send }).click();
      await expect(dialog.getByRole("link", { name: ar.requests.compose.sentLink })).toBeVisible();
      const [thread] = await testDb().select({ id: requests.id }).from(requests).where(eq(requests.propertyId, messageListing!.id));
      const bodies = await testDb().select({ body: requestMessages.body }).from(requestMessages).where(eq(requestMessages.requestId, thread!.id));
      expect(bodies.map((row) => row.body)).toEqual(["هل الموقف مشمول؟"]);
    });

    test("an offer with the mouse: an amount of nothing refused beside it, the message kept, then sent", async ({ page }) => {
      const owner = await newUser();
      const listing = await createListing(testDb(), {
        ownerId: owner.id,
        status: "Approved",
        listingType: "Rental",
        title: "Flat for an offer",
        price: 1000,
        contactMethod: ["Message on Beitna"],
      });
      const visitor = await signInAs(page);
      const o = en.offers;
      await page.goto(listingPath(listing));
      await page.getByRole("button", { name: o.compose.open }).first().click();
      const dialog = page.getByRole("dialog", { name: o.compose.title });
      const amount = field(dialog, o.amount);
      await fillInVisualOrder(page, [
        { control: amount, type: "0" },
        { control: field(dialog, o.currency), choose: "USD" },
        { control: field(dialog, o.message), type: "900 a month, from June?" },
      ]);
      await dialog.getByRole("button", { name: o.compose.send }).click();
      await expectRefusedAt(amount, o.errors.amountInvalid);
      await expect(field(dialog, o.message)).toHaveValue("900 a month, from June?");
      await amount.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("900");
      await dialog.getByRole("button", { name: o.compose.send }).click();
      await expect(dialog.getByRole("link", { name: o.compose.sentLink })).toBeVisible();
      const [offer] = await testDb()
        .select()
        .from(offers)
        .where(and(eq(offers.propertyId, listing.id), eq(offers.buyerId, visitor.id)));
      expect(offer).toMatchObject({ amount: 900, currency: "USD" });
    });
  });
