import { isolate } from "#domain/bidi.ts";
import { formatUsd } from "#domain/credits.ts";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createPendingCashPayment } from "../../server/db/factories/payments.server.ts";
import { creditLedger, payments, properties } from "../../server/db/schema.ts";
import { waitForMailInFolder } from "../support/smtp.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

// A minimal PDF: proofs are checked by their content, not their name.
const PROOF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function choose(page: Page, pack: string, method: RegExp) {
  await page.goto("/credits");
  await page.getByRole("radio", { name: new RegExp(`\\$${pack}\\.00`) }).check();
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: en.credits.buySubmit }).click();
}

const balance = (page: Page) => page.locator("[data-balance]");

test.describe("credits and payments", () => {
  test("buy credits by bank transfer with a proof; the admin confirms; the balance, ledger and receipt show", async ({ page }) => {
    const buyer = await newUser({ firstName: "Nadine", lastName: "Khoury" });
    const admin = await newUser({ admin: true });
    await signInWith(page, buyer);
    await choose(page, "25", /^Bank transfer/);

    await expect(page).toHaveURL(/\/credits\/payments\/[0-9a-f-]{36}$/);
    const reference = (await page.locator("[data-reference]").textContent())!.trim();
    expect(reference).toMatch(/^BTN-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await expect(page.locator("[data-instructions]")).toContainText(reference);
    await expect(page.locator("[data-instructions]")).toContainText("$25.00");
    await page.getByLabel(en.credits.payment.proofLabel).setInputFiles({ name: "transfer.pdf", mimeType: "application/pdf", buffer: PROOF });
    await page.getByRole("button", { name: en.credits.payment.proofSubmit }).click();
    await expect(page.getByText(en.credits.payment.proofSaved)).toBeVisible();

    await signInWith(page, admin);
    await page.goto("/admin/payments");
    const card = page.locator(`[data-admin-payment="${reference}"]`);
    await expect(card).toContainText(buyer.email);
    await expect(card).toContainText(en.credits.statuses.pending);
    await expect(card.getByRole("link", { name: en.credits.admin.proof })).toBeVisible();
    // Confirm asks once, naming the amount and the payer; answered by keyboard alone.
    await card.getByRole("button", { name: en.credits.admin.confirm }).focus();
    await page.keyboard.press("Enter");
    const ask = page.getByRole("dialog", { name: `Add ${isolate("$25.00")} of credits to ${isolate("Nadine Khoury")}?` });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole("button", { name: en.credits.admin.cancel })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: en.credits.admin.confirm })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-admin-notice]")).toHaveText(en.credits.admin.done.confirmed);
    await expect(card).toContainText(en.credits.statuses.confirmed);

    await signInWith(page, buyer);
    await page.goto("/credits");
    await expect(balance(page)).toHaveText("$25.00");
    await expect(page.locator("[data-ledger] tbody tr")).toHaveCount(1);
    await expect(page.locator('[data-ledger] [data-kind="purchase"]')).toContainText(en.credits.kinds.purchase);
    await page
      .locator(`[data-payment="${reference}"]`)
      .getByRole("link", { name: new RegExp(en.credits.viewReceipt) })
      .click();
    const receipt = page.locator("[data-receipt]");
    await expect(receipt).toHaveAttribute("data-receipt", /^R-\d{6}$/);
    await expect(receipt).toContainText("Nadine Khoury");
    await expect(receipt).toContainText(en.credits.methods.bank_transfer);
    await expect(receipt).toContainText("$25.00");
    await expect(receipt).toContainText("2,237,500 LBP");
    const mail = await waitForMailInFolder(process.env.E2E_MAIL_DIR!, buyer.email, /Payment received/);
    expect(mail.text).toContain(reference);

    // The CSV of the ledger: UTF-8 with a BOM, one line per movement.
    const csv = await page.request.get("/credits/ledger.csv");
    const body = Buffer.from(await csv.body());
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(body.toString("utf8")).toContain("Purchase,25.00");

    // Another user sees neither the payment, its proof nor its receipt.
    const paymentPath = new URL(page.url()).pathname.replace("/receipts/", "/payments/");
    await signInWith(page, await newUser());
    for (const path of [paymentPath, `${paymentPath}/proof`, paymentPath.replace("/payments/", "/receipts/")]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });

  test("buy credits by card through the gateway's hosted page; a cancelled card payment changes nothing", async ({ page }) => {
    const buyer = await signInWith(page, await newUser());
    await choose(page, "10", /^Card/);
    await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
    await expect(page.locator("[data-amount]")).toHaveText("10.00 USD");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/credits\?card=confirmed$/);
    await expect(page.locator('[data-card-outcome="confirmed"]')).toHaveText(en.credits.card.confirmed);
    await expect(balance(page)).toHaveText("$10.00");

    // Going back to the return address again (a replayed return) credits nothing more.
    const [paid] = await testDb().select().from(payments).where(eq(payments.userId, buyer.id));
    await page.goto(`/credits/card-return/${paid!.id}?resultIndicator=replayed`);
    await expect(balance(page)).toHaveText("$10.00");

    await choose(page, "50", /^Card/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/credits\?card=cancelled$/);
    await expect(page.locator('[data-card-outcome="cancelled"]')).toHaveText(en.credits.card.cancelled);
    await expect(balance(page)).toHaveText("$10.00");
    const rows = await testDb()
      .select({ kind: creditLedger.kind, amountCents: creditLedger.amountCents })
      .from(creditLedger)
      .where(eq(creditLedger.userId, buyer.id));
    expect(rows).toEqual([{ kind: "purchase", amountCents: 1_000 }]);
    const statuses = (await testDb().select({ status: payments.status }).from(payments).where(eq(payments.userId, buyer.id))).map((row) => row.status).sort();
    expect(statuses).toEqual(["cancelled", "confirmed"]);
  });

  test("a Pay submitted twice (the same form sent again) is one payment", async ({ page }) => {
    const buyer = await signInWith(page, await newUser());
    await page.goto("/credits");
    const key = await page.locator('input[name="key"]').first().inputValue();
    const origin = test.info().project.use.baseURL!;
    const send = () => page.request.post("/credits?index", { form: { key, pack: "50", method: "card" }, headers: { origin }, maxRedirects: 0 });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status(), second.status()]).toEqual([302, 302]);
    expect(second.headers().location).toBe(first.headers().location);
    expect(await testDb().select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(1);
  });

  test("a plan chosen without enough credits waits; paying it by OMT and the admin's confirmation apply it", async ({ page }) => {
    const owner = await newUser();
    const admin = await newUser({ admin: true });
    const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved", title: `Sea view flat ${Date.now()}` });
    await signInWith(page, owner);
    await page.goto(`/changemembership/${listing.id}`);
    await page.getByRole("radio", { name: /Gold/ }).check();
    await page.getByRole("button", { name: en.dashboard.changeSubmit }).click();
    await expect(page.getByRole("alert")).toContainText(en.dashboard.errors.insufficient_credits);
    await page.getByRole("link", { name: en.dashboard.buyCredits }).click();

    const wait = page.locator(`[data-plan-wait="${listing.id}"]`);
    await expect(wait).toContainText(listing.title);
    await wait.getByLabel(en.credits.waiting.method).selectOption("omt");
    await wait.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/credits\/payments\//);
    await expect(page.getByText(`Gold plan for “${listing.title}”`)).toBeVisible();
    const reference = (await page.locator("[data-reference]").textContent())!.trim();

    await signInWith(page, admin);
    await page.goto("/admin/payments");
    await page.locator(`[data-admin-payment="${reference}"]`).getByRole("button", { name: en.credits.admin.confirm }).click();
    await page.getByRole("dialog").getByRole("button", { name: en.credits.admin.confirm }).click();
    await expect(page.locator("[data-admin-notice]")).toHaveText(en.credits.admin.done.confirmed);
    const [after] = await testDb().select().from(properties).where(eq(properties.id, listing.id));
    expect(after).toMatchObject({ planId: "gold", status: "Pending Approval", flag: "Change_from_free" });

    await signInWith(page, owner);
    await page.goto("/credits");
    await expect(balance(page)).toHaveText("$0.00");
    await expect(page.locator(`[data-plan-wait="${listing.id}"]`)).toHaveCount(0);
    await expect(page.locator('[data-ledger] [data-kind="spend"]')).toContainText(listing.title);
  });

  test("signed out, nothing of credits answers; a signed-in non-admin cannot act on payments", async ({ page }) => {
    const buyer = await newUser();
    const [started] = await testDb()
      .insert(payments)
      .values({
        userId: buyer.id,
        amount: 10,
        amountCents: 1_000,
        lbpPerUsd: 89_500,
        currency: "USD",
        provider: "manual",
        method: "cash",
        idempotencyKey: `e2e-${buyer.id}`,
        reference: `e2e-${buyer.id}`,
      })
      .returning();
    const id = started!.id;
    const origin = test.info().project.use.baseURL!;
    for (const path of [
      "/credits",
      "/credits/ledger.csv",
      `/credits/payments/${id}`,
      `/credits/payments/${id}/proof`,
      `/credits/receipts/${id}`,
      `/credits/card-return/${id}`,
      "/admin/payments",
      "/admin/payments/revenue.csv",
    ]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(401);
    }
    expect((await page.request.post("/credits", { form: { pack: "10", method: "cash" }, headers: { origin }, maxRedirects: 0 })).status()).toBe(401);

    await signInWith(page, await newUser());
    expect((await page.request.get("/admin/payments/revenue.csv")).status()).toBe(403);
    const forms: Array<Record<string, string>> = [
      { intent: "confirm", paymentId: id },
      { intent: "reject", paymentId: id, reason: "No money" },
      { intent: "refund", paymentId: id, amount: "5", reason: "Gift" },
      { intent: "adjust", email: buyer.email, amount: "50", reason: "Gift" },
      { intent: "packs", packs: "1" },
    ];
    for (const form of forms) {
      expect((await page.request.post("/admin/payments", { form, headers: { origin } })).status(), form.intent).toBe(403);
    }
    expect(
      (
        await page.request.post(`/credits/payments/${id}`, {
          multipart: { proof: { name: "p.pdf", mimeType: "application/pdf", buffer: PROOF } },
          headers: { origin },
        })
      ).status(),
    ).toBe(404);
    const [after] = await testDb().select().from(payments).where(eq(payments.id, id));
    expect(after).toMatchObject({ status: "pending", proofKey: null });
    expect(await testDb().select().from(creditLedger).where(eq(creditLedger.userId, buyer.id))).toEqual([]);
  });

  test("credits and the admin's payments page in English, Arabic and French, at phone size, accessible", async ({ page }) => {
    test.slow(); // two pages checked by axe in three languages
    const admin = await newUser({ admin: true });
    await signInWith(page, admin);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [lang, catalog] of [
      ["en", en],
      ["ar", ar],
      ["fr", fr],
    ] as const) {
      await page.goto(`/credits?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalog.pages.credits);
      await expect(page.getByRole("heading", { name: catalog.credits.buyTitle })).toBeVisible();
      await expect(page.getByRole("radio", { name: new RegExp(`^${catalog.credits.methods.bank_transfer}`) })).toBeVisible();
      await page.getByRole("button", { name: catalog.credits.buySubmit }).scrollIntoViewIfNeeded();
      if (lang !== "fr") await keepScreenshot(page, { path: test.info().outputPath(`credits-${lang}.png`), fullPage: true });
      await expectAccessible(page);

      await page.goto(`/admin/payments?lang=${lang}`);
      await expect(page.getByRole("heading", { name: catalog.credits.admin.heading, exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: catalog.credits.admin.tab })).toBeVisible();
      if (lang !== "fr") await keepScreenshot(page, { path: test.info().outputPath(`admin-payments-${lang}.png`), fullPage: true });
      await expectAccessible(page);

      // A refusal in the reader's language, with what was typed kept.
      const adjust = page.locator("form").filter({ has: page.getByRole("button", { name: catalog.credits.admin.adjustSubmit }) });
      await adjust.getByLabel(catalog.credits.admin.adjustEmail).fill(`nobody-${lang}@example.com`);
      await adjust.getByLabel(catalog.credits.admin.adjustAmount).fill("5");
      await adjust.getByLabel(catalog.credits.admin.adjustReason).fill("Goodwill");
      await adjust.getByRole("button", { name: catalog.credits.admin.adjustSubmit }).click();
      await expect(adjust.getByRole("alert")).toHaveText(catalog.credits.errors.user_not_found);
      await expect(adjust.getByLabel(catalog.credits.admin.adjustEmail)).toHaveValue(`nobody-${lang}@example.com`);
    }
  });
});

/** A pending cash payment of $25 by `payerId`, as the payer leaves it at /credits; its reference. */
async function pendingPayment(payerId: string) {
  return (await createPendingCashPayment(testDb(), payerId)).reference;
}

test.describe("the admin's payments at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  for (const [lang, words] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    test(`Reject shows Rejected at once with nothing left to press; Confirm asks once, naming the amount and the payer (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      const w = words.credits.admin;
      const payer = await newUser({ firstName: "Nadim", lastName: "Saab" });
      const rejected = await pendingPayment(payer.id);
      const confirmed = await pendingPayment(payer.id);
      await signInWith(page, await newUser({ admin: true }));
      await page.goto(`/admin/payments?lang=${lang}`);

      // Reject, with the reason typed as a person does; the answer is held back so the card is seen
      // while the decision is on its way: already Rejected, no Confirm or Reject left.
      const first = page.locator(`[data-admin-payment="${rejected}"]`);
      await first.getByRole("button", { name: w.reject, exact: true }).click();
      const reject = page.getByRole("dialog", { name: w.rejectTitle.replace("{{reference}}", rejected) });
      await reject.getByLabel(w.reasonLabel).click();
      await page.keyboard.type("No transfer arrived");
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.startsWith("/admin/payments"),
        async (route) => {
          if (route.request().method() === "POST") await held;
          await route.fallback();
        },
      );
      await reject.getByRole("button", { name: w.reject, exact: true }).click();
      await expect(reject).toBeHidden();
      await expect(first).toContainText(words.credits.statuses.rejected);
      await expect(first.getByRole("button", { name: w.confirm, exact: true })).toHaveCount(0);
      await expect(first.getByRole("button", { name: w.reject, exact: true })).toHaveCount(0);
      // The server has not answered yet: what the card shows is its own.
      await expect(page.locator("[data-admin-notice]")).toHaveCount(0);
      release();
      await expect(page.locator("[data-admin-notice]")).toHaveText(w.done.rejected);
      await expect(first).toContainText(words.credits.statuses.rejected);
      await expect(first.getByRole("button", { name: w.confirm, exact: true })).toHaveCount(0);
      await page.unrouteAll();
      await first.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `docs/screens/admin-payment-rejected-${lang}.png` });

      // Confirm asks once: "Add $25.00 of credits to Nadim Saab?", then it is done.
      const second = page.locator(`[data-admin-payment="${confirmed}"]`);
      await second.getByRole("button", { name: w.confirm, exact: true }).click();
      const question = w.confirmQuestion.replace("{{amount}}", isolate(formatUsd(25, lang))).replace("{{name}}", isolate("Nadim Saab"));
      const ask = page.getByRole("dialog", { name: question });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText(w.confirmBody.replace("{{reference}}", confirmed));
      await keepScreenshot(page, { path: `docs/screens/admin-payment-confirm-${lang}.png` });
      await ask.getByRole("button", { name: w.confirm, exact: true }).click();
      await expect(page.locator("[data-admin-notice]")).toHaveText(w.done.confirmed);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(second).toContainText(words.credits.statuses.confirmed);
      await expect(second.getByRole("button", { name: w.confirm, exact: true })).toHaveCount(0);
      const [row] = await testDb().select().from(payments).where(eq(payments.reference, confirmed));
      expect(row).toMatchObject({ status: "confirmed" });
      const [other] = await testDb().select().from(payments).where(eq(payments.reference, rejected));
      expect(other).toMatchObject({ status: "rejected", rejectionReason: "No transfer arrived" });
    });
  }
});
