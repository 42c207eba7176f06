import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { beirutInputValue } from "../../domain/beirut-clock.ts";
import { createOpenOffer, createTourRequest } from "../../server/db/factories/conversations.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { offers, properties, requestMessages, requests } from "../../server/db/schema.ts";
import { waitForMailInFolder } from "../support/smtp.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";
import { DAY_MS } from "../../domain/days.ts";

const r = en.requests;
const o = en.offers;
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const mailDir = () => process.env.E2E_MAIL_DIR ?? "";

/** A new user with a last name no other test uses, to find their threads by. */
async function person(firstName: string, lastName: string) {
  const unusual = unique(lastName);
  return { ...(await newUser({ firstName, lastName: unusual })), lastName: unusual };
}

/** An owner and a live listing that takes messages on Beitna. */
async function ownerWithListing(listingType: "Rental" | "Sale" = "Rental") {
  const owner = await person("Rami", "Haddad");
  const listing = await createListing(testDb(), {
    ownerId: owner.id,
    status: "Approved",
    listingType,
    title: unique("Flat in Achrafieh"),
    price: 1000,
    contactMethod: ["Message on Beitna"],
  });
  return { owner, listing, path: listingPath(listing) };
}

/** The calendar attachment of a mail, decoded. */
function calendarOf(raw: string): string {
  const base64 = /filename=tour\.ics\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw)?.[1] ?? "";
  return Buffer.from(base64.replace(/\s/g, ""), "base64").toString("utf8");
}

