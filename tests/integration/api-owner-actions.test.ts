import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { properties, rentPayments, tenantInvitations } from "../../server/db/schema.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { db } from "../../server/runtime.server.ts";
import { EXAMPLE_DECLARED_RENT_PAYMENTS, EXAMPLE_INVITATIONS, EXAMPLE_LIFECYCLE_LISTINGS, EXAMPLE_LISTING_ID } from "../../server/api/functions/examples.ts";
import { callFunction, createExampleFixture, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

// Issue 28's functions that write to a listing, a plan, credits or a tenancy: another user's call
// with the documented example is refused as the web refuses it (404) and changes nothing; the
// owner's does what the web action does.

const api = await startApi();
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const asOwner = await sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const asOther = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const asTenant = await sessionHeaders(api.url, fixture.tenant.email, fixture.tenant.password);

const OWNER_WRITES = [
  "updateProperty",
  "setPropertyVisibility",
  "renewProperty",
  "activateProperty",
  "boostProperty",
  "cancelMembership",
  "deleteProperty",
  "changePlan",
  "applyCredits",
  "editCredits",
  "recordLease",
  "recordRentPayment",
  "confirmRentPayment",
  "rejectRentPayment",
  "endTenancy",
  "resendInvitation",
  "revokeInvitation",
  "setInspectionPublic",
];
const byName = (name: string) => API_FUNCTIONS.find((fn) => fn.name === name)!;

const listingRows = async () =>
  Object.fromEntries(
    (await db().select().from(properties)).map((row) => [
      row.id,
      { status: row.status, flag: row.flag, visible: row.visible, plan: row.planId, market: row.marketDate, inspectionPublic: row.inspectionPublic },
    ]),
  );
const invitationRows = async () =>
  (await db().select().from(tenantInvitations)).map((row) => ({ id: row.id, token: row.tokenHash, expires: row.expiresAt, revoked: row.revokedAt }));
const rentRows = async () => (await db().select().from(rentPayments)).map((row) => ({ id: row.id, status: row.status }));
const balance = async (headers: Record<string, string>) => (await (await callFunction(api.url, "credits", {}, headers)).json()).balanceUsd as number;

describe("another user's call is refused and changes nothing", () => {
  it.each(OWNER_WRITES)("%s: 404 for another user; the tenant is refused too", async (name) => {
    const before = { listings: await listingRows(), rent: await rentRows(), credits: await balance(asOwner), invitations: await invitationRows() };
    // The tenant knows their tenancy: its landlord's records are forbidden to them (403), as on the web.
    const { input } = byName(name).example as { input: { PropertyID: string } };
    const tenantCode = byName(name).tag === "Tenancies" && input.PropertyID === EXAMPLE_LISTING_ID ? "forbidden" : "not_found";
    for (const [headers, code] of [
      [asOther, "not_found"],
      [asTenant, tenantCode],
    ] as const) {
      const response = await callFunction(api.url, name, byName(name).example.input, headers);
      expect((await response.json()).error?.code, name).toBe(code);
    }
    expect({ listings: await listingRows(), rent: await rentRows(), credits: await balance(asOwner), invitations: await invitationRows() }).toEqual(before);
  });

  it("editableProperty, receipt: another user's listing and payment are not found", async () => {
    for (const name of ["editableProperty", "receipt"]) {
      const response = await callFunction(api.url, name, byName(name).example.input, asOther);
      expect(response.status, name).toBe(404);
    }
  });

  it("credits and payments answer the caller's own, never the owner's", async () => {
    // A user with no money of their own sees none; the other user (the admin examples' payer) only theirs.
    const stranger = await createUser(db());
    const asStranger = await sessionHeaders(api.url, stranger.email, stranger.password);
    const credits = await (await callFunction(api.url, "credits", {}, asStranger)).json();
    expect(credits).toMatchObject({ balanceUsd: 0, ledger: [], total: 0 });
    expect((await (await callFunction(api.url, "payments", {}, asStranger)).json()).results).toEqual([]);
    const theirs = (await (await callFunction(api.url, "payments", {}, asOther)).json()).results as Array<{ buyer: { id: string } }>;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((payment) => payment.buyer.id === fixture.other.id)).toBe(true);
  });
});

