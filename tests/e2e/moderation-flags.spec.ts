import { eq } from "drizzle-orm";
import { isolate } from "../../domain/bidi.ts";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createListing, createPriceCut } from "../../server/db/factories/listings.server.ts";
import { listingReports, properties, propertyImages, propertyStatusHistory } from "../../server/db/schema.ts";
import { expectAccessible } from "./axe.ts";
import { expect, newUser, signInAs, test, testDb, keepScreenshot } from "./support.ts";

// Decision 0030: the screens as a phone shows them.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/** A live listing of one owner with a photo, and another owner's pending listing whose second photo is 2 bits from it. */
async function copiedListing() {
  const source = await createListing(testDb(), { ownerId: (await newUser()).id, title: unique("Sunny flat in Hamra"), status: "Approved", visible: true });
  // Random, so that the tests running at once do not match each other's photos.
  const randomHash = () => BigInt.asIntN(64, new DataView(crypto.getRandomValues(new Uint8Array(8)).buffer).getBigUint64(0));
  const fingerprint = randomHash();
  const photo = (propertyId: string, position: number, value: bigint) => ({
    propertyId,
    position,
    imageKey: `photos/e2e-${propertyId}-${position}-large.webp`,
    imageLowKey: `photos/e2e-${propertyId}-${position}-low.webp`,
    width: 1600,
    height: 1200,
    fingerprint: BigInt.asIntN(64, value),
  });
  const copy = await createListing(testDb(), { ownerId: (await newUser()).id, title: unique("Great deal near the sea") });
  // Long ago, so it heads the queue whatever other tests add meanwhile.
  await testDb()
    .update(properties)
    .set({ flagTime: new Date("2000-01-01T08:00:00Z"), flag: "New" })
    .where(eq(properties.id, copy.id));
  await testDb()
    .insert(propertyImages)
    .values([photo(source.id, 0, fingerprint), photo(copy.id, 0, randomHash()), photo(copy.id, 1, fingerprint ^ 0b101n)]);
  return { source, copy };
}

/** Two visitors' open reports on the listing: the card names them and links the newest. */
async function reported(propertyId: string): Promise<string> {
  await testDb()
    .insert(listingReports)
    .values({ propertyId, reason: "scam", createdAt: new Date(Date.now() - 60_000) });
  const [newest] = await testDb().insert(listingReports).values({ propertyId, reason: "wrong_price" }).returning({ id: listingReports.id });
  return newest!.id;
}

