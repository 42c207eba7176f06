import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { NOTIFICATIONS_PAGE_SIZE } from "../../domain/notifications.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { notifications } from "../../server/db/schema.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

test.describe("the notification feed at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an offer made by a buyer reaches the owner's bell in the server's HTML; opening it reads it; /notifications pages in Arabic", async ({ page }) => {
    test.slow();
    const owner = await newUser({ firstName: "Rami" });
    const title = unique("Flat in Achrafieh");
    const listing = await createListing(testDb(), {
      ownerId: owner.id,
      status: "Approved",
      listingType: "Sale",
      title,
      price: 200_000,
      contactMethod: ["Message on Beitna"],
    });

    // A buyer makes an offer with the mouse, as on a phone.
    const buyer = await newUser({ firstName: "Nour" });
    await signInWith(page, buyer);
    await page.goto(listingPath(listing));
    await page.getByRole("button", { name: en.offers.compose.open }).click();
    const dialog = page.getByRole("dialog", { name: en.offers.compose.title });
    await dialog.getByLabel(en.offers.amount).click();
    await page.keyboard.type("185000");
    await dialog.getByRole("button", { name: en.offers.compose.send }).click();
    await expect(dialog.getByRole("link", { name: en.offers.compose.sentLink })).toBeVisible();

    // The owner's first page already carries the count: it is in the HTML before any script runs.
    await signInWith(page, owner);
    const html = await (await page.request.get("/")).text();
    expect(html).toMatch(/data-testid="bell-count"[^>]*>1</);
    await page.goto("/");
    const bell = page.getByRole("button", { name: "1 unread notification" });
    await bell.click();
    const menu = page.getByRole("menu");
    const line = menu.getByRole("menuitem", { name: new RegExp(`New offer of \\$185,000 on ${title}`) });
    await expect(line).toBeVisible();
    await keepScreenshot(page, { path: "docs/screens/notifications-bell-en.png" });
    await expectAccessible(page);
    await line.click();
    await expect(page).toHaveURL(/\/offers/);
    await expect(page.getByTestId("standing-offer")).toContainText("$185,000");
    await expect(page.getByRole("button", { name: en.notifications.bell, exact: true })).toBeVisible();

    // Thirty more, read and unread, page in Arabic: 25 to a page, newest first; marking all read clears the badge.
    await testDb()
      .insert(notifications)
      .values(
        Array.from({ length: 30 }, (_, n) => ({
          userId: owner.id,
          kind: "listing_approved",
          subjectId: listing.id,
          propertyId: listing.id,
          link: listingPath(listing),
          createdAt: new Date(Date.now() - (n + 1) * 60_000),
          readAt: n % 2 ? new Date() : null,
        })),
      );
    await page.goto("/notifications?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.notifications);
    await keepScreenshot(page, { path: "docs/screens/notifications-en.png" });
    await page.goto("/notifications?lang=ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.pages.notifications);
    await expect(page.locator("main li")).toHaveCount(NOTIFICATIONS_PAGE_SIZE);
    await keepScreenshot(page, { path: "docs/screens/notifications-ar.png" });
    await expectAccessible(page);
    await page.getByRole("link", { name: ar.notifications.next }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator("main li")).toHaveCount(31 - NOTIFICATIONS_PAGE_SIZE);
    // The oldest, half an hour ago, was read.
    await expect(page.locator("main li").last()).not.toContainText(ar.notifications.unread);
    // The bell in Arabic: its count in words, its newest lines in Arabic, right to left.
    await page.getByRole("button", { name: /غير مقروء/ }).click();
    const arabicMenu = page.getByRole("menu");
    // Laid out right to left like the page (Radix sets the menu's own `dir`): dates kept their order.
    await expect(arabicMenu).toHaveAttribute("dir", "rtl");
    await expect(arabicMenu.getByRole("menuitem").filter({ hasText: title }).first()).toBeVisible();
    await expect(arabicMenu).not.toContainText("is approved");
    await keepScreenshot(page, { path: "docs/screens/notifications-bell-ar.png" });
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: ar.notifications.markAllRead }).click();
    await expect(page.getByRole("button", { name: ar.notifications.markAllRead })).toHaveCount(0);
    await expect(page.getByTestId("bell-count")).toHaveCount(0);
  });

  test("another user's notification opens nothing and stays unread", async ({ page }) => {
    const owner = await newUser();
    const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved" });
    const [row] = await testDb()
      .insert(notifications)
      .values({ userId: owner.id, kind: "listing_approved", subjectId: listing.id, propertyId: listing.id, link: listingPath(listing) })
      .returning();
    await signInWith(page, await newUser());
    const response = await page.request.get(`/notifications/${row!.id}/open`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const [after] = await testDb().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, row!.id));
    expect(after?.readAt).toBeNull();
  });
});
