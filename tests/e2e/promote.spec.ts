import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { DAY_MS, addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { creditLedger, listingDailyCounters, promoCodes, properties, referrals } from "../../server/db/schema.ts";
import { waitForMailInFolder } from "../support/smtp.ts";
import { expect, newUser, signInAs, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const p = en.promote;
const mailDir = () => process.env.E2E_MAIL_DIR!;
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const stored = async (id: string) => (await testDb().select().from(properties).where(eq(properties.id, id)))[0]!;
const seedCredits = (userId: string, amountUsd: number) =>
  testDb()
    .insert(creditLedger)
    .values({ userId, amountCents: amountUsd * 100, kind: "adjustment", note: "e2e" });

/** An admin approves the listing through the moderation console's action. */
async function approveAsAdmin(page: Page, propertyId: string) {
  await signInAs(page, { admin: true });
  const origin = test.info().project.use.baseURL!;
  const response = await page.request.post("/admin?index", { form: { intent: "approve", propertyId }, headers: { origin } });
  expect(response.status()).toBeLessThan(400);
}

test.describe("spending credits and promo codes", () => {
  test("apply Gold with credits: the cost and balance shown first, too few refused with the choice kept, then Pending Approval with Change_from_free and the gold badge once approved", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const owner = await signInAs(page, { firstName: "Rania", lastName: "Aoun" });
    const title = unique("Gold flat in Hamra");
    const listing = await createListing(testDb(), { ownerId: owner.id, title, status: "Approved" });
    await seedCredits(owner.id, 40);

    await page.goto(`/applycredits/${listing.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.applycredits);
    await page.getByLabel(p.apply.periods).selectOption("3");
    // Gold is 15 USD a rental period: three cost 45, more than the 40 held.
    await expect(page.getByTestId("spend-cost")).toHaveText("$45.00");
    await expect(page.getByText("You need $5.00 more credits.")).toBeVisible();
    await expect(page.getByRole("link", { name: en.dashboard.buyCredits })).toHaveAttribute("href", "/credits");
    await expectAccessible(page);
    await page.getByRole("button", { name: p.apply.submit }).click();
    await expect(page.getByText(en.dashboard.errors.insufficient_credits)).toBeVisible();
    await expect(page.getByLabel(p.apply.periods)).toHaveValue("3");
    expect(await stored(listing.id)).toMatchObject({ planId: "free", status: "Approved" });

    await page.getByLabel(p.apply.periods).selectOption("2");
    await expect(page.getByTestId("spend-after")).toHaveText("$10.00");
    await page.getByRole("button", { name: p.apply.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    await expect(page.getByRole("status")).toContainText(en.toasts.planChanged.title);
    expect(await stored(listing.id)).toMatchObject({ planId: "gold", status: "Pending Approval", flag: "Change_from_free", paidDays: 60 });

    await approveAsAdmin(page, listing.id);
    await page.context().clearCookies();
    await page.goto(`/rental/${listing.id}`);
    const ownerCard = page.getByRole("region", { name: en.listingPage.owner.title });
    await expect(ownerCard.getByText(p.tiers.gold)).toBeVisible();
  });

  test("a promo code made by an admin is applied once, and refused the second time on another listing", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, { admin: true });
    const code = unique("E2E")
      .toUpperCase()
      .replaceAll(/[^A-Z0-9-]/g, "")
      .slice(0, 30);
    await page.goto("/admin/promo-codes");
    await page.getByRole("textbox", { name: p.admin.code, exact: true }).fill(code);
    await page.getByRole("spinbutton", { name: p.admin.maxUses }).fill("50");
    await page.getByRole("button", { name: p.admin.create }).click();
    await expect(page.getByText(`Code ${code} created.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("0 / 50");

    const owner = await signInAs(page);
    const [first, second] = await Promise.all(
      [1, 2].map((index) => createListing(testDb(), { ownerId: owner.id, title: unique(`Promo flat ${index}`), status: "Approved" })),
    );
    for (const listing of [first!, second!]) {
      await page.goto(`/applycredits/${listing.id}`);
      await page.getByLabel(en.dashboard.payPromo).check();
      await page.getByRole("textbox", { name: en.dashboard.promoCode }).fill(code.toLowerCase());
      await page.getByRole("button", { name: p.apply.submit }).click();
    }
    await expect(page.getByText(en.dashboard.errors.promo_already_used)).toBeVisible();
    await expect(page.getByRole("textbox", { name: en.dashboard.promoCode })).toHaveValue(code.toLowerCase());
    expect(await stored(first!.id)).toMatchObject({ planId: "gold", flag: "Change_from_free" });
    expect(await stored(second!.id)).toMatchObject({ planId: "free", status: "Approved" });
    expect((await testDb().select().from(promoCodes).where(eq(promoCodes.code, code)))[0]?.usedCount).toBe(1);
  });
});

test.describe("referrals", () => {
  test("five friends who register within three days earn a Gold code by mail; one who registers later does not count", async ({ page }) => {
    test.setTimeout(90_000);
    const inviter = await signInAs(page, { firstName: "Nadim" });
    const friends = Array.from({ length: 6 }, (_, index) => `${unique(`friend${index}`)}@example.com`);
    const invite = async (email: string) => {
      await page.getByLabel(p.referrals.firstName).fill("Friend");
      await page.getByLabel(p.referrals.email).fill(email);
      await page.getByRole("button", { name: p.referrals.send }).click();
    };
    // The old address of the section still leads to it.
    await page.goto("/referrals");
    await expect(page).toHaveURL((url) => url.pathname === "/credits" && url.hash === "#referrals");
    for (const email of friends.slice(0, 5)) {
      await invite(email);
      await expect(page.getByRole("listitem").filter({ hasText: email })).toBeVisible();
    }
    await invite(friends[5]!);
    await expect(page.getByText(p.referrals.outcomes.five_invited)).toBeVisible();
    await invite(inviter.email);
    await expect(page.getByText(p.referrals.outcomes.yourself)).toBeVisible();
    await waitForMailInFolder(mailDir(), friends[0]!, /Join me on Beitna/);

    // The clock moved for the fifth friend: invited four days ago, their window has passed.
    await testDb()
      .update(referrals)
      .set({ invitedAt: new Date(Date.now() - 4 * DAY_MS) })
      .where(eq(referrals.inviteeEmail, friends[4]!));
    const origin = test.info().project.use.baseURL!;
    // Each friend creates their account through the API's signUp (the Sign Up dialog's use case;
    // better-auth's sign-up hook counts the invitation); the browser tests' server has the limits off.
    const register = async (email: string) => {
      const response = await page.request.post("/api/functions/signUp", {
        data: {
          email,
          password: "Beitna-Friend1",
          confirmpassword: "Beitna-Friend1",
          firstName: "Friend",
          lastName: "Joined",
          country: "LB",
          phone: "71123456",
        },
        headers: { origin },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await register(friends[4]!);
    // The lapsed invitation frees its place for a sixth friend.
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: friends[4]! })).toContainText(p.referrals.statuses.lapsed);
    await invite(friends[5]!);
    await expect(page.getByText(p.referrals.outcomes.invited)).toBeVisible();
    for (const email of [...friends.slice(0, 4), friends[5]!]) await register(email);

    const mail = await waitForMailInFolder(mailDir(), inviter.email, /Your Beitna promo code/);
    const [reward] = await testDb().select().from(promoCodes).where(eq(promoCodes.ownerId, inviter.id));
    expect(reward).toMatchObject({ planId: "gold", reason: "referral", maxUses: 1 });
    expect(mail.text).toContain(reward!.code);
    await signInWith(page, inviter);
    await page.goto("/credits");
    await expect(page.getByText("5 of 5 friends joined")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: p.codes.title })).toContainText(reward!.code);
  });
});

