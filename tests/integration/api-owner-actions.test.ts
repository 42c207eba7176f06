import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { authAccounts, bankInformations, mailPreferences, properties, rentPayments, sessions, tenantInvitations, users } from "../../server/db/schema.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { db } from "../../server/runtime.server.ts";
import {
  EXAMPLE_BULK_RENEW_LISTINGS,
  EXAMPLE_DECLARED_RENT_PAYMENTS,
  EXAMPLE_INVITATIONS,
  EXAMPLE_LIFECYCLE_LISTINGS,
  EXAMPLE_LISTING_ID,
} from "../../server/api/functions/examples.ts";
import { callFunction, cookieHeaders, createExampleFixture, sessionHeaders } from "../support/api.ts";
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
  "renewProperties",
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
  it("updateProperty keeps a live listing public: the new price at once, the other fields for review with Flag Edit", async () => {
    const editable = await (await callFunction(api.url, "editableProperty", { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.edit }, asOwner)).json();
    expect(editable.Status).toBe("Approved");
    const response = await callFunction(api.url, "updateProperty", byName("updateProperty").example.input, asOwner);
    expect(await response.json()).toMatchObject({ success: true, Status: "Pending Approval", Flag: "Edit", Visible: true });
    const [row] = await db().select().from(properties).where(eq(properties.id, EXAMPLE_LIFECYCLE_LISTINGS.edit));
    expect(row).toMatchObject({ status: "Pending Approval", flag: "Edit", price: 650, title: editable.Property.title });
    // The owner's app opens their latest version.
    const reopened = await (await callFunction(api.url, "editableProperty", { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.edit }, asOwner)).json();
    expect(reopened.Property).toMatchObject({ title: "Sunny flat with a sea view", price: 650 });
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

describe("the settings functions write the caller's own account only", () => {
  const SETTINGS_WRITES = ["setBankInformation", "setMailPreferences", "changePassword", "changeEmail"];
  /** The owner's account as the settings functions could change it. */
  const ownerAccount = async () => ({
    user: (await db().select({ email: users.email, username: users.username }).from(users).where(eq(users.id, fixture.owner.id)))[0],
    password: (await db().select({ hash: authAccounts.password }).from(authAccounts).where(eq(authAccounts.userId, fixture.owner.id)))[0],
    bank: await db().select().from(bankInformations).where(eq(bankInformations.userId, fixture.owner.id)),
    mail: await db()
      .select({ kind: mailPreferences.kind, delivery: mailPreferences.delivery })
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, fixture.owner.id)),
    sessions: (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, fixture.owner.id))).map((row) => row.id).sort(),
  });

  it.each(SETTINGS_WRITES)("%s: another user's call with the owner's example changes nothing of the owner's", async (name) => {
    const before = await ownerAccount();
    const response = await callFunction(api.url, name, byName(name).example.input, await sessionHeaders(api.url, fixture.other.email, fixture.other.password));
    const body = await response.json();
    // The example's current password is the owner's, not theirs: the password and email changes are refused.
    if (name === "changePassword" || name === "changeEmail") expect(body.error?.code, name).toBe("current_password_wrong");
    else expect(response.status, name).toBe(200);
    expect(await ownerAccount()).toEqual(before);
    expect((await callFunction(api.url, "me", {}, asOwner)).status).toBe(200);
  });

  it("setBankInformation and setMailPreferences save under the caller, and the answer shows only the IBAN's last four", async () => {
    const other = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
    const response = await callFunction(api.url, "setBankInformation", byName("setBankInformation").example.input, other);
    const text = await response.text();
    expect(JSON.parse(text).bank).toMatchObject({ iban4: "9114", bank: "Bank of Beirut" });
    expect(text.replace(/\s/g, "")).not.toContain("LB62");
    const [row] = await db().select().from(bankInformations).where(eq(bankInformations.userId, fixture.other.id));
    expect(row!.ibanEncrypted).not.toContain("LB62");
    const saved = await callFunction(api.url, "setMailPreferences", { ...(byName("setMailPreferences").example.input as object), offers: "none" }, other);
    expect((await saved.json()).preferences).toMatchObject({ offers: "none", savedSearchAlerts: "digest" });
    expect(await db().$count(mailPreferences, eq(mailPreferences.userId, fixture.owner.id))).toBe(0);
  });

  it("changePassword ends the caller's sessions and hands them a new token; the owner's stay", async () => {
    const stranger = await createUser(db());
    const old = await sessionHeaders(api.url, stranger.email, stranger.password);
    const ownerSessions = (await ownerAccount()).sessions;
    const response = await callFunction(
      api.url,
      "changePassword",
      { currentPassword: stranger.password, password: "Another-Pass2", confirmpassword: "Another-Pass2" },
      old,
    );
    const { token } = await response.json();
    expect((await callFunction(api.url, "me", {}, old)).status).toBe(401);
    expect((await (await callFunction(api.url, "me", {}, { authorization: `Bearer ${token}` })).json()).user.id).toBe(stranger.id);
    expect((await ownerAccount()).sessions).toEqual(ownerSessions);
    const mismatch = await callFunction(
      api.url,
      "changePassword",
      { currentPassword: "Another-Pass2", password: "Third-Pass3", confirmpassword: "Third-Pass4" },
      { authorization: `Bearer ${token}` },
    );
    expect((await mismatch.json()).error.detail).toContain("confirmpassword");
  });

  it("changePassword called with a browser's session cookie sets the new cookie, as the settings page does", async () => {
    const browser = await createUser(db());
    const cookie = await cookieHeaders(api.url, browser.email, browser.password);
    const response = await callFunction(
      api.url,
      "changePassword",
      { currentPassword: browser.password, password: "Another-Pass2", confirmpassword: "Another-Pass2" },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toContain("session_token=");
  });
});

