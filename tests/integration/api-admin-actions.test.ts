import { asc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionContext } from "../../app/lib/session-context.ts";
import { action as moderationAction } from "../../app/routes/admin/moderation.tsx";
import { action as pricesAction } from "../../app/routes/admin/prices.tsx";
import { action as paymentsAction } from "../../app/routes/admin/payments.tsx";
import { action as exchangeRateAction } from "../../app/routes/admin/exchange-rate.tsx";
import { action as plansAction } from "../../app/routes/admin/plans.tsx";
import { action as promoCodesAction } from "../../app/routes/admin/promo-codes.tsx";
import { action as reportAction } from "../../app/routes/admin/report.tsx";
import { action as usersAction } from "../../app/routes/admin/users.tsx";
import {
  EXAMPLE_LISTING_REPORT_ID,
  EXAMPLE_PAUSABLE_PROMO_CODE,
  EXAMPLE_PENDING_LISTINGS,
  EXAMPLE_PENDING_PAYMENTS,
  EXAMPLE_PRICE_CUT_LISTING_ID,
  EXAMPLE_REFUND_PAYMENT,
} from "../../server/api/functions/examples.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { readRequestActor } from "../../server/auth/request-actor.server.ts";
import { createListing, createPriceCut } from "../../server/db/factories/listings.server.ts";
import { createConfirmedCreditPurchase, createPendingCreditPurchase } from "../../server/db/factories/payments.server.ts";
import { createUser, type CreatedUser } from "../../server/db/factories/users.server.ts";
import {
  adminAudit,
  appSettings,
  creditLedger,
  exchangeRates,
  listingReports,
  payments,
  plans,
  promoCodes,
  properties,
  propertyStatusHistory,
  userRoles,
  users,
} from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, cookieHeaders, createExampleFixture, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

// The admin's console (moderation queue, payment desk and the rest) as API functions (issue 28, decision 0064): an
// admin's call does what the console's action does, through the same use case, and writes the same
// audit row (decision 0065); anyone else's call is refused (403) and changes nothing.

const api = await startApi();
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const asAdmin = await sessionHeaders(api.url, fixture.admin.email, fixture.admin.password);
const asOwner = await sessionHeaders(api.url, fixture.owner.email, fixture.owner.password);
const asOther = await sessionHeaders(api.url, fixture.other.email, fixture.other.password);
const asTenant = await sessionHeaders(api.url, fixture.tenant.email, fixture.tenant.password);

const ADMIN_FUNCTIONS = [
  "moderationQueue",
  "approveProperty",
  "rejectProperty",
  "revertPrice",
  "pendingPayments",
  "confirmPayment",
  "rejectPayment",
  "refundPayment",
  "adjustCredits",
  "setCreditPacks",
  "createPromoCode",
  "setPromoCodePaused",
  "setBoostSettings",
  "setVerifiedOwner",
  "setAdminRole",
  "updatePlanPrices",
  "setExchangeRate",
  "decideReport",
] as const;
const byName = (name: string) => API_FUNCTIONS.find((fn) => fn.name === name)!;

/** What an admin's action could change: listings, their history, payments, credits, the console's settings and the audit trail. */
async function everything() {
  return {
    listings: (await db().select().from(properties).orderBy(asc(properties.id))).map((row) => [row.id, row.status, row.flag, row.visible, row.price]),
    history: await db().$count(propertyStatusHistory),
    payments: (await db().select().from(payments).orderBy(asc(payments.id))).map((row) => [row.id, row.status, row.refundedCents, row.receiptNumber]),
    ledger: await db().$count(creditLedger),
    audit: await db().$count(adminAudit),
    promoCodes: (await db().select().from(promoCodes).orderBy(asc(promoCodes.code))).map((row) => [row.code, row.pausedAt]),
    badges: (await db().select().from(users).orderBy(asc(users.id))).map((row) => [row.id, row.verifiedOwnerAt]),
    roles: await db().$count(userRoles),
    plans: await db().select().from(plans).orderBy(asc(plans.id)),
    rates: await db().$count(exchangeRates),
    reports: (await db().select().from(listingReports).orderBy(asc(listingReports.id))).map((row) => [row.id, row.status]),
    settings: await db().select().from(appSettings).orderBy(asc(appSettings.key)),
  };
}