test.describe("requests", () => {
  test("a signed-out visitor's tour request is sent after signing in; the owner proposes another time, the visitor accepts, both get the calendar file", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { owner, listing, path } = await ownerWithListing();
    const visitor = await person("Nour", "Khoury");
    const preferred = beirutInputValue(new Date(Date.now() + 3 * DAY_MS)).slice(0, 11) + "15:00";

    await page.goto(path);
    await page.getByRole("button", { name: en.listingPage.contact.requestTour }).click();
    const tour = page.getByRole("dialog", { name: en.listingPage.contact.dialogTourTitle });
    await tour.getByLabel(r.compose.time.replace("{{number}}", "1")).fill(preferred);
    await tour.getByLabel(en.listingPage.contact.message).fill("Could I see it on Friday afternoon?");
    await tour.getByRole("button", { name: r.compose.signInAndSend }).click();
    const signIn = page.getByRole("dialog", { name: en.auth.signInTitle });
    await signIn.getByLabel(en.auth.email).fill(visitor.email);
    await signIn.getByLabel(en.auth.password).fill(visitor.password);
    await signIn.getByRole("button", { name: en.auth.submit }).click();
    // Back on the listing, signed in: what was typed went, as typed.
    await expect(page.getByRole("link", { name: r.compose.sentLink })).toBeVisible();
    await expect
      .poll(async () => (await testDb().select({ requestTour: properties.requestTour }).from(properties).where(eq(properties.id, listing.id)))[0]?.requestTour)
      .toBe(1);

    // The owner reads it in Received and proposes another time.
    await signInWith(page, owner);
    await page.goto("/requests");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.title);
    await page.getByRole("link", { name: new RegExp(visitor.lastName) }).click();
    await expect(page.getByRole("article").getByText("Could I see it on Friday afternoon?")).toBeVisible();
    await expect(page.getByRole("button", { name: r.accept })).toBeVisible();
    const proposed = beirutInputValue(new Date(Date.now() + 4 * DAY_MS)).slice(0, 11) + "11:30";
    await page.getByLabel(r.propose).fill(proposed);
    await page.getByRole("button", { name: r.proposeSend }).click();
    await expect(page.getByRole("article").getByText(r.statuses.proposed, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The visitor accepts the proposed time from Sent.
    await signInWith(page, visitor);
    await page.goto("/requests?box=sent");
    await page.getByRole("link", { name: new RegExp(owner.lastName) }).click();
    await page.getByRole("button", { name: /^Accept / }).click();
    await expect(page.getByRole("article").getByText(r.statuses.accepted, { exact: true })).toBeVisible();

    const utc = new Date(`${proposed}:00+02:00`).toISOString().replace(/[-:]/g, "").replace(".000", "");
    for (const to of [owner.email, visitor.email]) {
      const mail = await waitForMailInFolder(mailDir(), to, /Your tour is confirmed/);
      expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(calendarOf(mail.raw)).toContain(`DTSTART:${utc}`);
    }
    // The thread offers the same event as a download.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: r.addToCalendar }).click();
    expect(await readFile(await (await download).path(), "utf8")).toContain(`DTSTART:${utc}`);
  });

  test("a message thread both ways; another user and a signed-out visitor read and write none of it", async ({ page, baseURL }) => {
    const { owner, listing, path } = await ownerWithListing();
    const visitor = await person("Nour", "Saad");
    await signInWith(page, visitor);
    await page.goto(path);
    await page.getByRole("button", { name: en.listingPage.contact.messageOwner }).click();
    const dialog = page.getByRole("dialog", { name: en.listingPage.contact.dialogMessageTitle });
    await dialog.getByLabel(en.listingPage.contact.message).fill("Is parking included?");
    await dialog.getByRole("button", { name: en.listingPage.contact.send }).click();
    await dialog.getByRole("link", { name: r.compose.sentLink }).click();
    await expect(page.getByRole("article").getByText("Is parking included?")).toBeVisible();

    await signInWith(page, owner);
    await page.goto("/requests");
    await expect(page.getByTestId("bell-count")).toBeVisible();
    await page.getByRole("link", { name: new RegExp(visitor.lastName) }).click();
    await page.getByLabel(r.reply).fill("Yes, one space.");
    await page.getByRole("button", { name: r.send, exact: true }).click();
    await expect(page.getByRole("article").getByText("Yes, one space.")).toBeVisible();

    await signInWith(page, visitor);
    await page.goto("/requests?box=sent");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(owner.lastName) })
        .getByText(r.statuses.replied),
    ).toBeVisible();

    const [thread] = await testDb().select({ id: requests.id }).from(requests).where(eq(requests.propertyId, listing.id));
    const write = (intent: string) =>
      page.request.post("/requests", { form: { intent, requestId: thread!.id, message: "Let me in" }, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
    await signInWith(page, await newUser());
    await page.goto("/requests?box=sent");
    await expect(page.getByText(r.empty)).toBeVisible();
    await page.goto("/requests");
    await expect(page.getByText(r.empty)).toBeVisible();
    await page.goto(`/requests?thread=${thread!.id}`);
    await expect(page.getByRole("article")).toHaveCount(0);
    expect((await write("reply")).status()).toBe(404);
    expect((await write("block")).status()).toBe(404);

    await page.context().clearCookies();
    expect((await write("reply")).status()).toBe(401);
    const messages = await testDb().select({ body: requestMessages.body }).from(requestMessages).where(eq(requestMessages.requestId, thread!.id));
    expect(messages.map((message) => message.body)).toEqual(["Is parking included?", "Yes, one space."]);
  });
});

