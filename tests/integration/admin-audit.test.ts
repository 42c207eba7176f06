import crypto from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditKind } from "../../domain/audit.ts";
import { decideListingReport } from "../../server/admin/listing-reports.server.ts";
import { approveListing } from "../../server/admin/approve-listing.server.ts";
import { rejectListing } from "../../server/admin/reject-listing.server.ts";
import { setAdminRole } from "../../server/admin/set-admin-role.server.ts";
import { setExchangeRateAsAdmin } from "../../server/admin/set-exchange-rate.server.ts";
import { setVerifiedOwner } from "../../server/admin/set-verified-owner.server.ts";
import { updatePlan } from "../../server/admin/update-plan.server.ts";
import { listAdminAudit } from "../../server/audit/list-admin-audit.server.ts";
import { adjustCredits } from "../../server/credits/adjust-credits.server.ts";
import { creditBalanceCents } from "../../server/credits/credit-balance.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { adminAudit, appSettings, exchangeRates, listingReports, payments, plans, promoCodes, properties, userRoles, users } from "../../server/db/schema.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { currentLbpPerUsd } from "../../server/money/exchange-rate.server.ts";
import { makePayment } from "../../server/payments/make-payment.server.ts";
import { confirmManualPayment, refundPaymentToCredits, rejectManualPayment } from "../../server/payments/review-payment.server.ts";
import { createPromoCode, setPromoCodePaused } from "../../server/promo/admin-promo-codes.server.ts";
import { db } from "../../server/runtime.server.ts";
import { saveBoostSettings } from "../../server/settings/boost-settings.server.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";
import { refusal } from "../support/refusal.ts";

await startTestJobsWithOutbox();

// To show an action and its audit row share one transaction, this test's database refuses the
// audit row of the records (or kinds) listed here: the action must then change nothing.
beforeAll(async () => {
  await db().execute(sql`create table audit_refused_in_test (what text primary key)`);
  await db().execute(sql`
    create function audit_refuse_in_test() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_refused_in_test where what in (new.record_id, new.kind)) then
        raise exception 'audit refused in test';
      end if;
      return new;
    end $$`);
  await db().execute(sql`create trigger audit_refuse_in_test before insert on admin_audit for each row execute function audit_refuse_in_test()`);
});
afterAll(async () => {
  await db().execute(sql`drop trigger audit_refuse_in_test on admin_audit`);
});

const entriesOf = (recordId: string) => db().select().from(adminAudit).where(eq(adminAudit.recordId, recordId)).orderBy(adminAudit.id);

const auditRows = async () => (await db().select({ total: count() }).from(adminAudit))[0]?.total;

/** Runs `action` with the audit row of `what` (a record id or a kind) refused: it fails, and no audit row is left. */
async function failsWhenAuditFails(what: string, action: () => Promise<unknown>): Promise<void> {
  const rowsBefore = await auditRows();
  await db().execute(sql`insert into audit_refused_in_test values (${what})`);
  try {
    const error: unknown = await action().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(String((error as { cause?: Error })?.cause?.message ?? error)).toContain("audit refused in test");
  } finally {
    await db().execute(sql`delete from audit_refused_in_test where what = ${what}`);
  }
  expect(await auditRows()).toBe(rowsBefore);
}

async function expectOneEntry(
  recordId: string,
  admin: { id: string; email: string },
  expected: { kind: AuditKind; recordType: string; before: unknown; after: unknown; reason?: string | null },
) {
  const entries = await entriesOf(recordId);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ adminId: admin.id, adminEmail: admin.email, reason: null, ...expected, recordId });
  expect(Date.now() - entries[0]!.at.getTime()).toBeLessThan(60_000);
}

const statusOf = async (propertyId: string) =>
  (await db().select({ status: properties.status }).from(properties).where(eq(properties.id, propertyId)))[0]?.status;
