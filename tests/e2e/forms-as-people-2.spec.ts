import { type Locator, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import { INSPECTION_AREAS } from "../../domain/listing.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { accounts, inspections, issueReports, rentPayments } from "../../server/db/schema.ts";
import {
  expect,
  expectRefusedAt,
  fillInVisualOrder,
  newUser,
  type PersonField,
  signInWith,
  tabTo,
  test,
  testDb,
  walkFormByKeyboard,
  WALK_SIZES,
} from "./support.ts";

// The tenancy's forms walked as people walk them (issue 25), at phone and desktop size: into each field in
// the order the page shows them, Tab on; one wrong field refused with its message beside it,
// in the user's language; nothing typed lost; fixed, sent, stored.

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** A property let to a tenant: the lease recorded unless `lease: null`. */
async function tenancy(lease?: null) {
  const landlord = await newUser({ firstName: "Rami", lastName: "Haddad" });
  const tenant = await newUser({ firstName: "Lina", lastName: "Aoun" });
  const property = await createListing(testDb(), {
    ownerId: landlord.id,
    status: "Approved",
    visible: true,
    title: `Flat in Hamra ${Math.random().toString(36).slice(2, 7)}`,
  });
  const account = await createTenancy(testDb(), { propertyId: property.id, tenantId: tenant.id, lease });
  return { landlord, tenant, property, account };
}

for (const size of WALK_SIZES)
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("Arabic: the lease by keyboard alone, a wrong due day refused beside it, fixed with nothing lost", async ({ page }) => {
      test.slow(); // Field by field on a shared machine.
      const { landlord, property, account } = await tenancy(null);
      await signInWith(page, landlord);
      await page.goto(`/tenant/${property.id}?lang=ar`);
      const l = ar.tenancy.lease;
      const lease = page.locator('form[id^="lease-"]');
      const fields: PersonField[] = [
        { control: field(lease, l.start) },
        { control: field(lease, l.end) },
        { control: field(lease, l.amount), type: "1200" },
        { control: field(lease, l.currency), choose: "USD" },
        { control: field(lease, l.frequency), choose: ar.tenancy.frequencyName.quarterly },
        { control: field(lease, l.dueDay), type: "40" },
        { control: field(lease, l.deposit), type: "2400" },
      ];
      await walkFormByKeyboard(page, fields, { fromPageStart: true });
      const save = page.getByRole("button", { name: l.save });
      await tabTo(page, save, 1);
      await page.keyboard.press("Enter");
      // Refused: the message beside the due day, focus back on it, the rest as typed.
      await expectRefusedAt(field(lease, l.dueDay), ar.tenancy.errors.dueDayInvalid);
      await expect(field(lease, l.dueDay)).toBeFocused();
      await expect(field(lease, l.amount)).toHaveValue("1200");
      await expect(field(lease, l.deposit)).toHaveValue("2400");
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("5");
      await tabTo(page, save, 2);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: ar.tenancy.lease.saved })).toBeVisible();
      const [row] = await testDb().select().from(accounts).where(eq(accounts.id, account.id));
      // The columns keep minor units (decision 0082).
      expect(row).toMatchObject({ rentAmount: 120_000, unit: "USD", paymentFrequency: "quarterly", dueDay: 5, deposit: 240_000 });
    });

    test("a rent payment: the landlord records it with the mouse, the tenant declares one by keyboard, each refused once and fixed", async ({ page }) => {
      test.slow();
      const { landlord, tenant, property, account } = await tenancy();
      const p = en.tenancy.payment;

      await signInWith(page, landlord);
      await page.goto(`/tenant/${property.id}/rent`);
      const record = page.getByRole("region", { name: p.recordTitle });
      await fillInVisualOrder(page, [
        { control: field(record, p.tenant), choose: "Lina Aoun" },
        { control: field(record, p.paidOn) },
        { control: field(record, p.amount), type: "0" },
        { control: field(record, p.currency), choose: "USD" },
        { control: field(record, p.method), choose: en.tenancy.methods.omt },
        { control: field(record, p.rate), type: "89500" },
        { control: field(record, p.note), type: "June rent" },
      ]);
      await record.getByRole("button", { name: p.save }).click();
      await expectRefusedAt(field(record, p.amount), en.tenancy.errors.amountInvalid);
      await expect(field(record, p.note)).toHaveValue("June rent");
      await field(record, p.amount).click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("1400");
      await record.getByRole("button", { name: p.save }).click();
      await expect(record.getByRole("status").filter({ hasText: "1" })).toBeVisible();
      await expect
        .poll(
          async () =>
            (
              await testDb()
                .select()
                .from(rentPayments)
                .where(and(eq(rentPayments.accountId, account.id), eq(rentPayments.status, "confirmed")))
            )[0],
        )
        .toMatchObject({ amount: 140_000, method: "omt", lbpPerUsd: 89500, note: "June rent" });

      // The tenant declares one, forgetting the proof: told so beside the proof field.
      await signInWith(page, tenant);
      await page.goto(`/tenant/${property.id}/rent`);
      const declare = page.getByRole("region", { name: p.declareTitle });
      const proof = field(declare, p.proof);
      await walkFormByKeyboard(
        page,
        [
          { control: field(declare, p.paidOn) },
          { control: field(declare, p.amount), type: "700" },
          { control: field(declare, p.currency), choose: "USD" },
          { control: field(declare, p.method), choose: en.tenancy.methods.bank_transfer },
          { control: field(declare, p.rate) },
          { control: field(declare, p.note), type: "Half of July" },
          { control: proof },
        ],
        { fromPageStart: true },
      );
      const send = declare.getByRole("button", { name: p.declare });
      await tabTo(page, send, 1);
      await page.keyboard.press("Enter");
      await expectRefusedAt(proof, en.tenancy.errors.proofRequired);
      await expect(field(declare, p.amount)).toHaveValue("700");
      await expect(field(declare, p.note)).toHaveValue("Half of July");
      // (A file is picked in the system's dialog, which no keyboard walk reaches.)
      await proof.setInputFiles({ name: "transfer.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
      await send.focus();
      await page.keyboard.press("Enter");
      await expect(declare.getByRole("status").filter({ hasText: en.tenancy.rent.declared })).toBeVisible();
      const [declared] = await testDb()
        .select()
        .from(rentPayments)
        .where(and(eq(rentPayments.accountId, account.id), eq(rentPayments.status, "declared")));
      expect(declared).toMatchObject({ amount: 70_000, method: "bank_transfer", note: "Half of July" });
    });

    test("an inspection of the 12 areas by keyboard alone: a note too long refused beside it, fixed, saved", async ({ page }) => {
      test.slow(); // 38 fields.
      const { landlord, property } = await tenancy();
      const i = en.tenantFiles.inspections;
      await signInWith(page, landlord);
      await page.goto(`/tenant/${property.id}/inspections`);
      await tabTo(page, page.getByText(i.recordTitle));
      await page.keyboard.press("Enter");
      const conditions = ["Good", "Fair", "Needs repair"] as const;
      const area = (index: number) => page.getByRole("group", { name: en.listingPage.inspection.areas[INSPECTION_AREAS[index]!] });
      const kitchen = INSPECTION_AREAS.indexOf("Kitchen");
      const areaFields = (index: number): PersonField[] => [
        { control: field(area(index), i.conditionLabel), choose: en.tenantFiles.conditions[conditions[index % 3]!] },
        { control: field(area(index), i.noteLabel), type: `Area ${index + 1} checked` },
        { control: field(area(index), i.photosLabel) },
      ];
      const kind: PersonField = { control: field(page, i.kindLabel), choose: en.tenantFiles.inspections.kinds.periodic };
      // Up to the kitchen's condition; then the landlord pastes a long note into it.
      await walkFormByKeyboard(page, [
        kind,
        { control: field(page, i.dateLabel) },
        ...INSPECTION_AREAS.slice(0, kitchen).flatMap((_, index) => areaFields(index)),
        areaFields(kitchen)[0]!,
      ]);
      const kitchenNote = field(area(kitchen), i.noteLabel);
      await expect(kitchenNote).toBeFocused();
      await page.keyboard.insertText("Cabinets ".repeat(120));
      await walkFormByKeyboard(page, [
        areaFields(kitchen)[2]!,
        ...INSPECTION_AREAS.slice(kitchen + 1).flatMap((_, offset) => areaFields(kitchen + 1 + offset)),
      ]);
      const save = page.getByRole("button", { name: i.save });
      await tabTo(page, save, 1);
      await page.keyboard.press("Enter");
      await expectRefusedAt(kitchenNote, i.noteLength);
      // Nothing else lost: the kind, every area's condition and note.
      await expect(field(page, i.kindLabel)).toHaveValue("periodic");
      for (const index of [0, kitchen - 1, INSPECTION_AREAS.length - 1]) {
        await expect(field(area(index), i.conditionLabel)).toHaveValue(conditions[index % 3]!);
        await expect(field(area(index), i.noteLabel)).toHaveValue(`Area ${index + 1} checked`);
      }
      await kitchenNote.focus();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("New cabinets");
      await save.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(i.saved)).toBeVisible();
      const [saved] = await testDb().select().from(inspections).where(eq(inspections.propertyId, property.id));
      expect(saved?.kind).toBe("periodic");
      expect(saved?.findings).toMatchObject({
        Roof: { condition: "Good", note: "Area 1 checked" },
        Kitchen: { note: "New cabinets" },
        others: { note: "Area 12 checked" },
      });
    });

    test("Arabic: a tenant's issue report with the mouse, a description too long refused beside it, fixed, sent", async ({ page }) => {
      test.slow();
      const { tenant, property } = await tenancy();
      const s = ar.tenantFiles.issues;
      await signInWith(page, tenant);
      await page.goto(`/tenant/${property.id}/issues?lang=ar`);
      const report = page.getByRole("region", { name: s.reportTitle });
      const description = field(report, s.descriptionLabel);
      await fillInVisualOrder(page, [
        { control: description, type: "تسرب مياه تحت المغسلة" },
        { control: field(report, s.categoryLabel), choose: s.categories.plumbing },
        { control: field(report, s.urgencyLabel), choose: s.urgencies.urgent },
      ]);
      // The tenant pastes a long message into the description.
      await description.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.insertText(" ماء".repeat(1100));
      await report.getByRole("button", { name: s.report }).click();
      await expectRefusedAt(description, s.descriptionLength);
      await expect(field(report, s.categoryLabel)).toHaveValue("plumbing");
      await expect(field(report, s.urgencyLabel)).toHaveValue("urgent");
      await expect(description).toHaveValue(/^تسرب مياه تحت المغسلة ماء/);
      await description.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("تسرب مياه تحت المغسلة");
      await report.getByRole("button", { name: s.report }).click();
      await expect(report.getByRole("status")).toHaveText(s.reported);
      const [stored] = await testDb().select().from(issueReports).where(eq(issueReports.propertyId, property.id));
      expect(stored).toMatchObject({ description: "تسرب مياه تحت المغسلة", category: "plumbing", urgency: "urgent" });
    });
  });
