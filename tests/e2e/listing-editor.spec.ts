import { type Page } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import en from "../../domain/i18n/locales/en.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { properties, propertyImages, uploadedImages } from "../../server/db/schema.ts";
import { expect, newUser, signInAs, signInWith, test, testDb } from "./support.ts";
import { expectAccessible } from "./axe.ts";

const editor = en.listingEditor;

async function photo(name: string, color: string, width = 640, height = 480) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function next(page: Page) {
  await page.getByRole("button", { name: editor.next }).click();
}

async function fillUpToPhotos(page: Page, title: string) {
  await page.getByLabel(editor.title).fill(title);
  await page.getByLabel(editor.propertyType).selectOption("Apartment");
  await page.getByLabel(editor.propertyCategory).selectOption("Residential");
  await next(page);
  await page.getByRole("textbox", { name: editor.price, exact: true }).fill("1200");
  await page.getByLabel(editor.paymentFrequency).selectOption("Monthly");
  await next(page);
  await page.getByLabel(editor.size).fill("140");
  await next(page);
  await page.getByLabel(editor.area).selectOption({ label: "Achrafieh" });
  await next(page);
}

const photoItems = (page: Page) => page.getByRole("list", { name: editor.steps.photos }).getByRole("listitem");

test.describe("posting a listing", () => {
  test("an owner posts a listing in steps with photos, reorders them, and lands on the dashboard under review @phone", async ({ page }) => {
    const owner = await signInAs(page);
    await page.goto("/postlisting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.postlisting);

    // Next checks the step before moving on.
    await next(page);
    await expect(page.getByText(en.listingForm.titleRequired)).toBeVisible();

    await fillUpToPhotos(page, "Bright flat with a sea view");
    await page.getByLabel(editor.addPhotos).setInputFiles([await photo("a.jpg", "#c00"), await photo("b.jpg", "#0c0"), await photo("c.jpg", "#00c")]);
    await expect(page.locator("li[data-photo-ref]")).toHaveCount(3);
    const uploaded = await photoItems(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-photo-ref")));

    // Photo 3 becomes the featured one; then photo 2 moves later, by keyboard.
    await page.getByRole("button", { name: "Make photo 3 the featured photo" }).click();
    await page.getByRole("button", { name: "Move photo 2 later" }).focus();
    await page.keyboard.press("Enter");
    const expected = [uploaded[2], uploaded[1], uploaded[0]];
    await expect.poll(() => photoItems(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-photo-ref")))).toEqual(expected);
    await expect(photoItems(page).first()).toContainText(editor.featured);

    await next(page);
    await page.getByRole("button", { name: editor.submit }).click();
    await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental$/);
    await expect(page.getByRole("status").filter({ hasText: en.toasts.listingUnderReview.title })).toBeVisible();

    const [listing] = await testDb().select().from(properties).where(eq(properties.ownerId, owner.id));
    expect(listing).toMatchObject({ title: "Bright flat with a sea view", status: "Pending Approval", flag: "New", visible: false, city: "Achrafieh" });
    const images = await testDb().select().from(propertyImages).where(eq(propertyImages.propertyId, listing!.id)).orderBy(asc(propertyImages.position));
    expect(images).toHaveLength(3);
    expect(await testDb().select().from(uploadedImages).where(eq(uploadedImages.ownerId, owner.id))).toHaveLength(0);
    // The featured photo is served, as its 800x800 variant.
    const featured = await page.request.get(`/media/${images[0]!.imageLowKey}`);
    expect(featured.status()).toBe(200);
    expect((await sharp(await featured.body()).metadata()).width).toBe(800);
  });

  test("a posted listing is approved by an admin, and the owner's edit waits for review with Flag Edit, the listing live", async ({ page }) => {
    test.slow(); // posting, approving and editing: three screens' round trips, 30 s is short on 2 busy cores
    const owner = await signInAs(page);
    const admin = await newUser({ admin: true });
    const title = `Loft in Mar Mikhael ${Date.now().toString(36)}`;
    await page.goto("/postlisting");
    await fillUpToPhotos(page, title);
    await page.getByLabel(editor.addPhotos).setInputFiles([await photo("loft.jpg", "#a52")]);
    await expect(page.locator("li[data-photo-ref]")).toHaveCount(1);
    await next(page);
    await page.getByRole("button", { name: editor.submit }).click();
    await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental$/);
    const [posted] = await testDb().select().from(properties).where(eq(properties.ownerId, owner.id));
    // Long ago, so it heads the moderation queue whatever other tests add.
    await testDb()
      .update(properties)
      .set({ flagTime: new Date("2000-01-01T00:00:00Z") })
      .where(eq(properties.id, posted!.id));

    await signInWith(page, admin);
    await page.goto("/admin");
    await page.getByRole("article", { name: title }).getByRole("button", { name: en.admin.moderation.approve }).click();
    await expect(page.getByRole("article", { name: title })).toHaveCount(0);
    const [approved] = await testDb().select().from(properties).where(eq(properties.id, posted!.id));
    expect(approved).toMatchObject({ status: "Approved", visible: true, flag: null });

    await signInWith(page, owner);
    await page.goto(`/editlisting/${posted!.id}`);
    await page.getByLabel(editor.title).fill(`${title}, furnished`);
    for (let step = 0; step < 5; step++) await next(page);
    await page.getByRole("button", { name: editor.saveChanges }).click();
    await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental$/);
    const [edited] = await testDb().select().from(properties).where(eq(properties.id, posted!.id));
    expect(edited).toMatchObject({ status: "Pending Approval", flag: "Edit", visible: true, title });
    expect(await testDb().select().from(propertyImages).where(eq(propertyImages.propertyId, posted!.id))).toHaveLength(1);

    await signInWith(page, admin);
    await testDb()
      .update(properties)
      .set({ flagTime: new Date("2000-01-01T00:00:00Z") })
      .where(eq(properties.id, posted!.id));
    await page.goto("/admin");
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText(en.admin.moderation.requestEdit);
    await expect(card.getByTestId("waiting-changes").getByRole("insertion")).toContainText(`${title}, furnished`);
  });

  test("a draft survives a reload, photos included", async ({ page }) => {
    await signInAs(page);
    await page.goto("/postlisting");
    await fillUpToPhotos(page, "Stone house in the mountains");
    await page.getByLabel(editor.addPhotos).setInputFiles([await photo("house.jpg", "#888")]);
    await expect(page.locator("li[data-photo-ref]")).toHaveCount(1);

    await page.reload();
    await expect(page.getByText(editor.draftRestored)).toBeVisible();
    await expect(page.getByLabel(editor.title)).toHaveValue("Stone house in the mountains");
    await next(page);
    await expect(page.getByRole("textbox", { name: editor.price, exact: true })).toHaveValue("1200");
    await next(page);
    await next(page);
    await expect(page.getByLabel(editor.area).locator("option:checked")).toHaveText("Achrafieh");
    await next(page);
    await expect(photoItems(page)).toHaveCount(1);

    await page.getByRole("button", { name: editor.discardDraft }).click();
    await expect(page.getByLabel(editor.title)).toHaveValue("");
  });

  test("a refused save keeps everything typed: Gold without enough credits", async ({ page }) => {
    const owner = await signInAs(page);
    await page.goto("/postlisting");
    await fillUpToPhotos(page, "Office on Hamra street");
    await next(page);
    await page.getByRole("radio", { name: /^Beitna Gold/ }).check();
    await page.getByRole("button", { name: editor.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: en.dashboard.errors.insufficient_credits })).toBeVisible();
    expect(await testDb().select().from(properties).where(eq(properties.ownerId, owner.id))).toHaveLength(0);
    await expect(page.getByRole("radio", { name: /^Beitna Gold/ })).toBeChecked();
    for (let step = 0; step < 5; step++) await page.getByRole("button", { name: editor.back }).click();
    await expect(page.getByLabel(editor.title)).toHaveValue("Office on Hamra street");
  });

  test("the posting form passes axe in English and Arabic", async ({ page }) => {
    await signInAs(page);
    for (const path of ["/postlisting", "/postlisting?lang=ar"]) {
      await page.goto(path);
      await expectAccessible(page, { impact: "any" });
    }
  });
});