const paymentOf = async (paymentId: string) => (await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!;
const pendingPayment = async (userId: string, amount = 25) =>
  (await makePayment({ userId, amount, currency: "USD", method: "cash", idempotencyKey: crypto.randomUUID() })).paymentId;

describe("listings", () => {
  it("an approval is written with the listing's state before and after; a failed one writes nothing and changes nothing", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id });
    await approveListing(admin.id, listing.id);
    await expectOneEntry(listing.id, admin, {
      kind: "listing_approved",
      recordType: "listing",
      before: expect.objectContaining({ status: "Pending Approval", flag: "New", visible: false }),
      after: expect.objectContaining({ status: "Approved", flag: null, visible: true, action: "approve" }),
    });
    // Refused before it starts (already approved): nothing more.
    expect(await refusal(approveListing(admin.id, listing.id))).toBe("transition_not_allowed");
    expect(await entriesOf(listing.id)).toHaveLength(1);

    const other = await createListing(db(), { ownerId: owner.id });
    await failsWhenAuditFails(other.id, () => approveListing(admin.id, other.id));
    expect(await statusOf(other.id)).toBe("Pending Approval");
  });

  it("a rejection keeps its reason", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id });
    expect(await refusal(rejectListing(admin.id, listing.id, "  "))).toBe("reason_required");
    await rejectListing(admin.id, listing.id, "Photos of another flat");
    await expectOneEntry(listing.id, admin, {
      kind: "listing_rejected",
      recordType: "listing",
      before: expect.objectContaining({ status: "Pending Approval" }),
      after: expect.objectContaining({ status: "Rejected", visible: false }),
      reason: "Photos of another flat",
    });

    const other = await createListing(db(), { ownerId: owner.id });
    await failsWhenAuditFails(other.id, () => rejectListing(admin.id, other.id, "No"));
    expect(await statusOf(other.id)).toBe("Pending Approval");
  });

  it("an admin changing another owner's listing is written; the same admin on their own listing is an owner, not written", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    const theirs = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const mine = await createListing(db(), { ownerId: admin.id, status: "Approved" });
    const asAdmin = { kind: "user", userId: admin.id, isAdmin: true } as const;
    await applyListingTransition({ propertyId: theirs.id, actor: asAdmin, action: { type: "remove" } });
    await applyListingTransition({ propertyId: mine.id, actor: asAdmin, action: { type: "remove" } });
    await expectOneEntry(theirs.id, admin, {
      kind: "listing_changed",
      recordType: "listing",
      before: expect.objectContaining({ status: "Approved", visible: true }),
      after: expect.objectContaining({ status: "Approved", visible: false, action: "remove" }),
    });
    expect(await entriesOf(mine.id)).toEqual([]);

    const other = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await failsWhenAuditFails(other.id, () => applyListingTransition({ propertyId: other.id, actor: asAdmin, action: { type: "remove" } }));
    expect((await db().select({ visible: properties.visible }).from(properties).where(eq(properties.id, other.id)))[0]?.visible).toBe(true);
  });
});