/**
 * Two weeks of daily counters for a listing: 135 impressions and 27 views in the last 7 days, 100 and
 * 30 in the 7 before. No row for today or yesterday, the days the scheduled rollup rebuilds.
 */
async function seedWeeks(propertyId: string, ownerId: string) {
  const today = beirutDay(new Date());
  const on = (daysAgo: number, impression: number, views: number) => ({ propertyId, ownerId, day: addDays(today, -daysAgo), impression, views });
  await testDb()
    .insert(listingDailyCounters)
    .values([on(2, 90, 12), on(6, 45, 15), on(7, 60, 30), on(13, 40, 0)]);
}

test.describe("the promote dashboard", () => {
  test("boosts a listing, shows its effect, refuses a second boost during the cooldown; a signed-out visitor is sent to sign in", async ({ page }) => {
    test.setTimeout(60_000);
    const owner = await newUser();
    const title = unique("Boosted villa in Broummana");
    const listing = await createListing(testDb(), {
      ownerId: owner.id,
      title,
      listingType: "Sale",
      status: "Approved",
      marketDate: new Date("2001-01-01T00:00:00Z"),
    });
    // Another free sale newer on the market: ahead of the villa until it is boosted.
    await createListing(testDb(), { ownerId: (await newUser()).id, listingType: "Sale", status: "Approved", marketDate: new Date(Date.now() - DAY_MS) });
    await seedCredits(owner.id, 10);
    await seedWeeks(listing.id, owner.id);
    const origin = test.info().project.use.baseURL!;
    const boostBy = () => page.request.post("/promote-dashboard", { form: { boostOne: listing.id }, headers: { origin }, maxRedirects: 0 });

    // Signed out: the page asks to sign in and a boost is refused.
    expect((await page.goto("/promote-dashboard"))?.status()).toBe(401);
    await expect(page.getByRole("dialog", { name: en.auth.signInTitle })).toBeVisible();
    expect((await boostBy()).status()).toBe(401);
    // Another user: their boost of someone else's listing is refused as not found.
    await signInAs(page);
    expect((await boostBy()).status()).toBe(404);
    expect(await stored(listing.id)).toMatchObject({ boosted: false, boostedAt: null });

    await signInWith(page, owner);
    await page.goto("/promote-dashboard");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card.getByText(p.board.neverBoosted)).toBeVisible();
    const before = Number((await card.getByTestId("position").textContent())!.replaceAll(/[^0-9]/g, ""));
    // The last 7 days against the 7 before, the change in text, not in colour alone.
    await expect(card.getByTestId("impressions")).toHaveText("135▲ +35%");
    await expect(card.getByText("7 days before: 100")).toBeVisible();
    await expect(card.getByTestId("views")).toHaveText("27▼ -10%");
    await expectAccessible(page);

    await card.getByRole("button", { name: p.board.boost }).click();
    await expect(page.getByRole("status").filter({ hasText: en.toasts.listingUpdated.title })).toBeVisible();
    await expect(card.getByText(/Last boost:/)).toBeVisible();
    await expect(card.getByText(/Next boost from/)).toBeVisible();
    const after = Number((await card.getByTestId("position").textContent())!.replaceAll(/[^0-9]/g, ""));
    expect(after).toBeLessThan(before);
    expect(await stored(listing.id)).toMatchObject({ boosted: true });

    // During the cooldown the button says when it works again; a boost sent anyway (an old tab) is refused.
    await expect(card.getByRole("button", { name: "Boost again in 24 h" })).toBeDisabled();
    expect((await boostBy()).status()).toBe(409);
    await page.reload();
    await expect(page.getByText("Your credits: $8.00")).toBeVisible();
  });
});