/** A console action as the browser posts it, signed in as `user` with their real session cookie. */
async function postConsole(
  action: (args: never) => Promise<unknown>,
  address: string,
  user: CreatedUser,
  fields: Record<string, string>,
  params: Record<string, string> = {},
  status = 200,
) {
  const headers = new Headers(await cookieHeaders(api.url, user.email, user.password));
  const actor = await readRequestActor(headers);
  const context = new RouterContextProvider();
  context.set(sessionContext, { state: actor.state, user: actor.user, expired: actor.expired });
  const request = new Request(`${api.url}${address}`, { method: "POST", headers, body: new URLSearchParams(fields) });
  const answer = (await action({ request, params, context } as never)) as {
    data: { done?: string; saved?: boolean; created?: string };
    init: { status?: number } | null;
  };
  if (status !== 200) return expect(answer.init?.status).toBe(status);
  expect(answer.data.done ?? answer.data.saved ?? answer.data.created, JSON.stringify(answer.data)).toBeTruthy();
}

/** The newest audit row of a record, without what differs between two records (ids, times, receipt numbers). */
async function auditOf(recordId: string) {
  const [row] = await db().select().from(adminAudit).where(eq(adminAudit.recordId, recordId)).orderBy(asc(adminAudit.id));
  expect(row, `no audit row for ${recordId}`).toBeDefined();
  const { id: _id, at: _at, recordId: _recordId, ...rest } = row!;
  const blur = (snapshot: unknown) =>
    JSON.parse(
      JSON.stringify(snapshot)
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"')
        .replace(/"receiptNumber":\d+/g, '"receiptNumber":"<n>"'),
    ) as unknown;
  return { ...rest, before: blur(rest.before), after: blur(rest.after) };
}

describe("an admin's function refuses everyone else", () => {
  it.each(ADMIN_FUNCTIONS)("%s: 403 for the demo owner, the listing's owner and the tenant; nothing changes", async (name) => {
    const before = await everything();
    for (const headers of [asOwner, asOther, asTenant]) {
      const response = await callFunction(api.url, name, byName(name).example.input, headers);
      expect(response.status, name).toBe(403);
      expect((await response.json()).error.code).toBe("forbidden");
    }
    expect(await everything()).toEqual(before);
  });
});