describe("payments and credits", () => {
  it("a confirmation is written with the status and receipt number", async () => {
    const admin = await createUser(db(), { admin: true });
    const payer = await createUser(db());
    const paymentId = await pendingPayment(payer.id);
    await confirmManualPayment(admin.id, paymentId);
    const { receiptNumber } = await paymentOf(paymentId);
    await expectOneEntry(paymentId, admin, {
      kind: "payment_confirmed",
      recordType: "payment",
      before: { status: "pending", amountCents: 2_500 },
      after: { status: "confirmed", amountCents: 2_500, receiptNumber },
    });
    expect(await refusal(confirmManualPayment(admin.id, paymentId))).toBe("payment_not_pending");
    expect(await entriesOf(paymentId)).toHaveLength(1);

    const other = await pendingPayment(payer.id);
    await failsWhenAuditFails(other, () => confirmManualPayment(admin.id, other));
    expect((await paymentOf(other)).status).toBe("pending");
    expect(await creditBalanceCents(payer.id)).toBe(2_500);
  });

  it("a rejection is written with its reason", async () => {
    const admin = await createUser(db(), { admin: true });
    const payer = await createUser(db());
    const paymentId = await pendingPayment(payer.id);
    await rejectManualPayment(admin.id, paymentId, "No money arrived");
    await expectOneEntry(paymentId, admin, {
      kind: "payment_rejected",
      recordType: "payment",
      before: { status: "pending", amountCents: 2_500 },
      after: { status: "rejected", amountCents: 2_500 },
      reason: "No money arrived",
    });

    const other = await pendingPayment(payer.id);
    await failsWhenAuditFails(other, () => rejectManualPayment(admin.id, other, "No"));
    expect((await paymentOf(other)).status).toBe("pending");
  });

  it("a refund is written with what was refunded before and after", async () => {
    const admin = await createUser(db(), { admin: true });
    const payer = await createUser(db());
    const paymentId = await pendingPayment(payer.id);
    await confirmManualPayment(admin.id, paymentId);
    await refundPaymentToCredits(admin.id, { paymentId, amountCents: 2_500, reason: "Plan not delivered" });
    const [, refund] = await entriesOf(paymentId);
    expect(refund).toMatchObject({
      kind: "payment_refunded",
      adminEmail: admin.email,
      before: { status: "confirmed", refundedCents: 0 },
      after: { status: "refunded", refundedCents: 2_500 },
      reason: "Plan not delivered",
    });
    expect(await refusal(refundPaymentToCredits(admin.id, { paymentId, amountCents: 1, reason: "Again" }))).toBe("payment_not_confirmed");
    expect(await entriesOf(paymentId)).toHaveLength(2);

    const other = await pendingPayment(payer.id, 10);
    await confirmManualPayment(admin.id, other);
    await failsWhenAuditFails("payment_refunded", () => refundPaymentToCredits(admin.id, { paymentId: other, amountCents: 500, reason: "Goodwill" }));
    expect((await paymentOf(other)).refundedCents).toBe(0);
  });

  it("a credit adjustment is written with the balance before and after", async () => {
    const admin = await createUser(db(), { admin: true });
    const user = await createUser(db());
    await adjustCredits(admin.id, { email: user.email, amountCents: 1_500, reason: "Goodwill" });
    await expectOneEntry(user.id, admin, {
      kind: "credits_adjusted",
      recordType: "user",
      before: { balanceCents: 0 },
      after: { balanceCents: 1_500 },
      reason: "Goodwill",
    });
    expect(await refusal(adjustCredits(admin.id, { email: user.email, amountCents: -5_000, reason: "Too much" }))).toBe("insufficient_credits");
    expect(await entriesOf(user.id)).toHaveLength(1);

    await failsWhenAuditFails(user.id, () => adjustCredits(admin.id, { email: user.email, amountCents: 100, reason: "Again" }));
    expect(await creditBalanceCents(user.id)).toBe(1_500);
  });
});