describe("the owner's calls do what the web's actions do", () => {
  it("updateProperty sends an approved listing back to review with Flag Edit and saves the new fields", async () => {
    const editable = await (await callFunction(api.url, "editableProperty", { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.edit }, asOwner)).json();
    expect(editable.Status).toBe("Approved");
    const response = await callFunction(api.url, "updateProperty", byName("updateProperty").example.input, asOwner);
    expect(await response.json()).toMatchObject({ success: true, Status: "Pending Approval", Flag: "Edit", Visible: false });
    const [row] = await db().select().from(properties).where(eq(properties.id, EXAMPLE_LIFECYCLE_LISTINGS.edit));
    expect(row).toMatchObject({ status: "Pending Approval", flag: "Edit", price: 650, title: "Sunny flat with a sea view" });
  });

  it("updateProperty refuses the form's own rules and names the payload's field", async () => {
    const { input } = byName("updateProperty").example as { input: { Property: object } };
    const response = await callFunction(api.url, "updateProperty", { ...input, Property: { ...input.Property, paymentfrequency: undefined } }, asOwner);
    expect(response.status).toBe(400);
    expect((await response.json()).error.detail).toContain("Property.paymentfrequency");
  });

  it("boostProperty charges the boost price once, a retry with its key replays, a second boost waits out the cooldown", async () => {
    const before = await balance(asOwner);
    const headers = { ...asOwner, "idempotency-key": "boost-once" };
    const first = await (await callFunction(api.url, "boostProperty", { PropertyID: EXAMPLE_LISTING_ID }, headers)).json();
    expect(first).toMatchObject({ success: true, priceUsd: 2, balanceUsd: before - 2 });
    const replay = await callFunction(api.url, "boostProperty", { PropertyID: EXAMPLE_LISTING_ID }, headers);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await balance(asOwner)).toBe(before - 2);
    const again = await callFunction(api.url, "boostProperty", { PropertyID: EXAMPLE_LISTING_ID }, asOwner);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("boost_cooldown");
  });

  it("confirmRentPayment gives the declared payment its receipt; a second review is refused", async () => {
    const { input } = byName("confirmRentPayment").example;
    expect((await callFunction(api.url, "confirmRentPayment", input, asOwner)).status).toBe(200);
    const [row] = await db().select().from(rentPayments).where(eq(rentPayments.id, EXAMPLE_DECLARED_RENT_PAYMENTS.confirm));
    expect(row).toMatchObject({ status: "confirmed", receiptNumber: expect.any(Number) });
    const second = await callFunction(api.url, "rejectRentPayment", input, asOwner);
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe("payment_not_pending");
  });

  it("recordRentPayment refuses a cheque without its number and date, as the web form does", async () => {
    const response = await callFunction(
      api.url,
      "recordRentPayment",
      { PropertyID: EXAMPLE_LISTING_ID, TenantID: fixture.tenant.id, paidOn: "2026-11-05", amount: 1400, unit: "USD", method: "cheque" },
      asOwner,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.detail).toContain("chequeNumber");
  });

  it("resendInvitation gives the invitation a new link; revokeInvitation withdraws it, once", async () => {
    const invitation = async (id: string) => (await db().select().from(tenantInvitations).where(eq(tenantInvitations.id, id)))[0]!;
    const before = await invitation(EXAMPLE_INVITATIONS.resend.id);
    expect((await callFunction(api.url, "resendInvitation", byName("resendInvitation").example.input, asOwner)).status).toBe(200);
    expect((await invitation(EXAMPLE_INVITATIONS.resend.id)).tokenHash).not.toBe(before.tokenHash);
    expect((await callFunction(api.url, "revokeInvitation", byName("revokeInvitation").example.input, asOwner)).status).toBe(200);
    expect((await invitation(EXAMPLE_INVITATIONS.revoke.id)).revokedAt).not.toBeNull();
    const again = await callFunction(api.url, "revokeInvitation", byName("revokeInvitation").example.input, asOwner);
    expect(again.status).toBe(404);
    const resendRevoked = await callFunction(
      api.url,
      "resendInvitation",
      { PropertyID: EXAMPLE_LISTING_ID, InvitationID: EXAMPLE_INVITATIONS.revoke.id },
      asOwner,
    );
    expect(resendRevoked.status).toBe(404);
  });

  it("setInspectionPublic shows the latest inspection on the listing, and hides it again", async () => {
    const shown = async () => (await db().select().from(properties).where(eq(properties.id, EXAMPLE_LISTING_ID)))[0]!.inspectionPublic;
    expect((await callFunction(api.url, "setInspectionPublic", { PropertyID: EXAMPLE_LISTING_ID, shown: true }, asOwner)).status).toBe(200);
    expect(await shown()).toBe(true);
    expect((await callFunction(api.url, "setInspectionPublic", { PropertyID: EXAMPLE_LISTING_ID, shown: false }, asOwner)).status).toBe(200);
    expect(await shown()).toBe(false);
  });
});