describe("the admin's calls do what the console's actions do, with the same audit row", () => {
  it("moderationQueue lists the listings waiting for review, oldest first, with their owner", async () => {
    const body = await (await callFunction(api.url, "moderationQueue", { page: 1 }, asAdmin)).json();
    expect(body.listings.map((listing: { id: string }) => listing.id)).toEqual(
      expect.arrayContaining([EXAMPLE_PENDING_LISTINGS.approve, EXAMPLE_PENDING_LISTINGS.reject]),
    );
    expect(body.listings.find((listing: { id: string }) => listing.id === EXAMPLE_PENDING_LISTINGS.approve)).toMatchObject({
      flag: "New",
      ownerEmail: fixture.other.email,
    });
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: body.listings.length });
  });

  it("approveProperty approves as the console's Approve does, and audits it the same way", async () => {
    const web = await createListing(db(), { ownerId: fixture.other.id, flagTime: new Date() });
    await postConsole(moderationAction, "/admin/moderation", fixture.admin, { intent: "approve", propertyId: web.id });
    const answer = await (await callFunction(api.url, "approveProperty", { PropertyID: EXAMPLE_PENDING_LISTINGS.approve }, asAdmin)).json();
    expect(answer).toMatchObject({ success: true, PropertyID: EXAMPLE_PENDING_LISTINGS.approve, Status: "Approved", Flag: null, Visible: true });
    const [row] = await db().select().from(properties).where(eq(properties.id, EXAMPLE_PENDING_LISTINGS.approve));
    expect(row).toMatchObject({ status: "Approved", flag: null });
    expect(await auditOf(EXAMPLE_PENDING_LISTINGS.approve)).toEqual(await auditOf(web.id));
    expect(await auditOf(web.id)).toMatchObject({ kind: "listing_approved", recordType: "listing", adminId: fixture.admin.id });
    // Approved already: the lifecycle refuses a second approval.
    const again = await callFunction(api.url, "approveProperty", { PropertyID: EXAMPLE_PENDING_LISTINGS.approve }, asAdmin);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("transition_not_allowed");
  });

  it("rejectProperty needs a reason, rejects as the console's Reject does, and audits it the same way", async () => {
    const noReason = await callFunction(api.url, "rejectProperty", { PropertyID: EXAMPLE_PENDING_LISTINGS.reject, reason: "   " }, asAdmin);
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.detail).toContain("reason");
    const web = await createListing(db(), { ownerId: fixture.other.id, flagTime: new Date() });
    const reason = "The photos show another property.";
    await postConsole(moderationAction, "/admin/moderation", fixture.admin, { intent: "reject", propertyId: web.id, reason });
    const answer = await (await callFunction(api.url, "rejectProperty", { PropertyID: EXAMPLE_PENDING_LISTINGS.reject, reason }, asAdmin)).json();
    expect(answer).toMatchObject({ success: true, Status: "Rejected", Visible: false });
    expect(await auditOf(EXAMPLE_PENDING_LISTINGS.reject)).toEqual(await auditOf(web.id));
    expect(await auditOf(web.id)).toMatchObject({ kind: "listing_rejected", reason });
  });

  it("revertPrice puts the old price back as the console's Revert does, audits it the same way, and refuses anyone else on the web too", async () => {
    const web = await createListing(db(), { ownerId: fixture.other.id, status: "Approved", visible: true, price: 1000 });
    const change = await createPriceCut(db(), { propertyId: web.id });
    const reason = "A typing mistake.";
    const fields = { intent: "revert", propertyId: web.id, changeId: String(change.id), reason };
    for (const user of [fixture.other, fixture.owner]) await postConsole(pricesAction, "/admin/prices", user, fields, {}, 403);
    expect((await db().select().from(properties).where(eq(properties.id, web.id)))[0]!.price).toBe(900);
    await postConsole(pricesAction, "/admin/prices", fixture.admin, fields);
    const answer = await (await callFunction(api.url, "revertPrice", { PropertyID: EXAMPLE_PRICE_CUT_LISTING_ID, reason }, asAdmin)).json();
    expect(answer).toEqual({ success: true, PropertyID: EXAMPLE_PRICE_CUT_LISTING_ID, price: 1000, unit: "USD" });
    const priceOf = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!.price;
    expect([await priceOf(web.id), await priceOf(EXAMPLE_PRICE_CUT_LISTING_ID)]).toEqual([1000, 1000]);
    const same = ({ after, ...audit }: Awaited<ReturnType<typeof auditOf>>) => ({ ...audit, after: { ...(after as object), revertedChange: 0 } });
    expect(same(await auditOf(EXAMPLE_PRICE_CUT_LISTING_ID))).toEqual(same(await auditOf(web.id)));
    expect(await auditOf(web.id)).toMatchObject({ kind: "price_reverted", recordType: "listing", reason, adminId: fixture.admin.id });
    const again = await callFunction(api.url, "revertPrice", { PropertyID: EXAMPLE_PRICE_CUT_LISTING_ID, reason }, asAdmin);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("price_not_revertable");
  });

  it("pendingPayments lists the desk's payments, those waiting first", async () => {
    const body = await (await callFunction(api.url, "pendingPayments", { page: 1 }, asAdmin)).json();
    const waiting = body.results.filter((payment: { status: string }) => payment.status === "pending").map((payment: { id: string }) => payment.id);
    expect(waiting).toEqual(expect.arrayContaining([EXAMPLE_PENDING_PAYMENTS.confirm.id, EXAMPLE_PENDING_PAYMENTS.reject.id]));
    expect(body.results.slice(0, waiting.length).every((payment: { status: string }) => payment.status === "pending")).toBe(true);
    expect(body).toMatchObject({ page: 1, pageSize: 30, total: body.results.length });
  });

  /** A payment of the other user's like the examples' own, for the console to act on. */
  async function webPayment(status: "pending" | "confirmed") {
    const id = crypto.randomUUID();
    const reference = `BTN-WEB${status === "pending" ? "P" : "C"}-${Math.floor(2222 + Math.random() * 7000)}`;
    await db().transaction(async (tx) => {
      if (status === "pending") await createPendingCreditPurchase(tx, { id, reference, userId: fixture.other.id, amountUsd: 50 });
      else await createConfirmedCreditPurchase(tx, { id, reference, userId: fixture.other.id, amountUsd: 50, confirmedBy: fixture.admin.id });
    });
    return id;
  }

  it("confirmPayment confirms as the console's Confirm does (receipt, credits), and audits it the same way", async () => {
    const web = await webPayment("pending");
    await postConsole(paymentsAction, "/admin/payments", fixture.admin, { intent: "confirm", paymentId: web });
    const linesBefore = await db().$count(creditLedger, eq(creditLedger.paymentId, EXAMPLE_PENDING_PAYMENTS.confirm.id));
    const answer = await (await callFunction(api.url, "confirmPayment", { PaymentID: EXAMPLE_PENDING_PAYMENTS.confirm.id }, asAdmin)).json();
    expect(answer.payment).toMatchObject({ id: EXAMPLE_PENDING_PAYMENTS.confirm.id, status: "confirmed", receiptNumber: expect.any(Number) });
    expect(await db().$count(creditLedger, eq(creditLedger.paymentId, EXAMPLE_PENDING_PAYMENTS.confirm.id))).toBe(linesBefore + 1);
    expect(await auditOf(EXAMPLE_PENDING_PAYMENTS.confirm.id)).toEqual(await auditOf(web));
    expect(await auditOf(web)).toMatchObject({ kind: "payment_confirmed", recordType: "payment" });
    const again = await callFunction(api.url, "confirmPayment", { PaymentID: EXAMPLE_PENDING_PAYMENTS.confirm.id }, asAdmin);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("payment_not_pending");
  });

  it("rejectPayment rejects with the reason as the console's Reject does, and audits it the same way", async () => {
    const web = await webPayment("pending");
    const reason = "No transfer with this reference arrived.";
    await postConsole(paymentsAction, "/admin/payments", fixture.admin, { intent: "reject", paymentId: web, reason });
    const answer = await (await callFunction(api.url, "rejectPayment", { PaymentID: EXAMPLE_PENDING_PAYMENTS.reject.id, reason }, asAdmin)).json();
    expect(answer.payment).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect(await auditOf(EXAMPLE_PENDING_PAYMENTS.reject.id)).toEqual(await auditOf(web));
    expect(await auditOf(web)).toMatchObject({ kind: "payment_rejected", reason });
  });

  it("refundPayment refunds to credits as the console's Refund does, once per Idempotency-Key, never above the payment", async () => {
    const web = await webPayment("confirmed");
    const reason = "The plan was not delivered.";
    await postConsole(paymentsAction, "/admin/payments", fixture.admin, { intent: "refund", paymentId: web, amount: "5.00", reason });
    const headers = { ...asAdmin, "idempotency-key": "refund-once" };
    const input = { PaymentID: EXAMPLE_REFUND_PAYMENT.id, amount: "5.00", reason };
    const answer = await (await callFunction(api.url, "refundPayment", input, headers)).json();
    expect(answer.payment).toMatchObject({ status: "confirmed", refundedCents: 500 });
    const replay = await callFunction(api.url, "refundPayment", input, headers);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const [row] = await db().select().from(payments).where(eq(payments.id, EXAMPLE_REFUND_PAYMENT.id));
    expect(row!.refundedCents).toBe(500);
    expect(await auditOf(EXAMPLE_REFUND_PAYMENT.id)).toEqual(await auditOf(web));
    const tooMuch = await callFunction(api.url, "refundPayment", { ...input, amount: "46" }, asAdmin);
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).error.code).toBe("refund_exceeds_payment");
  });

  it("adjustCredits adds or takes credits as the console's Adjust does, never below zero, and audits it the same way", async () => {
    const [web, app] = [await createUser(db()), await createUser(db())];
    const reason = "Goodwill for a late boost.";
    await postConsole(paymentsAction, "/admin/payments", fixture.admin, { intent: "adjust", email: web.email, amount: "10", reason });
    const answer = await (await callFunction(api.url, "adjustCredits", { email: app.email, amount: "10", reason }, asAdmin)).json();
    expect(answer).toEqual({ success: true, balanceUsd: 10 });
    expect(await auditOf(app.id)).toEqual(await auditOf(web.id));
    expect(await auditOf(web.id)).toMatchObject({ kind: "credits_adjusted", recordType: "user", reason });
    const below = await callFunction(api.url, "adjustCredits", { email: app.email, amount: "-10.01", reason }, asAdmin);
    expect(below.status).toBe(402);
    expect((await below.json()).error.code).toBe("insufficient_credits");
    const nobody = await callFunction(api.url, "adjustCredits", { email: "nobody@example.com", amount: "1", reason }, asAdmin);
    expect((await nobody.json()).error.code).toBe("user_not_found");
  });
});

