import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { type Lease } from "../../domain/tenancy.ts";
import { money, toMinor } from "../../domain/money.ts";

/** An amount as the rent account carries it: US dollars in whole minor units. */
const usd = (amount: number) => money(toMinor(amount), "USD");
import { DAY_MS, addDays, addMonths } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { accounts, rentCharges, tenancyNotices } from "../../server/db/schema.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { db } from "../../server/runtime.server.ts";
import { acceptInvitation, readInvitation } from "../../server/tenants/accept-invitation.server.ts";
import { createRentCharges } from "../../server/tenants/create-rent-charges.server.ts";
import { declarePayment } from "../../server/tenants/declare-payment.server.ts";
import { endTenancy } from "../../server/tenants/end-tenancy.server.ts";
import { inviteTenant } from "../../server/tenants/invite-tenant.server.ts";
import { leaseStartNotify } from "../../server/tenants/lease-start-notify.server.ts";
import { linkTenant } from "../../server/tenants/link-tenant.server.ts";
import { listInvitations } from "../../server/tenants/list-invitations.server.ts";
import { resendInvitation, revokeInvitation } from "../../server/tenants/manage-invitation.server.ts";
import { readPaymentProof, readReceipt } from "../../server/tenants/payment-files.server.ts";
import { readRentAccounts } from "../../server/tenants/rent-account.server.ts";
import { recordLease } from "../../server/tenants/record-lease.server.ts";
import { recordPayment } from "../../server/tenants/record-payment.server.ts";
import { sendRentReminders } from "../../server/tenants/rent-reminders.server.ts";
import { reviewRentPayment } from "../../server/tenants/review-rent-payment.server.ts";
import { requireTenancyAccess } from "../../server/tenants/tenancy-access.server.ts";
import { listNotices } from "../../server/tenants/tenancy-notices.server.ts";
import { refusal } from "../support/refusal.ts";
import { startTestJobs } from "../support/jobs.ts";
import { linkIn, startSmtpServer } from "../support/smtp.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const lease = (start: string, overrides: Partial<Lease> = {}): Lease => ({
  leaseStart: start,
  leaseEnd: addDays(addMonths(start, 36), -1),
  rentAmount: 500,
  unit: "USD",
  paymentFrequency: "monthly",
  dueDay: 5,
  deposit: 1000,
  ...overrides,
});

/** A landlord's rental with one linked tenant, and the people who must be refused. */
async function tenancy() {
  const landlord = await createUser(db(), { firstName: "Rami" });
  const tenant = await createUser(db(), { firstName: "Lina", locale: "fr" });
  const listing = await createListing(db(), { ownerId: landlord.id, status: "Approved", title: "Flat in Hamra" });
  await createTenancy(db(), { propertyId: listing.id, tenantId: tenant.id, lease: null });
  // Another tenancy: its landlord and its tenant are strangers here.
  const otherLandlord = await createUser(db());
  const otherTenant = await createUser(db());
  const otherListing = await createListing(db(), { ownerId: otherLandlord.id, status: "Approved" });
  await createTenancy(db(), { propertyId: otherListing.id, tenantId: otherTenant.id });
  return { landlord, tenant, listing, otherLandlord, otherTenant, otherListing };
}

describe("who may see a tenancy", () => {
  it("the landlord and the linked tenant; another tenant, another landlord and a stranger get not_found", async () => {
    const t = await tenancy();
    const stranger = await createUser(db());
    expect((await requireTenancyAccess(t.landlord.id, t.listing.id)).role).toBe("landlord");
    expect((await requireTenancyAccess(t.tenant.id, t.listing.id)).role).toBe("tenant");
    for (const outsider of [t.otherLandlord, t.otherTenant, stranger]) expect(await refusal(requireTenancyAccess(outsider.id, t.listing.id))).toBe("not_found");
    expect(await refusal(requireTenancyAccess(t.landlord.id, "not-a-uuid"))).toBe("not_found");
  });

  it("a former tenant reads for two years after the end date, then gets not_found", async () => {
    const t = await tenancy();
    await endTenancy(t.landlord.id, t.listing.id, t.tenant.id, { endedOn: "2026-01-31", depositOutcome: "returned" });
    expect((await requireTenancyAccess(t.tenant.id, t.listing.id, db(), new Date("2026-01-30T12:00:00Z"))).role).toBe("tenant");
    expect((await requireTenancyAccess(t.tenant.id, t.listing.id, db(), new Date("2026-02-01T12:00:00Z"))).role).toBe("former-tenant");
    expect((await requireTenancyAccess(t.tenant.id, t.listing.id, db(), new Date("2028-01-30T12:00:00Z"))).role).toBe("former-tenant");
    expect(await refusal(requireTenancyAccess(t.tenant.id, t.listing.id, db(), new Date("2028-01-31T12:00:00Z")))).toBe("not_found");
  });
});