test.describe("moderation flags", () => {
  test("a pending listing with another owner's photo is flagged with links to both, and rejected in one click with the reason", async ({ page }) => {
    await signInAs(page, { admin: true });
    const { source, copy } = await copiedListing();
    const newestReport = await reported(copy.id);
    await page.goto("/admin");
    const card = page.getByRole("article", { name: copy.title });
    const flags = card.getByRole("region", { name: en.admin.moderation.flags.heading });
    await expect(flags).toContainText(fill(en.admin.moderation.flags.copiedPhoto, { number: "2", title: isolate(source.title) }));
    // Visitors' reports on the same card (issue 30), with the newest one's page.
    await expect(flags).toContainText("Visitors reported this listing 2 times");
    await expect(flags.getByRole("link", { name: en.admin.moderation.flags.readReports_other })).toHaveAttribute("href", `/admin/reports/${newestReport}`);
    await flags.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: "docs/screens/moderation-flags-en.png" });
    await expect(flags.getByRole("link", { name: en.admin.moderation.flags.thisListing })).toHaveAttribute("href", listingPath(copy));
    // Every photo as a thumbnail, in order, opening at full size (the flag's numbers are theirs).
    const thumbnails = card.getByRole("region", { name: en.admin.moderation.photosHeading }).getByRole("link");
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.nth(1).getByRole("img", { name: fill(en.admin.moderation.photoAlt, { number: "2", count: "2" }) })).toHaveAttribute(
      "loading",
      "lazy",
    );
    await expect(flags.getByRole("link", { name: source.title })).toHaveAttribute("href", listingPath(source));
    await expectAccessible(page);

    const reason = fill(en.admin.moderation.reasons.copiedPhoto, { number: "2" });
    await flags.getByRole("button", { name: fill(en.admin.moderation.flags.rejectWithLabel, { reason }) }).click();
    await expect(page.locator("[data-admin-notice]")).toHaveText(en.admin.moderation.rejected);
    const [history] = await testDb().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, copy.id));
    expect(history).toMatchObject({ action: "reject", toStatus: "Rejected", reason });
  });

  test("the flag in Arabic, right to left", async ({ page }) => {
    await signInAs(page, { admin: true });
    const { source, copy } = await copiedListing();
    const newestReport = await reported(copy.id);
    await page.goto("/admin?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const flags = page.getByRole("article", { name: copy.title }).getByRole("region", { name: ar.admin.moderation.flags.heading });
    await expect(flags).toContainText(fill(ar.admin.moderation.flags.copiedPhoto, { number: "2", title: isolate(source.title) }));
    await expect(
      flags.getByRole("button", {
        name: fill(ar.admin.moderation.flags.rejectWithLabel, { reason: fill(ar.admin.moderation.reasons.copiedPhoto, { number: "2" }) }),
      }),
    ).toBeVisible();
    await expect(flags.getByRole("link", { name: ar.admin.moderation.flags.readReports_two })).toHaveAttribute("href", `/admin/reports/${newestReport}`);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await flags.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: "docs/screens/moderation-flags-ar.png" });
    await expectAccessible(page);
  });

  test("an admin reverts an owner's live price cut with a reason (mouse and keyboard); the visitor's page shows the old price", async ({ page, browser }) => {
    const owner = await newUser();
    const listing = await createListing(testDb(), { ownerId: owner.id, title: unique("Flat cut by mistake"), status: "Approved", visible: true, price: 1000 });
    await createPriceCut(testDb(), { propertyId: listing.id, newPrice: 100 });
    await signInAs(page, { admin: true });
    await page.goto("/admin");
    await page.getByRole("link", { name: en.admin.tabs.prices }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(en.admin.prices.heading);
    const card = page.getByRole("article", { name: listing.title });
    await expect(card).toContainText("$1,000");
    await expect(card).toContainText("$100");
    await expect(card).toContainText(owner.email);
    await keepScreenshot(page, { path: "docs/screens/admin-prices-en.png" });

    await card.getByRole("button", { name: fill(en.admin.prices.revertLabel, { title: isolate(listing.title) }) }).click();
    const dialog = page.getByRole("dialog", { name: fill(en.admin.prices.revertTitle, { price: "$1,000", title: isolate(listing.title) }) });
    const confirm = dialog.getByRole("button", { name: en.admin.prices.revertConfirm });
    await confirm.click();
    await expect(dialog.getByText(en.admin.prices.reasonRequired)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(en.admin.prices.reason).click();
    await page.keyboard.type("The new price looks like a typing mistake.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(confirm).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-admin-notice]")).toHaveText(en.admin.prices.done);
    await expect(card).toContainText(en.admin.prices.reverted);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(listingPath(listing));
    await expect(visitor.getByRole("main")).toContainText("$1,000");
    await expect(visitor.getByRole("main")).not.toContainText("Reduced by");
    await visitor.context().close();
  });

  test("the price changes in Arabic, right to left, with the revert dialog open", async ({ page }) => {
    const listing = await createListing(testDb(), {
      ownerId: (await newUser()).id,
      title: unique("شقة في الحمرا"),
      status: "Approved",
      visible: true,
      price: 1000,
    });
    await createPriceCut(testDb(), { propertyId: listing.id });
    await signInAs(page, { admin: true });
    await page.goto("/admin/prices?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const card = page.getByRole("article", { name: listing.title });
    await expect(card).toContainText(ar.admin.prices.before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, { path: "docs/screens/admin-prices-ar.png" });
    await expectAccessible(page);
    await card.getByRole("button", { name: fill(ar.admin.prices.revertLabel, { title: isolate(listing.title) }) }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await keepScreenshot(page, { path: "docs/screens/admin-prices-revert-ar.png" });
    await expectAccessible(page);
  });
});