describe("the rest of the console: the admin's calls write the audit row the console's actions write", () => {
  const call = async (name: string, input: unknown) => {
    const response = await callFunction(api.url, name, input, asAdmin);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body;
  };
  /** The newest audit row of a record. */
  const latestAudit = async (recordId: string) => {
    const rows = await db().select().from(adminAudit).where(eq(adminAudit.recordId, recordId)).orderBy(asc(adminAudit.id));
    return rows.at(-1)!;
  };

  it("createPromoCode and setPromoCodePaused", async () => {
    const terms = { planId: "gold", durationDays: 30, maxUses: 100 };
    await postConsole(promoCodesAction, "/admin/promo-codes", fixture.admin, { intent: "create", code: "WEB-CODE-1", ...mapValues(terms) });
    expect(await call("createPromoCode", { code: "api-code-1", ...terms })).toEqual({ success: true, code: "API-CODE-1" });
    expect(await auditOf("API-CODE-1")).toEqual(await auditOf("WEB-CODE-1"));
    expect(await auditOf("WEB-CODE-1")).toMatchObject({ kind: "promo_created", recordType: "promo_code" });
    const taken = await callFunction(api.url, "createPromoCode", { code: "WEB-CODE-1", ...terms }, asAdmin);
    expect((await taken.json()).error.code).toBe("promo_code_taken");

    await postConsole(promoCodesAction, "/admin/promo-codes", fixture.admin, { intent: "pause", code: "WEB-CODE-1", paused: "true" });
    await call("setPromoCodePaused", { code: "API-CODE-1", paused: true });
    const [web, app] = [await latestAudit("WEB-CODE-1"), await latestAudit("API-CODE-1")];
    expect(strip(app)).toEqual(strip(web));
    expect(app).toMatchObject({ kind: "promo_paused", before: { paused: false }, after: { paused: true } });
    const [paused] = await db().select().from(promoCodes).where(eq(promoCodes.code, "API-CODE-1"));
    expect(paused!.pausedAt).not.toBeNull();
    expect(await call("setPromoCodePaused", { code: EXAMPLE_PAUSABLE_PROMO_CODE, paused: true })).toEqual({ success: true, result: "success" });
  });

  it("setVerifiedOwner and setAdminRole; an admin cannot take their own role", async () => {
    const [webUser, appUser] = [await createUser(db()), await createUser(db())];
    await postConsole(usersAction, "/admin/users", fixture.admin, { intent: "verified", userId: webUser.id, verified: "true" });
    await call("setVerifiedOwner", { userId: appUser.id, verified: true });
    expect(await auditOf(appUser.id)).toEqual(await auditOf(webUser.id));
    expect(await auditOf(appUser.id)).toMatchObject({ kind: "owner_verified", after: { verifiedOwner: true } });

    await postConsole(usersAction, "/admin/users", fixture.admin, { intent: "role", userId: webUser.id, grant: "true" });
    await call("setAdminRole", { userId: appUser.id, grant: true });
    expect(strip(await latestAudit(appUser.id))).toEqual(strip(await latestAudit(webUser.id)));
    expect(await latestAudit(appUser.id)).toMatchObject({ kind: "role_granted", after: { admin: true } });
    const own = await callFunction(api.url, "setAdminRole", { userId: fixture.admin.id, grant: false }, asAdmin);
    expect((await own.json()).error.code).toBe("own_admin_role");
  });

  it("decideReport", async () => {
    const [web] = await db()
      .insert(listingReports)
      .values({ propertyId: fixture.otherListing.id, reporterId: fixture.tenant.id, reason: "wrong_price" })
      .returning({ id: listingReports.id });
    await postConsole(reportAction, `/admin/reports/${web!.id}`, fixture.admin, { decision: "dismissed" }, { reportId: web!.id });
    await call("decideReport", { ReportID: EXAMPLE_LISTING_REPORT_ID, decision: "dismissed" });
    expect(await auditOf(EXAMPLE_LISTING_REPORT_ID)).toEqual(await auditOf(web!.id));
    expect(await auditOf(web!.id)).toMatchObject({ kind: "report_dismissed", before: { status: "open" }, after: { status: "dismissed" } });
  });

  // One record each (a plan, the rate, a setting): the API's call after the console's, with the same
  // values, writes the same row but for the state before it, which is the console's after.
  it.each([
    {
      name: "updatePlanPrices",
      record: "gold",
      console: [plansAction, "/admin/plans", { planId: "gold", rentalPriceUsd: "16", salePriceUsd: "31", durationDays: "30" }],
      input: { planId: "gold", rentalPriceUsd: 16, salePriceUsd: 31, durationDays: 30 },
    },
    {
      name: "setBoostSettings",
      record: "boost",
      console: [promoCodesAction, "/admin/promo-codes", { intent: "boost", priceUsd: "3", cooldownHours: "12" }],
      input: { priceUsd: 3, cooldownHours: 12 },
    },
    {
      name: "setCreditPacks",
      record: "credit-packs",
      console: [paymentsAction, "/admin/payments", { intent: "packs", packs: "10, 20, 40" }],
      input: { packs: "40 20 10" },
    },
  ] as const)("$name", async ({ name, record, console: [action, address, fields], input }) => {
    await postConsole(action, address, fixture.admin, fields);
    const web = await latestAudit(record);
    await call(name, input);
    const app = await latestAudit(record);
    expect(app.id).toBeGreaterThan(web.id);
    expect({ ...strip(app), before: null }).toEqual({ ...strip(web), before: null });
    expect(app.before).toEqual(web.after);
  });

  it("setExchangeRate: the rate in force, audited as the console's", async () => {
    await postConsole(exchangeRateAction, "/admin/exchange-rate", fixture.admin, { lbpPerUsd: "90000" });
    const [web] = await db().select().from(adminAudit).where(eq(adminAudit.kind, "exchange_rate_set")).orderBy(asc(adminAudit.id));
    expect(await call("setExchangeRate", { lbpPerUsd: 90_000 })).toEqual({ success: true, lbpPerUsd: 90_000 });
    const rows = await db().select().from(adminAudit).where(eq(adminAudit.kind, "exchange_rate_set")).orderBy(asc(adminAudit.id));
    const app = rows.at(-1)!;
    expect({ ...strip(app), recordId: null, before: null }).toEqual({ ...strip(web!), recordId: null, before: null });
    expect(app.before).toEqual(web!.after);
    expect((await (await callFunction(api.url, "exchangeRate", {})).json()).lbpPerUsd).toBe(90_000);
  });
});

/** An audit row without its id and time. */
function strip(row: typeof adminAudit.$inferSelect) {
  const { id: _id, at: _at, recordId: _recordId, ...rest } = row;
  return rest;
}

/** A form's fields as strings. */
function mapValues(values: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}