test.describe("editing a listing", () => {
  test("bad photos and an interrupted upload leave the listing as it was; a saved edit waits for review while the approved version stays public", async ({
    page,
    browser,
  }) => {
    const owner = await signInAs(page);
    const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved", title: "Garden flat in Baabda" });
    await testDb()
      .update(properties)
      .set({ contactMethod: ["WhatsApp"], propertyCategory: "Residential", paymentFrequency: "Monthly", areaId: 1 })
      .where(eq(properties.id, listing.id));
    const before = (await testDb().select().from(properties).where(eq(properties.id, listing.id)))[0]!;

    await page.goto(`/editlisting/${listing.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.editlisting);
    await expect(page.getByLabel(editor.title)).toHaveValue("Garden flat in Baabda");
    for (let step = 0; step < 4; step++) await next(page);

    // A text file renamed .jpg, and a 100-megapixel image (a decompression bomb).
    await page.getByLabel(editor.addPhotos).setInputFiles([{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") }]);
    await expect(page.getByRole("alert").filter({ hasText: "notes.jpg is not a photo we can read." })).toBeVisible();
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await page.getByLabel(editor.addPhotos).setInputFiles([{ name: "huge.png", mimeType: "image/png", buffer: huge }]);
    await expect(page.getByRole("alert").filter({ hasText: "huge.png has too many pixels" })).toBeVisible();
    // The connection drops during an upload.
    await page.route("**/resources/photos", (route) => route.abort("connectionreset"));
    await page.getByLabel(editor.addPhotos).setInputFiles([await photo("balcony.jpg", "#369")]);
    await expect(page.getByRole("alert").filter({ hasText: "balcony.jpg did not finish uploading." })).toBeVisible();
    await expect(photoItems(page)).toHaveCount(0);

    const after = (await testDb().select().from(properties).where(eq(properties.id, listing.id)))[0]!;
    expect(after).toEqual(before);
    expect(await testDb().select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id))).toHaveLength(0);
    expect(await testDb().select().from(uploadedImages).where(eq(uploadedImages.ownerId, owner.id))).toHaveLength(0);

    // Saving a change of a live listing waits for review while visitors keep the approved version (decision 0076).
    await page.unroute("**/resources/photos");
    for (let step = 0; step < 4; step++) await page.getByRole("button", { name: editor.back }).click();
    await page.getByLabel(editor.title).fill("Garden flat in Baabda, renovated");
    for (let step = 0; step < 5; step++) await next(page);
    await page.getByRole("button", { name: editor.saveChanges }).click();
    await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental$/);
    await expect(page.getByText(en.toasts.listingChangesInReview.body)).toBeVisible();
    const row = page.getByRole("article", { name: "Garden flat in Baabda" });
    await expect(row.getByTestId("live-chip")).toHaveText(en.dashboard.liveChip);
    await expect(row.getByTestId("changes-chip")).toHaveText(en.dashboard.changesChip);
    const [edited] = await testDb()
      .select()
      .from(properties)
      .where(and(eq(properties.id, listing.id)));
    expect(edited).toMatchObject({ title: "Garden flat in Baabda", status: "Pending Approval", flag: "Edit", visible: true });
    // The owner opens their latest version again.
    await page.goto(`/editlisting/${listing.id}`);
    await expect(page.getByLabel(editor.title)).toHaveValue("Garden flat in Baabda, renovated");

    // A visitor of the same address still sees the approved version, with its contact buttons.
    const visitor = await browser.newPage();
    await visitor.goto(`/property/${listing.id}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Garden flat in Baabda");

    // An admin sees the change as a diff and approves it; the visitor then sees the new title.
    await testDb()
      .update(properties)
      .set({ flagTime: new Date("2001-01-01T07:00:00Z") })
      .where(eq(properties.id, listing.id));
    const admin = await browser.newPage();
    await signInAs(admin, { admin: true });
    await admin.goto("/admin");
    const card = admin.getByRole("article", { name: "Garden flat in Baabda" });
    const changes = card.getByTestId("waiting-changes");
    await expect(changes).toContainText(en.admin.moderation.changes.fields.title);
    await expect(changes.getByRole("deletion")).toContainText("Garden flat in Baabda");
    await expect(changes.getByRole("insertion")).toContainText("Garden flat in Baabda, renovated");
    await expectAccessible(admin);
    await card.getByRole("button", { name: en.admin.moderation.approve }).click();
    await expect(card).toHaveCount(0);
    await visitor.goto(`/property/${listing.id}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Garden flat in Baabda, renovated");
    await Promise.all([visitor.close(), admin.close()]);
  });

  test("another user's listing is not found", async ({ page }) => {
    const owner = await signInAs(page);
    const listing = await createListing(testDb(), { ownerId: owner.id });
    await page.context().clearCookies();
    const anonymous = await page.request.post("/resources/photos", {
      multipart: { photo: await photo("a.jpg", "#abc") },
      headers: { origin: test.info().project.use.baseURL ?? "" },
    });
    expect(anonymous.status()).toBe(401);
    await signInAs(page);
    const response = await page.goto(`/editlisting/${listing.id}`);
    expect(response?.status()).toBe(404);
    const post = await page.request.post(`/editlisting/${listing.id}`, {
      form: {
        listingType: "Rental",
        title: "Hijacked listing",
        propertyType: "Apartment",
        propertyCategory: "Residential",
        unit: "USD",
        price: "1",
        paymentFrequency: "Monthly",
        bedroom: "1",
        bathroom: "1",
        size: "50",
        contactMethod: "WhatsApp",
        areaId: "1",
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(post.status()).toBe(404);
    const [unchanged] = await testDb().select().from(properties).where(eq(properties.id, listing.id));
    expect(unchanged!.title).not.toBe("Hijacked listing");
  });
});
