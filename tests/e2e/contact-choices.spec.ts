import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { createOpenOffer, createTourRequest } from "../../server/db/factories/conversations.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { expect, newUser, signInWith, test, testDb, keepScreenshot } from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

for (const [lang, catalog] of [
  ["en", en],
  ["ar", ar],
] as const) {
  test(`(${lang}) an owner who takes only calls is offered only a call: no dialog that would end on their number`, async ({ page }) => {
    const owner = await newUser({ phone: "3123456" });
    const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved", listingType: "Sale", contactMethod: ["Phone call"] });
    await signInWith(page, await newUser());
    await page.goto(`${listingPath(listing)}?lang=${lang}`);
    const c = catalog.listingPage.contact;
    const call = page.getByRole("link", { name: new RegExp(`^${c.call}`) }).first();
    await expect(call).toBeVisible();
    for (const name of [c.messageOwner, c.requestTour, catalog.offers.compose.open, c.whatsapp])
      await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: c.whatsapp, exact: true })).toHaveCount(0);
    await call.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `docs/screens/listing-calls-only-${lang}.png` });
  });
}

test("a sender's /requests and /offers open on Sent, where their threads are; the owner's on Received", async ({ page }) => {
  const owner = await newUser();
  const sender = await newUser();
  const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved", listingType: "Sale", contactMethod: ["Message on Beitna"] });
  await createTourRequest(testDb(), { propertyId: listing.id, senderId: sender.id, ownerId: owner.id });
  await createOpenOffer(testDb(), { propertyId: listing.id, buyerId: sender.id, ownerId: owner.id });
  for (const [user, box] of [
    [sender, en.requests.sent],
    [owner, en.requests.received],
  ] as const) {
    await signInWith(page, user);
    for (const path of ["/requests?lang=en", "/offers?lang=en"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: box, exact: true }), `${path} for the ${box} side`).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("link", { name: listing.title })).not.toHaveCount(0);
    }
  }
});