test.describe("offers", () => {
  test("an offer countered twice and accepted, an out-of-turn move refused, mails to both; the owner marks it rented", async ({ page, context }) => {
    test.setTimeout(90_000);
    const { owner, listing, path } = await ownerWithListing();
    const visitor = await person("Nour", "Frem");
    await signInWith(page, visitor);
    await page.goto(path);
    await page.getByRole("button", { name: o.compose.open }).click();
    const dialog = page.getByRole("dialog", { name: o.compose.title });
    await dialog.getByLabel(o.amount).fill("800");
    // The amount in the other currency, at the current rate.
    await expect(dialog.getByText(/^About LBP/)).toBeVisible();
    await dialog.getByLabel(o.message).fill("800 a month?");
    await dialog.getByRole("button", { name: o.compose.send }).click();
    await expect(dialog.getByRole("link", { name: o.compose.sentLink })).toBeVisible();

    // The owner counters (1).
    await signInWith(page, owner);
    await page.goto("/offers");
    await page.getByRole("link", { name: new RegExp(visitor.lastName) }).click();
    await expect(page.getByTestId("standing-offer")).toContainText("$800");
    await page.getByLabel(o.amount).fill("950");
    await page.getByRole("button", { name: o.counterSend }).click();
    await expect(page.getByTestId("standing-offer")).toContainText("$950");

    // The visitor has the thread open in two tabs: counters in one (2), then the other's Accept is out of turn.
    await signInWith(page, visitor);
    await page.goto("/offers?box=sent");
    await page.getByRole("link", { name: new RegExp(owner.lastName) }).click();
    await expect(page.getByTestId("standing-offer")).toContainText("$950");
    const stale = await context.newPage();
    await stale.goto(page.url());
    await stale.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByLabel(o.amount).fill("900");
    await page.getByRole("button", { name: o.counterSend }).click();
    await expect(page.getByTestId("standing-offer")).toContainText("$900");
    // Accepting asks once, then the server refuses the stale answer.
    await stale.getByRole("button", { name: /^Accept / }).click();
    await stale.getByRole("button", { name: /^Yes, accept / }).click();
    await expect(stale.getByRole("alert")).toHaveText(o.errors.notYourTurn);
    await stale.close();

    // The owner accepts; both are mailed; the owner marks the listing rented and it leaves search.
    await signInWith(page, owner);
    await page.goto("/offers");
    await page.getByRole("link", { name: new RegExp(visitor.lastName) }).click();
    await page.getByRole("button", { name: /^Accept / }).click();
    await page.getByRole("button", { name: /^Yes, accept / }).click();
    await expect(page.getByRole("article").getByText(o.statuses.accepted, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("article").getByText(o.moves.counter.replace("{{amount}}", "$900"))).toBeVisible();
    for (const to of [owner.email, visitor.email]) await waitForMailInFolder(mailDir(), to, /An offer was accepted/);
    await page.getByRole("button", { name: o.markTaken.Rental }).click();
    await expect(page.getByText(o.markedTaken)).toBeVisible();
    expect((await testDb().select({ visible: properties.visible }).from(properties).where(eq(properties.id, listing.id)))[0]?.visible).toBe(false);
  });

  test("an offer past its 7 days reads expired and takes no move", async ({ page }) => {
    const { owner, listing } = await ownerWithListing("Sale");
    const visitor = await person("Nour", "Aoun");
    const offer = await createOpenOffer(testDb(), { propertyId: listing.id, buyerId: visitor.id, ownerId: owner.id, amount: 90_000 });
    // Move the clock: the offer was made eight days ago.
    await testDb()
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(offers.id, offer.id));
    await signInWith(page, owner);
    await page.goto(`/offers?thread=${offer.id}`);
    await expect(page.getByRole("article").getByText(o.statuses.expired, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Accept / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: o.counterSend })).toHaveCount(0);
  });
});

