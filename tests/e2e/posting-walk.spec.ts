import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { DAY_MS } from "../../domain/days.ts";
import { areas, listingRevisions, properties } from "../../server/db/schema.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { rollUpAreaPrices } from "../../server/market/roll-up-area-prices.server.ts";
import {
  expect,
  expectRefusedAt,
  fillInVisualOrder,
  newUser,
  type PersonField,
  signInAs,
  tabTo,
  test,
  testDb,
  walkFormByKeyboard,
  WALK_SIZES,
} from "./support.ts";

// The posting form walked as an owner walks it (issue 25): into each field in the order the
// page shows them, typing, Tab on; by mouse (a finger at phone size) and by keyboard alone.
// No blur may move the form to another step; only Next and Submit do. Editing is walked too: the
// same steps, filled with the listing as it is.

type Catalog = typeof en;

/** Each step's fields in visual order, labelled in the page's language. */
function steps(page: Page, t: Catalog, area: string) {
  const e = t.listingEditor;
  const v = t.listingValues;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const group = (legend: string) => page.getByRole("group", { name: legend, exact: true });
  const basics: PersonField[] = [
    { group: group(e.listingType), pick: [v.listingType.Rental] },
    { control: field(e.title), type: "Sunny flat near Sassine" },
    { control: field(e.propertyType), choose: v.propertyType.Apartment },
    { control: field(e.propertyCategory), choose: v.propertyCategory.Residential },
    { control: field(e.description), type: "Two bedrooms, a balcony on the street, light all day." },
    { control: field(e.reference), type: "SAS-12" },
  ];
  const price: PersonField[] = [
    { group: group(e.unit), pick: [v.unit.USD] },
    { control: page.getByRole("textbox", { name: e.price, exact: true }), type: "1200" },
    { control: field(e.paymentFrequency), choose: v.paymentFrequency.Monthly },
    { group: group(e.paymentMethod), pick: [v.paymentMethod.Cash, v.paymentMethod["Bank transfer"]] },
  ];
  const details: PersonField[] = [
    { control: field(e.bedroom), choose: "2" },
    { control: field(e.bathroom), choose: "1" },
    { control: field(e.size), type: "140" },
    { control: field(e.finishLevel), choose: v.finishLevel.Finished },
    { control: field(t.features.floor) },
    { control: field(t.features.statePowerHours) },
    { group: page.locator("label").filter({ hasText: new RegExp(`^${e.furnished}$`) }), pick: [e.furnished] },
    { group: group(e.special), pick: [v.special.Balcony] },
    { control: field(e.moveInDate) },
  ];
  const location: PersonField[] = [
    { control: field(e.area), choose: area },
    { control: field(e.address), type: "Rue Sursock 14" },
    { control: page.getByRole("button", { name: e.pickOnMap }) },
  ];
  const publish: PersonField[] = [
    { group: group(e.contactMethod), pick: [v.contactMethod["Phone call"], v.contactMethod.WhatsApp] },
    { group: group(e.plan), pick: [] },
  ];
  return { basics, price, details, location, publish };
}

/**
 * Live two-bedroom flats for rent in Achrafieh (five or more, rolled up): the form then shows what
 * similar homes ask, with its link, as it does on a full run where other tests' homes make the
 * figure; a link between two fields would take the Tab a person presses after the area.
 */
async function withSimilarHomes() {
  const [achrafieh] = await testDb().select().from(areas).where(eq(areas.area, "Achrafieh"));
  const neighbour = await newUser();
  for (const usd of [1000, 1100, 1200, 1300, 1400])
    await createListing(testDb(), {
      ownerId: neighbour.id,
      status: "Approved",
      district: achrafieh!.district,
      areaId: achrafieh!.id,
      price: usd,
      usdPriceCalculated: usd,
      paymentFrequency: "Monthly",
      approvedOn: new Date(),
      expiresOn: new Date(Date.now() + 30 * DAY_MS),
    });
  await rollUpAreaPrices(new Date(), testDb());
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

async function expectPosted(ownerId: string) {
  const [listing] = await testDb().select().from(properties).where(eq(properties.ownerId, ownerId));
  expect(listing).toMatchObject({
    title: "Sunny flat near Sassine",
    description: "Two bedrooms, a balcony on the street, light all day.",
    reference: "SAS-12",
    size: 140,
    status: "Pending Approval",
  });
}

for (const [language, t, area, query] of [
  ["English", en, "Achrafieh", ""],
  ["Arabic", ar as unknown as Catalog, "الأشرفية", "?lang=ar"],
] as const) {
  test(`${language}: the posting form walked with the mouse: no field moves it to another step; Next and Submit do @phone`, async ({ page }) => {
    test.slow(); // A whole form, field by field, on a shared machine.
    await withSimilarHomes();
    const owner = await signInAs(page);
    await page.goto(`/postlisting${query}`);
    const e = t.listingEditor;
    const form = steps(page, t, area);
    const next = page.getByRole("button", { name: e.next, exact: true });
    const press = (locator: typeof next) => (test.info().project.use.hasTouch ? locator.tap() : locator.click());

    await fillInVisualOrder(page, form.basics.slice(0, 4), { still: heading(page, e.steps.basics) });
    // The owner clicks into Description with every field of the step valid: the step stays.
    await fillInVisualOrder(page, form.basics.slice(4), { still: heading(page, e.steps.basics) });
    await press(next);
    await fillInVisualOrder(page, form.price, { still: heading(page, e.steps.price) });
    await press(next);
    await fillInVisualOrder(page, form.details, { still: heading(page, e.steps.details) });
    await press(next);
    // (The map button, pressed, would open the map: the keyboard walk passes it by.)
    await fillInVisualOrder(page, form.location.slice(0, 2), { still: heading(page, e.steps.location) });
    await expect(page.getByTestId("similar-asking").getByRole("link")).toBeVisible();
    await press(next);
    await expect(heading(page, e.steps.photos)).toBeVisible();
    await press(next);
    await fillInVisualOrder(page, form.publish.slice(0, 1), { still: heading(page, e.steps.publish) });
    await press(page.getByRole("button", { name: e.submit }));
    await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental/);
    await expectPosted(owner.id);
  });
}