describe("invitations", () => {
  it("mail a link that links the invited address once; used, revoked, expired and mistargeted links say so", async () => {
    const t = await tenancy();
    const invitee = await createUser(db(), { email: "invitee@example.com" });
    await inviteTenant(t.landlord.id, t.listing.id, { tenantName: "Nour", tenantEmail: invitee.email, tenantPhone: "", locale: "ar" });
    const mail = await smtp.waitFor(invitee.email, /مالك العقار/);
    const token = linkIn(mail, "http").split("/tenant-invitation/")[1]!;
    expect((await readInvitation(token)).tenantEmail).toBe(invitee.email);
    expect(await refusal(acceptInvitation(token, { id: t.otherTenant.id, email: "someone-else@example.com" }))).toBe("invitation_wrong_account");
    expect(await acceptInvitation(token, { id: invitee.id, email: invitee.email })).toEqual({ propertyId: t.listing.id });
    expect((await requireTenancyAccess(invitee.id, t.listing.id)).role).toBe("tenant");
    expect(await refusal(readInvitation(token))).toBe("invitation_used");
    expect(await refusal(readInvitation("x".repeat(43)))).toBe("invitation_unknown");

    const later = await createUser(db(), { email: "later@example.com" });
    const { id } = await inviteTenant(t.landlord.id, t.listing.id, { tenantName: "Later", tenantEmail: later.email, tenantPhone: "", locale: "en" });
    const first = linkIn(await smtp.waitFor(later.email, /invites you/), "http").split("/tenant-invitation/")[1]!;
    expect(await refusal(readInvitation(first, new Date(Date.now() + 15 * DAY_MS)))).toBe("invitation_expired");
    expect((await listInvitations(t.landlord.id, t.listing.id)).map((line) => [line.tenantEmail, line.state])).toEqual([[later.email, "pending"]]);
    await resendInvitation(t.landlord.id, t.listing.id, id);
    // The old link stops working once a new one is sent.
    expect(await refusal(readInvitation(first))).toBe("invitation_unknown");
    await revokeInvitation(t.landlord.id, t.listing.id, id);
    expect(await listInvitations(t.landlord.id, t.listing.id)).toEqual([]);
    await expect.poll(() => smtp.mails.filter((received) => received.to.includes(later.email)).length, { timeout: 15_000 }).toBe(2);
    const resent = smtp.mails.filter((received) => received.to.includes(later.email)).at(-1)!;
    expect(await refusal(readInvitation(linkIn(resent, "http").split("/tenant-invitation/")[1]!))).toBe("invitation_revoked");
  });

  it("tenantproperty links oneself through a pending invitation only, and co-tenants share a property", async () => {
    const t = await tenancy();
    const coTenant = await createUser(db());
    expect(await refusal(linkTenant(coTenant.id, coTenant.id, t.listing.id))).toBe("not_found");
    await inviteTenant(t.landlord.id, t.listing.id, { tenantName: "Co", tenantEmail: coTenant.email, tenantPhone: "", locale: "en" });
    expect(await refusal(linkTenant(t.otherTenant.id, coTenant.id, t.listing.id))).toBe("not_found");
    expect(await linkTenant(coTenant.id, coTenant.id, t.listing.id)).toBe("tenant");
    expect(await linkTenant(t.landlord.id, t.landlord.id, t.listing.id)).toBe("landlord");
    expect((await readRentAccounts(t.landlord.id, await requireTenancyAccess(t.landlord.id, t.listing.id))).length).toBe(2);
  });

  it("only the listing's landlord invites, resends or revokes", async () => {
    const t = await tenancy();
    const { id } = await inviteTenant(t.landlord.id, t.listing.id, { tenantName: "A", tenantEmail: "a-tenant@example.com", tenantPhone: "", locale: "en" });
    // The tenant knows the tenancy and is told no; anyone else learns nothing.
    for (const [outsider, code] of [
      [t.tenant, "forbidden"],
      [t.otherLandlord, "not_found"],
      [t.otherTenant, "not_found"],
    ] as const) {
      expect(await refusal(inviteTenant(outsider.id, t.listing.id, { tenantName: "X", tenantEmail: "x@example.com", tenantPhone: "", locale: "en" }))).toBe(
        code,
      );
      expect(await refusal(resendInvitation(outsider.id, t.listing.id, id))).toBe(code);
      expect(await refusal(revokeInvitation(outsider.id, t.listing.id, id))).toBe(code);
      expect(await refusal(listInvitations(outsider.id, t.listing.id))).toBe(code);
    }
    expect(
      await refusal(
        inviteTenant(t.landlord.id, t.listing.id, { tenantName: "Lina", tenantEmail: (await emailOf(t.tenant.id))!, tenantPhone: "", locale: "en" }),
      ),
    ).toBe("already_tenant");
  });

  it("mails one address five invitations a day at most", async () => {
    const t = await tenancy();
    const invite = () => inviteTenant(t.landlord.id, t.listing.id, { tenantName: "Spam", tenantEmail: "target@example.com", tenantPhone: "", locale: "en" });
    for (let sent = 0; sent < 5; sent++) await invite();
    expect(await refusal(invite())).toBe("rate_limited");
  });
});