test.describe("screens at phone size", () => {
  test("apply credits, edit credits, promote dashboard, credits with the referrals and promo codes in English and Arabic", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const owner = await signInAs(page, { firstName: "Lina" });
    const free = await createListing(testDb(), { ownerId: owner.id, title: unique("Sea view flat in Jounieh"), status: "Approved" });
    const gold = await createListing(testDb(), {
      ownerId: owner.id,
      title: unique("Gold loft in Gemmayzeh"),
      status: "Approved",
      planId: "gold",
      expiresOn: new Date(Date.now() + 12 * DAY_MS),
    });
    await seedCredits(owner.id, 25);
    await seedWeeks(gold.id, owner.id);
    await testDb().insert(creditLedger).values({ userId: owner.id, amountCents: -1_500, kind: "spend", propertyId: gold.id, note: "plan:gold:1" });
    for (const lang of ["en", "ar"]) {
      for (const [name, path] of [
        ["applycredits", `/applycredits/${free.id}`],
        ["editcredits", `/editcredits/${gold.id}`],
        ["promote-dashboard", "/promote-dashboard"],
        ["credits", "/credits"],
      ] as const) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator("h1")).toBeVisible();
        await keepScreenshot(page, { path: test.info().outputPath(`${name}-${lang}.png`), fullPage: true });
        // The promote dashboard as a phone shows it first (390x844), kept with the product's screens.
        if (name === "promote-dashboard") await keepScreenshot(page, { path: `docs/screens/promote-dashboard-${lang}.png` });
      }
    }
    await expectAccessible(page);
    // The header's menu shows the account's tier badge (Lina bought nothing and has no live paid listing).
    await page.getByTestId("site-menu-button").click();
    await expect(page.getByRole("dialog").locator("[data-tier=free]")).toBeVisible();
    await keepScreenshot(page, { path: test.info().outputPath("user-menu-ar.png") });
    await page.keyboard.press("Escape");
    await signInAs(page, { admin: true });
    for (const lang of ["en", "ar"]) {
      await page.goto(`/admin/promo-codes?lang=${lang}`);
      await keepScreenshot(page, { path: test.info().outputPath(`admin-promo-codes-${lang}.png`), fullPage: true });
    }
    await expectAccessible(page);
  });
});

test("the promote dashboard on a phone in Arabic: ten listings a page, sorted by expiry, 44 px targets", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await signInAs(page, { firstName: "Maya" });
  // Eleven live listings; the one expiring soonest was posted first.
  for (let n = 0; n < 11; n++) {
    await createListing(testDb(), {
      ownerId: owner.id,
      title: unique(`Flat ${n} in Achrafieh`),
      status: "Approved",
      expiresOn: new Date(Date.now() + (n + 2) * DAY_MS),
    });
  }
  const board = ar.promote.board;
  await page.goto("/promote-dashboard?lang=ar");
  await expect(page.locator("main li")).toHaveCount(10);
  await page.getByRole("link", { name: board.sorts.expiry }).click();
  await expect(page.getByRole("link", { name: board.sorts.expiry })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("main li").first()).toContainText("Flat 0 in Achrafieh");
  // The card's actions (its title is a link in a heading, read rather than tapped).
  for (const control of await page.locator("main li").first().locator("button, a:not(h2 a), label:has(input)").all()) {
    expect((await control.boundingBox())!.height, await control.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(43.5);
  }
  await keepScreenshot(page, { path: test.info().outputPath("promote-dashboard-ar.png") });
  await page.getByRole("link", { name: ar.admin.pagination.next }).click();
  await expect(page).toHaveURL(/sort=expiry.*page=2|page=2.*sort=expiry/);
  await expect(page.locator("main li")).toHaveCount(1);
  await expect(page.locator("main li")).toContainText("Flat 10 in Achrafieh");
});