test.describe("the screens in three languages, at phone size", () => {
  test("/requests and /offers in English, Arabic and French", async ({ page }) => {
    // Six pages at three languages, each checked with axe, and two dialogs: more than the default 30 s on a shared machine.
    test.setTimeout(90_000);
    const { owner, listing } = await ownerWithListing();
    const visitor = await person("Karim", "Saad");
    await createOpenOffer(testDb(), { propertyId: listing.id, buyerId: visitor.id, ownerId: owner.id, amount: 900 });
    await signInWith(page, visitor);
    await page.goto(listingPath(listing));
    await page.getByRole("button", { name: en.listingPage.contact.messageOwner }).click();
    await page.getByLabel(en.listingPage.contact.message).fill("Hello, is the flat still free?");
    await page.getByRole("button", { name: en.listingPage.contact.send }).click();
    await expect(page.getByRole("link", { name: r.compose.sentLink })).toBeVisible();

    await signInWith(page, owner);
    await page.setViewportSize({ width: 390, height: 844 });
    const headings = { en: [r.title, o.title], ar: ["الطلبات", "العروض"], fr: ["Demandes", "Offres"] } as const;
    for (const lang of ["en", "ar", "fr"] as const) {
      await page.goto(`/requests?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[lang][0]);
      if (lang !== "fr") await keepScreenshot(page, { path: `test-results/requests-${lang}.png`, fullPage: true });
      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(visitor.lastName) })
        .first()
        .click();
      await expect(page.getByRole("article")).toBeVisible();
      if (lang !== "fr") await keepScreenshot(page, { path: `test-results/requests-thread-${lang}.png`, fullPage: true });
      await expectAccessible(page);
      await page.goto(`/offers?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[lang][1]);
      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(visitor.lastName) })
        .first()
        .click();
      await expect(page.getByRole("article")).toBeVisible();
      if (lang !== "fr") await keepScreenshot(page, { path: `test-results/offers-thread-${lang}.png`, fullPage: true });
      await expectAccessible(page);
    }

    // The listing page's offer and tour dialogs, in Arabic.
    await signInWith(page, visitor);
    await page.goto(`${listingPath(listing)}?lang=ar`);
    await page.getByRole("button", { name: "تقديم عرض" }).click();
    await page.getByRole("dialog").getByLabel("المبلغ").fill("850");
    await keepScreenshot(page, { path: "test-results/offer-dialog-ar.png" });
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "اطلب زيارة" }).click();
    await keepScreenshot(page, { path: "test-results/tour-dialog-ar.png" });
    await expectAccessible(page);
  });
});

test.describe("a confirmed tour on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  for (const [lang, words] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    test(`its thread offers Add to calendar, the agreed time's event, to the visitor and the owner (${lang})`, async ({ page }) => {
      const { owner, listing } = await ownerWithListing();
      const visitor = await person("Nour", "Saad");
      const tour = await createTourRequest(testDb(), { propertyId: listing.id, senderId: visitor.id, ownerId: owner.id });
      const tourAt = tour.preferredDates![0]!;
      await testDb().update(requests).set({ status: "accepted", tourAt }).where(eq(requests.id, tour.id));
      const utc = tourAt.toISOString().replace(/[-:]/g, "").replace(".000", "");

      for (const [who, box, other] of [
        [visitor, "sent", owner],
        [owner, "received", visitor],
      ] as const) {
        await signInWith(page, who);
        await page.goto(`/requests?box=${box}&lang=${lang}`);
        // From the list, as a person opens the thread: the other side's name and the listing.
        await page.getByRole("link").filter({ hasText: listing.title }).filter({ hasText: other.lastName }).click();
        await expect(page).toHaveURL(new RegExp(`thread=${tour.id}`));
        // The thread: with whom, confirmed, and the agreed time.
        const heading = page.getByRole("heading", { level: 2 }).filter({ hasText: other.lastName });
        await expect(heading).toBeVisible();
        await expect(page.getByText(new RegExp(`^${words.requests.tourAt.split("{{when}}")[0]!.trim()}`))).toBeVisible();
        const add = page.getByRole("link", { name: words.requests.addToCalendar });
        await add.scrollIntoViewIfNeeded();
        // A finger's target on a phone.
        expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        if (who === visitor) await keepScreenshot(page, { path: `docs/screens/tour-add-to-calendar-${lang}.png` });
        const download = page.waitForEvent("download");
        await add.click();
        const event = await readFile(await (await download).path(), "utf8");
        expect(event).toContain("BEGIN:VCALENDAR");
        expect(event).toContain(`DTSTART:${utc}`);
      }
    });
  }
});