async function postByKeyboard(page: Page) {
  await withSimilarHomes();
  const owner = await signInAs(page);
  await page.goto("/postlisting");
  const e = en.listingEditor;
  const form = steps(page, en, "Achrafieh");
  const next = page.getByRole("button", { name: e.next, exact: true });
  const nextByKeyboard = async (step: keyof typeof e.steps) => {
    await tabTo(page, next, 3);
    await page.keyboard.press("Enter");
    // The new step's heading takes focus on the next frame; a person's Tab comes after it.
    await expect(heading(page, e.steps[step])).toBeFocused();
  };

  await walkFormByKeyboard(page, form.basics, { still: heading(page, e.steps.basics), fromPageStart: true });
  await nextByKeyboard("price");
  // Focus is on the new step: the next Tab is its first field.
  await walkFormByKeyboard(page, form.price, { still: heading(page, e.steps.price) });
  await nextByKeyboard("details");
  await walkFormByKeyboard(page, form.details, { still: heading(page, e.steps.details) });
  await nextByKeyboard("location");
  await walkFormByKeyboard(page, form.location, { still: heading(page, e.steps.location) });
  await expect(page.getByTestId("similar-asking").getByRole("link")).toBeVisible();
  await nextByKeyboard("photos");
  await nextByKeyboard("publish");
  await walkFormByKeyboard(page, form.publish, { still: heading(page, e.steps.publish) });
  await tabTo(page, page.getByRole("button", { name: e.submit }), 3);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental/);
  await expectPosted(owner.id);
}

test("the posting form walked by keyboard alone, from the page's start to Submit with Enter", async ({ page }) => {
  test.slow(); // A whole form, field by field, on a shared machine.
  await postByKeyboard(page);
});

test.describe("at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the posting form walked by keyboard alone, from the page's start to Submit with Enter", async ({ page }) => {
    test.slow();
    await postByKeyboard(page);
  });
});

for (const size of WALK_SIZES)
  test.describe(`editing at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("Arabic: an approved listing edited with the mouse, a title too short refused beside it, fixed, waiting for review with Flag Edit while it stays live", async ({
      page,
    }) => {
      test.slow();
      const owner = await signInAs(page);
      const listing = await createListing(testDb(), { ownerId: owner.id, status: "Approved", title: "Garden flat in Baabda", price: 900 });
      await testDb()
        .update(properties)
        .set({ contactMethod: ["WhatsApp"], propertyCategory: "Residential", paymentFrequency: "Monthly", areaId: 1 })
        .where(eq(properties.id, listing.id));
      await page.goto(`/editlisting/${listing.id}?lang=ar`);
      const t = ar as unknown as Catalog;
      const e = t.listingEditor;
      const field = (label: string) => page.getByLabel(label, { exact: true });
      const next = page.getByRole("button", { name: e.next, exact: true });
      await expect(field(e.title)).toHaveValue("Garden flat in Baabda");

      // Into each field of the first step in the order the page shows them, typing over what was there.
      await fillInVisualOrder(
        page,
        [
          { control: field(e.title), type: "شقة" },
          { control: field(e.propertyType), choose: t.listingValues.propertyType.Apartment },
          { control: field(e.propertyCategory), choose: t.listingValues.propertyCategory.Residential },
          { control: field(e.description), type: "شقة مع حديقة، ثلاث غرف نوم، قريبة من المدارس." },
        ],
        { still: heading(page, e.steps.basics) },
      );
      await next.click();
      // Refused beside the title, in Arabic; the step and what was typed stay.
      await expectRefusedAt(field(e.title), ar.listingForm.titleLength);
      await expect(heading(page, e.steps.basics)).toBeVisible();
      await expect(field(e.description)).toHaveValue("شقة مع حديقة، ثلاث غرف نوم، قريبة من المدارس.");
      await fillInVisualOrder(page, [{ control: field(e.title), type: "شقة مع حديقة في بعبدا" }], { still: heading(page, e.steps.basics) });
      await next.click();
      await fillInVisualOrder(page, [{ control: page.getByRole("textbox", { name: e.price, exact: true }), type: "950" }], {
        still: heading(page, e.steps.price),
      });
      for (const step of ["details", "location", "photos", "publish"] as const) {
        await next.click();
        await expect(heading(page, e.steps[step])).toBeVisible();
      }
      await page.getByRole("button", { name: e.saveChanges }).click();
      await expect(page).toHaveURL(/\/dashboard\?listing_type=Rental/);
      // Live: the new price at once, the rest waiting for review, the approved version public (decision 0076).
      const [edited] = await testDb().select().from(properties).where(eq(properties.id, listing.id));
      expect(edited).toMatchObject({ title: "Garden flat in Baabda", price: 950, status: "Pending Approval", flag: "Edit", visible: true });
      const [revision] = await testDb().select().from(listingRevisions).where(eq(listingRevisions.propertyId, listing.id));
      expect(revision!.input).toMatchObject({ title: "شقة مع حديقة في بعبدا", description: "شقة مع حديقة، ثلاث غرف نوم، قريبة من المدارس." });
    });
  });