async function emailOf(userId: string) {
  const { users } = await import("../../server/db/schema.ts");
  return (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
}

describe("the lease and the rent account", () => {
  it("refuses the lease-start notice before a lease, then mails it and lists it", async () => {
    const t = await tenancy();
    expect(await refusal(leaseStartNotify(t.landlord.id, t.listing.id, t.tenant.id))).toBe("lease_required");
    await recordLease(t.landlord.id, t.listing.id, t.tenant.id, lease(beirutDay()));
    for (const [outsider, code] of [
      [t.tenant, "forbidden"],
      [t.otherLandlord, "not_found"],
      [t.otherTenant, "not_found"],
    ] as const) {
      expect(await refusal(leaseStartNotify(outsider.id, t.listing.id, t.tenant.id))).toBe(code);
      expect(await refusal(recordLease(outsider.id, t.listing.id, t.tenant.id, lease(beirutDay())))).toBe(code);
    }
    await leaseStartNotify(t.landlord.id, t.listing.id, t.tenant.id);
    await smtp.waitFor((await emailOf(t.tenant.id))!, /Votre bail est enregistré/);
    const notices = await listNotices(t.tenant.id, await requireTenancyAccess(t.tenant.id, t.listing.id));
    expect(notices.map((notice) => notice.kind)).toEqual(["lease_start"]);
    // The other tenancy's notices are not this one's.
    expect(await listNotices(t.otherTenant.id, await requireTenancyAccess(t.otherTenant.id, t.otherListing.id))).toEqual([]);
  });

  it("the charges job makes each period exactly once, run twice and by two instances at once", async () => {
    const t = await tenancy();
    const start = addMonths(beirutDay(), -5);
    const terms = lease(start);
    await db()
      .update(accounts)
      .set({ ...terms, rentAmount: toMinor(terms.rentAmount), deposit: toMinor(terms.deposit) })
      .where(eq(accounts.userId, t.tenant.id));
    await Promise.all([createRentCharges(), createRentCharges(), createRentCharges()]);
    await createRentCharges();
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, t.tenant.id));
    const charges = await db().select().from(rentCharges).where(eq(rentCharges.accountId, account!.id));
    const starts = charges.map((charge) => charge.periodStart).sort();
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts[0]).toBe(start);
    expect(starts.length).toBeGreaterThanOrEqual(6);
    expect(starts.length).toBeLessThanOrEqual(7);
  });

  it("payments: an LBP payment at its own rate, a declared one confirmed, receipts numbered, standing and balance", async () => {
    const t = await tenancy();
    const start = addMonths(`${beirutDay().slice(0, 8)}01`, -2);
    await recordLease(t.landlord.id, t.listing.id, t.tenant.id, lease(start));
    // 500 USD in lira at 89,500: the first period paid.
    const first = await recordPayment(t.landlord.id, t.listing.id, t.tenant.id, {
      paidOn: addDays(start, 3),
      amount: 44_750_000,
      unit: "LBP",
      method: "omt",
      lbpPerUsd: 89_500,
    });
    expect(first.receiptNumber).toBe(1);
    const declared = await declarePayment(
      t.tenant.id,
      t.listing.id,
      { paidOn: addDays(start, 40), amount: 200, unit: "USD", method: "cheque", chequeNumber: "0012", chequeDate: addDays(start, 40) },
      PDF,
    );
    expect(
      await refusal(declarePayment(t.tenant.id, t.listing.id, { paidOn: start, amount: 1, unit: "USD", method: "cash" }, new TextEncoder().encode("<html>"))),
    ).toBe("proof_rejected");
    for (const [outsider, code] of [
      [t.tenant, "forbidden"],
      [t.otherLandlord, "not_found"],
      [t.otherTenant, "not_found"],
    ] as const) {
      expect(await refusal(recordPayment(outsider.id, t.listing.id, t.tenant.id, { paidOn: start, amount: 1, unit: "USD", method: "cash" }))).toBe(code);
      expect(await refusal(reviewRentPayment(outsider.id, t.listing.id, declared.id, "confirm"))).toBe(code);
    }
    for (const outsider of [t.otherLandlord, t.otherTenant]) {
      expect(await refusal(declarePayment(outsider.id, t.listing.id, { paidOn: start, amount: 1, unit: "USD", method: "cash" }, PDF))).toBe("not_found");
      expect(await refusal(readPaymentProof(outsider.id, t.listing.id, declared.id))).toBe("not_found");
      expect(await refusal(readReceipt(outsider.id, t.listing.id, declared.id))).toBe("not_found");
      // The other landlord asking through their own property learns nothing either.
      expect(await refusal(readPaymentProof(outsider.id, t.otherListing.id, declared.id))).toBe("not_found");
    }
    expect((await readPaymentProof(t.landlord.id, t.listing.id, declared.id)).contentType).toBe("application/pdf");
    expect(await refusal(readReceipt(t.tenant.id, t.listing.id, declared.id))).toBe("not_found");
    await reviewRentPayment(t.landlord.id, t.listing.id, declared.id, "confirm");
    expect(await refusal(reviewRentPayment(t.landlord.id, t.listing.id, declared.id, "confirm"))).toBe("payment_not_pending");
    expect((await readReceipt(t.tenant.id, t.listing.id, declared.id)).payment.receiptNumber).toBe(2);

    const [mine] = await readRentAccounts(t.tenant.id, await requireTenancyAccess(t.tenant.id, t.listing.id));
    expect(mine!.payments.map((payment) => payment.credited)).toEqual([usd(500), usd(200)]);
    expect(mine!.charges.slice(0, 3).map((charge) => charge.status)).toEqual([
      "paid",
      "partly_paid",
      beirutDay() > mine!.charges[2]!.dueOn ? "overdue" : "unpaid",
    ]);
    const due = mine!.charges.filter((charge) => charge.dueOn <= beirutDay()).length;
    expect(mine!.balance).toEqual(usd(due * 500 - 700));
    // Another tenant's account is not in what they read.
    expect(
      (await readRentAccounts(t.otherTenant.id, await requireTenancyAccess(t.otherTenant.id, t.otherListing.id))).map((account) => account.tenantId),
    ).toEqual([t.otherTenant.id]);
  });

  it("reminders go out once per charge, whatever the number of runs", async () => {
    const t = await tenancy();
    await recordLease(t.landlord.id, t.listing.id, t.tenant.id, lease(addMonths(beirutDay(), -1)));
    await Promise.all([sendRentReminders(), sendRentReminders()]);
    await sendRentReminders();
    const notices = await db().select().from(tenancyNotices).where(eq(tenancyNotices.userId, t.tenant.id));
    const charges = await db().select().from(rentCharges).innerJoin(accounts, eq(accounts.id, rentCharges.accountId)).where(eq(accounts.userId, t.tenant.id));
    const overdue = charges.filter((row) => row.rent_charges.overdueReminderSentAt).length;
    expect(overdue).toBeGreaterThanOrEqual(1);
    expect(notices.filter((notice) => notice.kind === "rent_overdue").length).toBe(overdue);
    await smtp.waitFor((await emailOf(t.tenant.id))!, /Loyer en retard/);
  });

  it("ending settles the deposit: applied to arrears with a receipt, kept in part with a reason, the rest returned; only the landlord ends", async () => {
    const t = await tenancy();
    const start = addMonths(`${beirutDay().slice(0, 8)}01`, -3);
    await recordLease(t.landlord.id, t.listing.id, t.tenant.id, lease(start, { deposit: 800 }));
    const end = { endedOn: beirutDay(), depositOutcome: "applied_to_arrears" as const };
    for (const [outsider, code] of [
      [t.tenant, "forbidden"],
      [t.otherLandlord, "not_found"],
      [t.otherTenant, "not_found"],
    ] as const)
      expect(await refusal(endTenancy(outsider.id, t.listing.id, t.tenant.id, end))).toBe(code);
    expect(
      await refusal(
        endTenancy(t.landlord.id, t.listing.id, t.tenant.id, {
          endedOn: beirutDay(),
          depositOutcome: "kept_in_part",
          depositKept: 900,
          depositKeptReason: "Paint",
        }),
      ),
    ).toBe("deposit_kept_too_much");
    const access = await requireTenancyAccess(t.landlord.id, t.listing.id);
    const [before] = await readRentAccounts(t.landlord.id, access);
    expect(before!.balance.minor).toBeGreaterThanOrEqual(150_000);
    await endTenancy(t.landlord.id, t.listing.id, t.tenant.id, end);
    // The tenant reads the same lines: 800 from the deposit against the arrears, with a receipt, nothing returned.
    const [after] = await readRentAccounts(t.tenant.id, await requireTenancyAccess(t.tenant.id, t.listing.id));
    const fromDeposit = after!.payments.find((payment) => payment.method === "deposit")!;
    expect(fromDeposit).toMatchObject({ status: "confirmed", amount: usd(800), credited: usd(800), receiptNumber: 1 });
    // Less what the deposit paid, and less the days of this month after the end (its charge prorated: decision 0077).
    const due = (account: typeof before) =>
      account!.charges.filter((charge) => charge.dueOn <= beirutDay()).reduce((sum, charge) => sum + charge.amount.minor, 0);
    expect(after!.balance.minor).toBe(before!.balance.minor - 80_000 - (due(before) - due(after)));
    expect(after!.depositSettlement).toEqual({ returned: usd(0), kept: usd(0), keptReason: "" });
    expect((await readReceipt(t.tenant.id, t.listing.id, fromDeposit.id)).payment.method).toBe("deposit");

    // Kept in part with its reason, the rest returned.
    const other = await tenancy();
    await recordLease(other.landlord.id, other.listing.id, other.tenant.id, lease(beirutDay(), { deposit: 1000 }));
    await endTenancy(other.landlord.id, other.listing.id, other.tenant.id, {
      endedOn: addDays(beirutDay(), 30),
      depositOutcome: "kept_in_part",
      depositKept: 250,
      depositKeptReason: "Broken window",
    });
    const [kept] = await readRentAccounts(other.tenant.id, await requireTenancyAccess(other.tenant.id, other.listing.id));
    expect(kept!.depositSettlement).toEqual({ returned: usd(750), kept: usd(250), keptReason: "Broken window" });
    expect(kept!.payments).toEqual([]);
  });

  it("the last month is charged for the days of the tenancy, the deposit pays the arrears, and the receipt says so (decision 0077)", async () => {
    const t = await tenancy();
    await recordLease(t.landlord.id, t.listing.id, t.tenant.id, lease("2025-01-01", { rentAmount: 750, deposit: 1000, dueDay: 1 }));
    await endTenancy(t.landlord.id, t.listing.id, t.tenant.id, { endedOn: "2025-03-12", depositOutcome: "applied_to_arrears" });
    // The charges job runs again after the end: it adds nothing, and the prorated charge stays.
    await createRentCharges();
    const [account] = await readRentAccounts(t.tenant.id, await requireTenancyAccess(t.tenant.id, t.listing.id));
    expect(account!.charges.map((charge) => [charge.periodStart, charge.periodEnd, charge.amount])).toEqual([
      ["2025-01-01", "2025-01-31", usd(750)],
      ["2025-02-01", "2025-02-28", usd(750)],
      ["2025-03-01", "2025-03-12", usd(290.32)],
    ]);
    // Owed 1,790.32: the whole deposit goes to it, 790.32 stays owed, nothing is returned.
    expect(account!.balance).toEqual(usd(790.32));
    expect(account!.depositSettlement).toEqual({ returned: usd(0), kept: usd(0), keptReason: "" });
    const fromDeposit = account!.payments.find((payment) => payment.method === "deposit")!;
    expect(fromDeposit).toMatchObject({ amount: usd(1000), paidOn: "2025-03-12" });
    expect((await readReceipt(t.tenant.id, t.listing.id, fromDeposit.id)).proratedPeriod).toMatchObject({
      periodStart: "2025-03-01",
      periodEnd: "2025-03-12",
      days: 12,
      ofDays: 31,
      amount: usd(290.32),
    });

    // A tenancy ended ahead of a period not charged yet: the job charges it for its days only.
    const ahead = await tenancy();
    const start = `${beirutDay().slice(0, 8)}01`;
    await recordLease(ahead.landlord.id, ahead.listing.id, ahead.tenant.id, lease(start, { rentAmount: 600, deposit: 0, dueDay: 1 }));
    const lastStart = addMonths(start, 3);
    await endTenancy(ahead.landlord.id, ahead.listing.id, ahead.tenant.id, { endedOn: addDays(lastStart, 9), depositOutcome: "returned" });
    await createRentCharges(new Date(Date.parse(`${lastStart}T12:00:00Z`)));
    const [later] = await readRentAccounts(ahead.landlord.id, await requireTenancyAccess(ahead.landlord.id, ahead.listing.id));
    const last = later!.charges.at(-1)!;
    expect([last.periodStart, last.periodEnd]).toEqual([lastStart, addDays(lastStart, 9)]);
    const days = Math.round((Date.parse(addMonths(lastStart, 1)) - Date.parse(lastStart)) / DAY_MS);
    expect(last.amount).toEqual(money(Math.round((60_000 * 10) / days), "USD"));
  });

  it("an ended tenancy is read-only for its former tenant and charges no period after the end", async () => {
    const t = await tenancy();
    const start = addMonths(beirutDay(), -3);
    await recordLease(t.landlord.id, t.listing.id, t.tenant.id, lease(start));
    expect(await refusal(endTenancy(t.tenant.id, t.listing.id, t.tenant.id, { endedOn: beirutDay(), depositOutcome: "returned" }))).toBe("forbidden");
    await endTenancy(t.landlord.id, t.listing.id, t.tenant.id, { endedOn: addDays(beirutDay(), -1), depositOutcome: "returned" });
    expect(await refusal(endTenancy(t.landlord.id, t.listing.id, t.tenant.id, { endedOn: beirutDay(), depositOutcome: "returned" }))).toBe("tenancy_ended");
    expect(await refusal(declarePayment(t.tenant.id, t.listing.id, { paidOn: start, amount: 1, unit: "USD", method: "cash" }, PDF))).toBe("tenancy_ended");
    expect(await refusal(recordLease(t.landlord.id, t.listing.id, t.tenant.id, lease(start)))).toBe("tenancy_ended");
    await createRentCharges();
    const [account] = await readRentAccounts(t.tenant.id, await requireTenancyAccess(t.tenant.id, t.listing.id));
    expect(account!.charges.length).toBeGreaterThanOrEqual(3);
    expect(account!.charges.every((charge) => charge.periodStart <= addDays(beirutDay(), -1))).toBe(true);
  });
});