describe("promo codes, roles, badges, rate, plans, settings, reports", () => {
  it("a promo code's creation, pause and resumption are written", async () => {
    const admin = await createUser(db(), { admin: true });
    const code = await createPromoCode(admin.id, { code: "AUDIT-SPRING", planId: "gold", durationDays: 30, maxUses: 10 });
    await setPromoCodePaused(admin.id, code, true);
    await setPromoCodePaused(admin.id, code, false);
    const entries = await entriesOf(code);
    expect(entries.map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: "promo_created", before: null, after: { planId: "gold", durationDays: 30, maxUses: 10, expiresAt: null, ownerEmail: null } },
      { kind: "promo_paused", before: { paused: false }, after: { paused: true } },
      { kind: "promo_resumed", before: { paused: true }, after: { paused: false } },
    ]);
    expect(entries.every((entry) => entry.adminEmail === admin.email && entry.recordType === "promo_code")).toBe(true);
    expect(await refusal(setPromoCodePaused(admin.id, "NO-SUCH-CODE", true))).toBe("not_found");

    await failsWhenAuditFails("AUDIT-SUMMER", () => createPromoCode(admin.id, { code: "AUDIT-SUMMER", planId: "gold", durationDays: 30, maxUses: 10 }));
    expect(await db().select().from(promoCodes).where(eq(promoCodes.code, "AUDIT-SUMMER"))).toEqual([]);
    await failsWhenAuditFails(code, () => setPromoCodePaused(admin.id, code, true));
    expect((await db().select().from(promoCodes).where(eq(promoCodes.code, code)))[0]?.pausedAt).toBeNull();
  });

  it("granting and removing the Admin role are written", async () => {
    const admin = await createUser(db(), { admin: true });
    const user = await createUser(db());
    await setAdminRole(admin.id, user.id, true);
    await setAdminRole(admin.id, user.id, false);
    expect((await entriesOf(user.id)).map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: "role_granted", before: { admin: false }, after: { admin: true } },
      { kind: "role_revoked", before: { admin: true }, after: { admin: false } },
    ]);
    expect(await refusal(setAdminRole(admin.id, admin.id, false))).toBe("own_admin_role");
    expect(await entriesOf(admin.id)).toEqual([]);

    await failsWhenAuditFails(user.id, () => setAdminRole(admin.id, user.id, true));
    expect(
      await db()
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "Admin"))),
    ).toEqual([]);
  });

  it("the verified owner badge given and removed is written", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    await setVerifiedOwner(admin.id, owner.id, true);
    await setVerifiedOwner(admin.id, owner.id, false);
    expect((await entriesOf(owner.id)).map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: "owner_verified", before: { verifiedOwner: false }, after: { verifiedOwner: true } },
      { kind: "owner_unverified", before: { verifiedOwner: true }, after: { verifiedOwner: false } },
    ]);
    await failsWhenAuditFails(owner.id, () => setVerifiedOwner(admin.id, owner.id, true));
    expect((await db().select({ at: users.verifiedOwnerAt }).from(users).where(eq(users.id, owner.id)))[0]?.at).toBeNull();
  });

  it("a new exchange rate is written with the rate it replaced", async () => {
    const admin = await createUser(db(), { admin: true });
    const before = await currentLbpPerUsd();
    await setExchangeRateAsAdmin(admin.id, before + 500);
    const [rate] = await db()
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(eq(exchangeRates.lbpPerUsd, before + 500));
    await expectOneEntry(String(rate!.id), admin, {
      kind: "exchange_rate_set",
      recordType: "exchange_rate",
      before: { lbpPerUsd: before },
      after: { lbpPerUsd: before + 500 },
    });
    await failsWhenAuditFails("exchange_rate_set", () => setExchangeRateAsAdmin(admin.id, before + 1_000));
    expect(await currentLbpPerUsd()).toBe(before + 500);
  });

  it("a plan's new prices are written beside the old", async () => {
    const admin = await createUser(db(), { admin: true });
    const [gold] = await db().select().from(plans).where(eq(plans.id, "gold"));
    const terms = { rentalPriceUsd: 12.5, salePriceUsd: 20, durationDays: 40 };
    await updatePlan(admin.id, { planId: "gold", ...terms });
    await expectOneEntry("gold", admin, {
      kind: "plan_updated",
      recordType: "plan",
      before: { rentalPriceUsd: gold!.rentalPriceUsd, salePriceUsd: gold!.salePriceUsd, durationDays: gold!.durationDays },
      after: terms,
    });
    await failsWhenAuditFails("gold", () => updatePlan(admin.id, { planId: "gold", rentalPriceUsd: 1, salePriceUsd: 1, durationDays: 1 }));
    expect((await db().select().from(plans).where(eq(plans.id, "gold")))[0]).toMatchObject(terms);
  });

  it("a setting's new value is written beside the old", async () => {
    const admin = await createUser(db(), { admin: true });
    await saveBoostSettings(admin.id, { priceUsd: 3, cooldownHours: 12 });
    await expectOneEntry("boost", admin, {
      kind: "setting_updated",
      recordType: "setting",
      before: null,
      after: { value: { priceUsd: 3, cooldownHours: 12 } },
    });
    await failsWhenAuditFails("boost", () => saveBoostSettings(admin.id, { priceUsd: 5, cooldownHours: 1 }));
    expect((await db().select().from(appSettings).where(eq(appSettings.key, "boost")))[0]?.value).toEqual({ priceUsd: 3, cooldownHours: 12 });
  });

  it("a report resolved or dismissed is written", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const [first, second] = await db()
      .insert(listingReports)
      .values([
        { propertyId: listing.id, reason: "scam" },
        { propertyId: listing.id, reason: "duplicate" },
      ])
      .returning({ id: listingReports.id });
    await decideListingReport(admin.id, first!.id, "resolved");
    await expectOneEntry(first!.id, admin, { kind: "report_resolved", recordType: "report", before: { status: "open" }, after: { status: "resolved" } });
    await failsWhenAuditFails(second!.id, () => decideListingReport(admin.id, second!.id, "dismissed"));
    expect((await db().select().from(listingReports).where(eq(listingReports.id, second!.id)))[0]?.status).toBe("open");
    await decideListingReport(admin.id, second!.id, "dismissed");
    expect((await entriesOf(second!.id))[0]?.kind).toBe("report_dismissed");
  });
});