describe("deleteAccount closes the caller's own account only, as the settings page does", () => {
  /** A user's account as closing it would change it: the profile, the sign-in, the sessions and the listings. */
  const accountOf = async (id: string) => ({
    user: (await db().select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt }).from(users).where(eq(users.id, id)))[0],
    signIns: await db().$count(authAccounts, eq(authAccounts.userId, id)),
    sessions: await db().$count(sessions, eq(sessions.userId, id)),
    listings: await db()
      .select({ id: properties.id, status: properties.status, deleted: properties.isDeleted })
      .from(properties)
      .where(eq(properties.ownerId, id)),
  });
  /** A user with a public listing and a session of their own. */
  const closer = async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { ownerId: user.id, status: "Approved", visible: true });
    return { user, listing, headers: await sessionHeaders(api.url, user.email, user.password) };
  };

  it("a wrong current password is refused and deletes nothing", async () => {
    const { user, headers } = await closer();
    const before = await accountOf(user.id);
    const response = await callFunction(api.url, "deleteAccount", { currentPassword: "Not-The-Pass1" }, headers);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("current_password_wrong");
    expect(await accountOf(user.id)).toEqual(before);
    expect((await callFunction(api.url, "me", {}, headers)).status).toBe(200);
  });

  it("another user's call never deletes the owner: the example's password is not theirs, and no payload names a user", async () => {
    const before = await accountOf(fixture.owner.id);
    for (const headers of [asOther, asOwner]) {
      const response = await callFunction(api.url, "deleteAccount", byName("deleteAccount").example.input, headers);
      expect((await response.json()).error?.code).toBe("current_password_wrong");
    }
    const { user, headers } = await closer();
    const naming = await callFunction(api.url, "deleteAccount", { currentPassword: user.password, userId: fixture.owner.id }, headers);
    expect(naming.status).toBe(400);
    expect((await naming.json()).error.code).toBe("invalid_payload");
    expect(await accountOf(fixture.owner.id)).toEqual(before);
    expect((await callFunction(api.url, "me", {}, asOwner)).status).toBe(200);
  });

  it("the right password closes the caller's account only: personal data gone, listings down, their token ends", async () => {
    const { user, listing, headers } = await closer();
    const other = await accountOf(fixture.other.id);
    const owner = await accountOf(fixture.owner.id);
    const response = await callFunction(api.url, "deleteAccount", { currentPassword: user.password }, headers);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ success: true, result: "success" });
    expect(await accountOf(user.id)).toEqual({
      user: { email: `deleted-${user.id}@deleted.beitna.invalid`, firstName: "", deletedAt: expect.any(Date) },
      signIns: 0,
      sessions: 0,
      listings: [{ id: listing.id, status: "Deleted", deleted: true }],
    });
    // The token that called answers 209 (its session is gone), and the account cannot sign in again.
    const stale = await callFunction(api.url, "me", {}, headers);
    expect(stale.status).toBe(401);
    expect((await stale.json()).error.code).toBe(209);
    const again = await callFunction(api.url, "signIn", { email: user.email, password: user.password });
    expect(again.status).toBe(401);
    expect((await again.json()).error.code).toBe(101);
    expect(await accountOf(fixture.other.id)).toEqual(other);
    expect(await accountOf(fixture.owner.id)).toEqual(owner);
    expect((await callFunction(api.url, "me", {}, asOwner)).status).toBe(200);
  });
});

describe("renewProperties renews the owner's Free, Expired listings together", () => {
  const statuses = async () =>
    (await db().select({ id: properties.id, status: properties.status, flag: properties.flag }).from(properties)).filter((row) =>
      (EXAMPLE_BULK_RENEW_LISTINGS as readonly string[]).includes(row.id),
    );

  it("all or nothing: with another user's listing among them, none is renewed", async () => {
    const before = await statuses();
    const response = await callFunction(api.url, "renewProperties", { PropertyIDs: [...EXAMPLE_BULK_RENEW_LISTINGS, fixture.otherListing.id] }, asOwner);
    expect(response.status).toBe(404);
    expect(await statuses()).toEqual(before);
  });

  it("renews each once, a retry with its key replays, a second renewal is refused", async () => {
    const headers = { ...asOwner, "idempotency-key": "bulk-renew-once" };
    const first = await (await callFunction(api.url, "renewProperties", byName("renewProperties").example.input, headers)).json();
    expect(first).toMatchObject({ success: true, renewed: 2 });
    expect(first.Properties.map((state: { Status: string; Flag: string }) => [state.Status, state.Flag])).toEqual([
      ["Pending Approval", "Renew"],
      ["Pending Approval", "Renew"],
    ]);
    const replay = await callFunction(api.url, "renewProperties", byName("renewProperties").example.input, headers);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const again = await callFunction(api.url, "renewProperties", byName("renewProperties").example.input, asOwner);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("transition_not_allowed");
  });
});
