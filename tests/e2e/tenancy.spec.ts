import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { isolate } from "../../domain/bidi.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { tenantInvitations, users } from "../../server/db/schema.ts";
import { formatDate } from "../../app/lib/format.ts";
import { DAY_MS } from "../../domain/days.ts";
import fs from "node:fs";
import path from "node:path";
import { linkIn, type ReceivedMail, waitForMailInFolder } from "../support/smtp.ts";
import { expect, fillInVisualOrder, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const mailDir = () => process.env.E2E_MAIL_DIR!;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const SHOTS = process.env.TENANCY_SHOTS;

test.describe.configure({ timeout: 180_000 });

test("a landlord invites, the tenant joins through the link, the lease, payments, receipts and a declared payment confirmed", async ({ page, browser }) => {
  const landlord = await newUser({ firstName: "Rami", lastName: "Haddad" });
  const listing = await createListing(testDb(), { ownerId: landlord.id, status: "Approved", title: "Sunny flat in Hamra" });
  const tenantEmail = `tenant-${Date.now()}@example.com`;

  // The landlord invites from the listing in the dashboard.
  await signInWith(page, landlord);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: en.tenancy.invite.fromDashboard }).first().click();
  await expect(page).toHaveURL(`/tenant/${listing.id}`);
  await page.getByLabel(en.tenancy.invite.name).fill("Lina Aoun");
  await page.getByLabel(en.tenancy.invite.email).fill(tenantEmail);
  await page.getByRole("button", { name: en.tenancy.invite.send }).click();
  await expect(page.getByRole("status").filter({ hasText: tenantEmail })).toBeVisible();
  await expect(page.getByText(tenantEmail, { exact: true })).toBeVisible();

  // The tenant signs up through the link, the address fixed, and lands on the tenancy.
  const invitation = await waitForMailInFolder(mailDir(), tenantEmail, /invites you to Beitna/);
  const link = linkIn(invitation, "http://localhost");
  const tenantContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const tenantPage = await tenantContext.newPage();
  await tenantPage.setViewportSize({ width: 390, height: 844 });
  for (const lang of ["ar", "fr", "en"]) {
    await tenantPage.goto(`${link}?lang=${lang}`);
    await tenantPage.waitForSelector("html[data-hydrated]", { state: "attached" });
    const catalog = { en, ar, fr }[lang]!;
    await expect(tenantPage.getByRole("heading", { level: 1 })).toHaveText(catalog.tenancy.invitation.title);
    if (SHOTS && lang !== "fr") await tenantPage.screenshot({ path: `${SHOTS}/invitation-${lang}.png`, fullPage: true });
  }
  await expect(tenantPage.getByRole("heading", { level: 1 })).toHaveText(en.tenancy.invitation.title);
  await expect(tenantPage.getByLabel(en.auth.email)).toHaveValue(tenantEmail);
  await expect(tenantPage.getByLabel(en.auth.email)).not.toBeEditable();
  await tenantPage.getByLabel(en.auth.firstName).fill("Lina");
  await tenantPage.getByLabel(en.auth.lastName).fill("Aoun");
  await tenantPage.getByLabel(en.auth.phone).fill("70222333");
  await tenantPage.getByLabel(en.auth.password, { exact: true }).fill("Beitna-Pass1");
  await tenantPage.getByLabel(en.auth.confirmPassword).fill("Beitna-Pass1");
  await tenantPage.getByRole("button", { name: en.tenancy.invitation.create }).click();
  await expect(tenantPage).toHaveURL(`/tenant/${listing.id}`);
  await expect(tenantPage.getByRole("heading", { level: 1 })).toHaveText("Sunny flat in Hamra");
  // The link works once.
  await tenantPage.goto(link);
  await expect(tenantPage.getByRole("alert")).toHaveText(en.tenancy.errors.invitation_used);
  const [tenant] = await testDb().select({ id: users.id }).from(users).where(eq(users.email, tenantEmail));

  // The landlord records the lease (from the first of this month, due on the 1st) and sends the notice.
  await page.reload();
  await page.getByLabel(en.tenancy.lease.start).fill(`${beirutDay().slice(0, 8)}01`);
  await page.getByLabel(en.tenancy.lease.amount).fill("1000");
  await page.getByLabel(en.tenancy.lease.dueDay).fill("1");
  await page.getByRole("button", { name: en.tenancy.lease.save }).click();
  await expect(page.getByRole("status").filter({ hasText: en.tenancy.lease.saved })).toBeVisible();
  await page.getByRole("button", { name: en.tenancy.lease.notifyLabel.replace("{{name}}", "Lina Aoun") }).click();
  await expect(page.getByRole("status").filter({ hasText: en.toasts.leaseStartSent.title }).first()).toBeVisible();
  await waitForMailInFolder(mailDir(), tenantEmail, /Your lease is recorded/);
  const api = await page.request.post("/api/functions/leaseStartNotify", {
    data: { PersonID: tenant!.id, PropertyID: listing.id },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(await api.json()).toEqual({ success: true, result: "success" });

  // A payment in lira at its own rate: 44,750,000 LBP at 89,500 is 500 USD.
  await page.getByRole("link", { name: en.tenancy.tabs.rent }).click();
  await expect(page).toHaveURL(`/tenant/${listing.id}/rent`);
  await page.getByLabel(en.tenancy.payment.amount, { exact: true }).fill("44750000");
  await page.getByLabel(en.tenancy.payment.currency, { exact: true }).selectOption("LBP");
  await page.getByLabel(en.tenancy.payment.method).selectOption("omt");
  await page.getByLabel(en.tenancy.payment.rate).fill("89500");
  await page.getByRole("button", { name: en.tenancy.payment.save }).click();
  await expect(page.getByRole("status").filter({ hasText: "Receipt 1" })).toBeVisible();

  // The tenant sees the balance and the receipt.
  await tenantPage.goto(`/tenant/${listing.id}/rent`);
  await expect(tenantPage.getByTestId("rent-balance")).toContainText("$500");
  await expect(tenantPage.getByTestId("rent-balance")).toContainText(en.tenancy.rent.owed);
  await tenantPage
    .getByRole("link", { name: /Receipt .*-0001/ })
    .first()
    .click();
  await expect(tenantPage.getByTestId("receipt-number")).toContainText("-0001");
  await expect(tenantPage.getByText(/Received from Lina Aoun/)).toBeVisible();
  if (SHOTS) await tenantPage.screenshot({ path: `${SHOTS}/receipt-en.png`, fullPage: true });

  // The tenant declares the rest with a proof; the landlord confirms it.
  await tenantPage.goto(`/tenant/${listing.id}/rent`);
  await tenantPage.getByLabel(en.tenancy.payment.amount, { exact: true }).fill("500");
  await tenantPage.getByLabel(en.tenancy.payment.method).selectOption("bank_transfer");
  await tenantPage.getByLabel(en.tenancy.payment.proof).setInputFiles({ name: "transfer.pdf", mimeType: "application/pdf", buffer: PDF });
  await tenantPage.getByRole("button", { name: en.tenancy.payment.declare }).click();
  await expect(tenantPage.getByRole("status").filter({ hasText: en.tenancy.rent.declared })).toBeVisible();
  await waitForMailInFolder(
    mailDir(),
    (await testDb().select({ email: users.email }).from(users).where(eq(users.id, landlord.id)))[0]!.email,
    /declared a rent payment/,
  );

  await page.reload();
  const proofLink = page.getByRole("link", { name: /Proof of the payment/ });
  const proofUrl = await proofLink.getAttribute("href");
  await page.getByRole("button", { name: /Confirm the payment of/ }).click();
  // Confirmed, it has its receipt (the second of the account).
  await expect(page.getByRole("status").filter({ hasText: en.tenancy.rent.confirmed })).toBeVisible();
  await expect(page.getByRole("link", { name: /Receipt .*-0002/ })).toBeVisible();
  await tenantPage.reload();
  await expect(tenantPage.getByTestId("rent-balance")).toContainText(en.tenancy.rent.settled);

  // The proof and the tenancy are nobody else's business: a stranger and a visitor get 404.
  const strangerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const stranger = await strangerContext.newPage();
  expect((await stranger.request.get(proofUrl!)).status()).toBe(404);
  expect((await stranger.request.get(`/tenant/${listing.id}/rent.csv`)).status()).toBe(404);
  await signInWith(stranger, await newUser());
  expect((await stranger.goto(`/tenant/${listing.id}`))?.status()).toBe(404);
  expect((await stranger.request.get(proofUrl!)).status()).toBe(404);
  expect((await tenantPage.request.get(proofUrl!)).status()).toBe(200);
  const csv = await tenantPage.request.get(`/tenant/${listing.id}/rent.csv`);
  expect(await csv.text()).toContain("payment");

  // The rentals in the tenant's menu (the phone's menu sheet at this size).
  await tenantPage.goto("/");
  await tenantPage.getByTestId("site-menu-button").click();
  await expect(tenantPage.getByRole("dialog").getByRole("region", { name: "My rentals" }).getByRole("link", { name: "Sunny flat in Hamra" })).toBeVisible();
  await tenantPage.keyboard.press("Escape");

  // Every screen passes axe, reads in the three languages, and fits a phone.
  for (const [lang, catalog] of [
    ["en", en],
    ["ar", ar],
    ["fr", fr],
  ] as const) {
    for (const [who, where, path, heading] of [
      ["landlord", page, `/tenant/${listing.id}`, catalog.tenancy.invite.title],
      ["landlord", page, `/tenant/${listing.id}/rent`, catalog.tenancy.payment.recordTitle],
      ["tenant", tenantPage, `/tenant/${listing.id}`, catalog.tenancy.overview.lease],
      ["tenant", tenantPage, `/tenant/${listing.id}/rent`, catalog.tenancy.payment.declareTitle],
      ["tenant", tenantPage, `/tenant/${listing.id}/notices`, catalog.tenancy.notices.title],
    ] as const) {
      await where.setViewportSize({ width: 390, height: 844 });
      await where.goto(`${path}?lang=${lang}`);
      await where.waitForSelector("html[data-hydrated]", { state: "attached" });
      await expect(where.getByRole("heading", { name: heading })).toBeVisible();
      await expectAccessible(where, { impact: "any", where: `${path} ${lang}` });
      if (SHOTS && lang !== "fr")
        await where.screenshot({ path: `${SHOTS}/${who}${path.replace(listing.id, "").replaceAll("/", "-")}-${lang}.png`, fullPage: true });
    }
  }
  await tenantContext.close();
  await strangerContext.close();
});

test("an unknown, revoked or mistargeted invitation link says so", async ({ page }) => {
  await page.goto(`/tenant-invitation/${"x".repeat(43)}?lang=fr`);
  await expect(page.getByRole("alert")).toHaveText(fr.tenancy.errors.invitation_unknown);
  await page.goto(`/tenant-invitation/${"x".repeat(43)}?lang=ar`);
  await expect(page.getByRole("alert")).toHaveText(ar.tenancy.errors.invitation_unknown);

  const landlord = await newUser();
  const listing = await createListing(testDb(), { ownerId: landlord.id, status: "Approved", title: "Studio in Achrafieh" });
  await signInWith(page, landlord);
  await page.goto(`/tenant/${listing.id}?lang=en`);
  const invited = `invited-${Date.now()}@example.com`;
  await page.getByLabel(en.tenancy.invite.name).fill("Nour Khoury");
  await page.getByLabel(en.tenancy.invite.email).fill(invited);
  await page.getByRole("button", { name: en.tenancy.invite.send }).click();
  await expect(page.getByText(invited, { exact: true })).toBeVisible();
  const link = linkIn(await waitForMailInFolder(mailDir(), invited, /invites you to Beitna/), "http://localhost");

  // Signed in as someone else: the link says it is for another address.
  await signInWith(page, await newUser());
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(en.tenancy.errors.invitation_wrong_account);

  await signInWith(page, landlord);
  await page.goto(`/tenant/${listing.id}`);
  await page.getByRole("button", { name: en.tenancy.invite.revokeLabel.replace("{{email}}", invited) }).click();
  // Revoked, it leaves the pending list, and the panel says so.
  await expect(page.getByRole("status").filter({ hasText: en.tenancy.invite.revoked })).toBeVisible();
  await expect(page.getByText(invited, { exact: true })).toHaveCount(0);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(en.tenancy.errors.invitation_revoked);
});

/** Every mail sent to `to` so far. */
function mailsTo(to: string): ReceivedMail[] {
  return fs
    .readdirSync(mailDir())
    .filter((name) => !name.startsWith("."))
    .map((name) => JSON.parse(fs.readFileSync(path.join(mailDir(), name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(to));
}

test.describe("a pending invitation at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  for (const [lang, words] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    test(`shows to whom and until when; Resend mails a new link, the old one stops (${lang})`, async ({ page }) => {
      const w = words.tenancy.invite;
      const landlord = await newUser();
      const listing = await createListing(testDb(), { ownerId: landlord.id, status: "Approved", title: "Flat in Badaro" });
      const invited = `pending-${lang}-${Date.now()}@example.com`;
      await signInWith(page, landlord);
      await page.goto(`/tenant/${listing.id}?lang=${lang}`);
      await fillInVisualOrder(page, [
        { control: page.getByLabel(w.name), type: "Nour Khoury" },
        { control: page.getByLabel(w.email), type: invited },
        { control: page.getByLabel(w.phone), type: "70123456" },
      ]);
      await page.getByRole("button", { name: w.send }).click();
      // The address is isolated in the sentence: in Arabic its hyphen and full stop stay in place.
      await expect(page.getByRole("status").filter({ hasText: w.sent.replace("{{email}}", isolate(invited)) })).toBeVisible();
      const first = linkIn(await waitForMailInFolder(mailDir(), invited, /./), "http://localhost");

      // The pending line: the name, the address, and the day the link stops working (14 days on).
      const line = page.getByRole("listitem").filter({ hasText: invited });
      await expect(line).toContainText("Nour Khoury");
      const [stored] = await testDb().select().from(tenantInvitations).where(eq(tenantInvitations.tenantEmail, invited));
      expect(Math.abs(stored!.expiresAt.getTime() - (stored!.createdAt.getTime() + 14 * DAY_MS))).toBeLessThan(60_000);
      await expect(line).toContainText(w.expires.replace("{{date}}", formatDate(stored!.expiresAt, lang)));
      await line.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `docs/screens/tenancy-invitation-pending-${lang}.png` });

      // Resend: a second mail with a new link; the first link no longer opens the invitation.
      await line.getByRole("button", { name: w.resendLabel.replace("{{email}}", invited) }).click();
      await expect(page.getByRole("status").filter({ hasText: w.resent })).toBeVisible();
      await expect.poll(() => mailsTo(invited).length).toBe(2);
      const second = mailsTo(invited)
        .map((mail) => linkIn(mail, "http://localhost"))
        .find((link) => link !== first);
      expect(second, "the second mail holds a new link").toBeDefined();
      await expect(line).toContainText(w.expires.replace("{{date}}", formatDate(new Date(Date.now() + 14 * DAY_MS), lang)));
      await line.getByRole("button", { name: w.revokeLabel.replace("{{email}}", invited) }).click();
      await expect(page.getByRole("status").filter({ hasText: w.revoked })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: invited })).toHaveCount(0);
      await page.context().clearCookies();
      await page.goto(`${first}?lang=${lang}`);
      await expect(page.getByRole("alert")).toHaveText(words.tenancy.errors.invitation_unknown);
      await page.goto(`${second!}?lang=${lang}`);
      await expect(page.getByRole("alert")).toHaveText(words.tenancy.errors.invitation_revoked);
    });
  }
});