describe("the table and the list", () => {
  it("refuses UPDATE, DELETE and TRUNCATE of any row", async () => {
    const admin = await createUser(db(), { admin: true });
    const user = await createUser(db());
    await setAdminRole(admin.id, user.id, true);
    const [entry] = await entriesOf(user.id);
    const refused = async (statement: Promise<unknown>) => String(((await statement.catch((error: unknown) => error)) as { cause?: Error })?.cause?.message);
    expect(await refused(db().update(adminAudit).set({ reason: "edited" }).where(eq(adminAudit.id, entry!.id)))).toContain("append-only: UPDATE refused");
    expect(await refused(db().delete(adminAudit).where(eq(adminAudit.id, entry!.id)))).toContain("append-only: DELETE refused");
    expect(await refused(db().execute(sql`truncate admin_audit`))).toContain("append-only: TRUNCATE refused");
    expect(await entriesOf(user.id)).toEqual([entry]);
  });

  it("lists newest first with filters by admin, kind, record and Beirut days, and only for admins", async () => {
    const admin = await createUser(db(), { admin: true, email: `audit-lister-${crypto.randomUUID().slice(0, 6)}@example.com` });
    const user = await createUser(db());
    await setAdminRole(admin.id, user.id, true);
    await setVerifiedOwner(admin.id, user.id, true);

    const mine = await listAdminAudit(admin.id, { admin: admin.email.slice(0, 18).toUpperCase() }, 1);
    expect(mine.entries.map((entry) => entry.kind)).toEqual(["owner_verified", "role_granted"]);
    expect(mine.total).toBe(2);
    expect((await listAdminAudit(admin.id, { admin: admin.email, kind: "role_granted" }, 1)).entries).toEqual([
      expect.objectContaining({
        kind: "role_granted",
        recordType: "user",
        recordId: user.id,
        adminEmail: admin.email,
        before: { admin: false },
        after: { admin: true },
      }),
    ]);
    expect((await listAdminAudit(admin.id, { record: user.id }, 1)).total).toBe(2);
    expect((await listAdminAudit(admin.id, { admin: "%" }, 1)).total).toBe(0);
    expect((await listAdminAudit(admin.id, { admin: admin.email, to: "2000-01-01" }, 1)).total).toBe(0);
    expect((await listAdminAudit(admin.id, { admin: admin.email, from: "2000-01-01", to: "2999-12-31" }, 1)).total).toBe(2);

    expect(await refusal(listAdminAudit(user.id, {}, 1))).toBe("allowed");
    const stranger = await createUser(db());
    expect(await refusal(listAdminAudit(stranger.id, {}, 1))).toBe("forbidden");
  });
});
