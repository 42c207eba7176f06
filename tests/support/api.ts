import sharp from "sharp";
import { createAcceptedOffer, createOpenOffer, createTourRequest } from "../../server/db/factories/conversations.server.ts";
import { createListing, createPriceCut } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { issueReports, listingReports, promoCodes, sessions } from "../../server/db/schema.ts";
import { createDeclaredRentPayment, createInspection, createPendingInvitation, createTenancy } from "../../server/db/factories/tenancies.server.ts";
import {
  EXAMPLE_LISTING_ID,
  EXAMPLE_ACCEPTED_OFFER_ID,
  EXAMPLE_OFFER_ID,
  EXAMPLE_TAKEN_LISTING_ID,
  EXAMPLE_OWNER_EMAIL,
  EXAMPLE_OWNER_ID,
  EXAMPLE_PASSWORD,
  EXAMPLE_PROMO_CODE,
  EXAMPLE_PROMO_LISTING_ID,
  EXAMPLE_REQUEST_ID,
  EXAMPLE_SECOND_LISTING_ID,
  EXAMPLE_TENANT,
  EXAMPLE_LIFECYCLE_LISTINGS,
  EXAMPLE_BULK_RENEW_LISTINGS,
  EXAMPLE_CREDIT_PAYMENT,
  EXAMPLE_DECLARED_RENT_PAYMENTS,
  EXAMPLE_LEAVING_TENANT,
  EXAMPLE_CLOSING_ACCOUNT,
  EXAMPLE_ADMIN_EMAIL,
  EXAMPLE_PENDING_LISTINGS,
  EXAMPLE_PRICE_CUT_LISTING_ID,
  EXAMPLE_PENDING_PAYMENTS,
  EXAMPLE_PROOF_PAYMENT,
  EXAMPLE_REFUND_PAYMENT,
  EXAMPLE_SECOND_OWNER_ID,
  EXAMPLE_PAUSABLE_PROMO_CODE,
  EXAMPLE_LISTING_REPORT_ID,
  EXAMPLE_ISSUES,
  EXAMPLE_INSPECTION_ID,
  EXAMPLE_INVITATIONS,
} from "../../server/api/functions/examples.ts";
import { createConfirmedCreditPurchase, createPendingCreditPurchase } from "../../server/db/factories/payments.server.ts";
import type { ApiFunction } from "../../server/api/define-function.server.ts";
import { db } from "../../server/runtime.server.ts";
import { postJson } from "./http.ts";
import { eq } from "drizzle-orm";
import { DAY_MS } from "../../domain/days.ts";

/** Calls a function of the JSON API as a native app does: JSON, no Origin header. */
export function callFunction(base: string, name: string, payload: unknown, headers: Record<string, string> = {}) {
  return postJson(`${base}/api/functions/${encodeURIComponent(name)}`, payload, headers);
}

/** A small real PDF, as a scanned lease would arrive (a tenancy file is read by its content: `%PDF-`). */
export const SAMPLE_PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
/** A small real JPEG, as a phone's photo of a room would arrive. */
export const SAMPLE_JPEG = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a0b0c0" } })
  .jpeg()
  .toBuffer();

export interface SentFile {
  field: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A file-taking function called as the phone app does: multipart, the JSON in `payload`, each file in its field. */
export function callFunctionWithFiles(base: string, name: string, payload: unknown, files: SentFile[], headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("payload", JSON.stringify(payload));
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }), file.filename);
  return fetch(`${base}/api/functions/${encodeURIComponent(name)}`, { method: "POST", headers, body: form });
}

/** A function's documented example as a client would send it: with a sample file (its `exampleFile`) when the function takes files. */
export function callExample(base: string, fn: ApiFunction, headers: Record<string, string> = {}, name = fn.name) {
  if (!fn.files) return callFunction(base, name, fn.example.input, headers);
  const file =
    fn.files.exampleFile === "jpeg"
      ? { filename: "kitchen.jpg", data: SAMPLE_JPEG, type: "image/jpeg" }
      : { filename: "Lease contract 2026.pdf", data: SAMPLE_PDF, type: "application/pdf" };
  return callFunctionWithFiles(base, name, fn.example.input, [{ field: fn.files.field, ...file }], headers);
}

/** Signs in as the app does (the `signIn` function) and answers the header that carries the session. */
export async function sessionHeaders(base: string, email: string, password: string): Promise<{ authorization: string }> {
  const response = await callFunction(base, "signIn", { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * The session a function's example is run as: none for `anyone`, its `exampleCaller`'s when it
 * names one (deleteAccount's account of its own), else the demo admin's for an admin's function
 * and the demo owner's for the rest. A fresh session per call (signOut's example ends its own).
 */
export async function exampleSession(
  base: string,
  fn: ApiFunction,
  fixture: { owner: { email: string; password: string }; admin: { email: string; password: string } },
): Promise<Record<string, string>> {
  if (fn.access === "anyone") return {};
  const who = fn.exampleCaller ?? (fn.access === "admin" ? fixture.admin : fixture.owner);
  return sessionHeaders(base, who.email, who.password);
}

/**
 * Signs in through the `signIn` function (better-auth's own endpoint is closed, decision 0054) and
 * answers the session cookie the web would hold: its value is the signed token the bearer carries.
 */
export async function cookieHeaders(base: string, email: string, password: string): Promise<{ cookie: string }> {
  const { authorization } = await sessionHeaders(base, email, password);
  return { cookie: `better-auth.session_token=${authorization.slice("Bearer ".length)}` };
}

/** Ends every session of a user in the database, as expiry would: their tokens are now stale. */
export async function expireSessions(userId: string): Promise<void> {
  await db()
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sessions.userId, userId));
}

/**
 * What the documented examples name (server/api/functions/examples.ts): the demo's owner with
 * their public listing, its tenant with a lease and a move-in inspection, plus another user with a public
 * listing of theirs, a tour request and an offer on the owner's listing, the owner's listings the
 * lifecycle examples change and the credits they spend, and the demo admin with the pending
 * listings and payments the admin's examples answer, and the account deleteAccount's example
 * closes. Any test database gets
 * them the same way.
 */
export async function createExampleFixture() {
  const owner = await createUser(db(), { id: EXAMPLE_OWNER_ID, email: EXAMPLE_OWNER_EMAIL, password: EXAMPLE_PASSWORD, firstName: "Rami", lastName: "Haddad" });
  const other = await createUser(db(), { id: EXAMPLE_SECOND_OWNER_ID, firstName: "Nour", lastName: "Khoury" });
  // deleteAccount's example closes an account of its own (with a password of its own).
  const closing = await createUser(db(), EXAMPLE_CLOSING_ACCOUNT);
  const listing = await createListing(db(), {
    id: EXAMPLE_LISTING_ID,
    ownerId: owner.id,
    status: "Approved",
    visible: true,
    latitude: 33.8886,
    longitude: 35.5155,
    district: "Beirut",
    city: "Achrafieh",
  });
  const tenant = await createUser(db(), { ...EXAMPLE_TENANT, password: EXAMPLE_PASSWORD });
  const tenancy = await createTenancy(db(), { propertyId: listing.id, tenantId: tenant.id });
  for (const id of Object.values(EXAMPLE_DECLARED_RENT_PAYMENTS)) await createDeclaredRentPayment(db(), { id, accountId: tenancy.id, tenantId: tenant.id });
  await createInspection(db(), { id: EXAMPLE_INSPECTION_ID, propertyId: listing.id, recordedBy: owner.id });
  for (const invitation of Object.values(EXAMPLE_INVITATIONS))
    await createPendingInvitation(db(), { ...invitation, propertyId: listing.id, landlordId: owner.id });
  for (const id of Object.values(EXAMPLE_ISSUES))
    await db().insert(issueReports).values({ id, propertyId: listing.id, reportedBy: tenant.id, description: "The kitchen tap drips." });
  // expirePromo's example puts its code on the owner's second listing, leaving the first public.
  await createListing(db(), { id: EXAMPLE_PROMO_LISTING_ID, ownerId: owner.id, status: "Approved", visible: true });
  // endTenancy's example ends a tenancy of its own there.
  const leaving = await createUser(db(), { ...EXAMPLE_LEAVING_TENANT, password: EXAMPLE_PASSWORD });
  await createTenancy(db(), { propertyId: EXAMPLE_PROMO_LISTING_ID, tenantId: leaving.id });
  await db().insert(promoCodes).values({ code: EXAMPLE_PROMO_CODE, planId: "gold", maxUses: 1000 });
  const otherListing = await createListing(db(), {
    id: EXAMPLE_SECOND_LISTING_ID,
    ownerId: other.id,
    status: "Approved",
    visible: true,
    district: "Beirut",
    city: "Hamra",
  });
  const conversation = { propertyId: listing.id, ownerId: owner.id };
  await createTourRequest(db(), { ...conversation, id: EXAMPLE_REQUEST_ID, senderId: other.id });
  await createOpenOffer(db(), { ...conversation, id: EXAMPLE_OFFER_ID, buyerId: other.id });
  // markListingTaken's example marks the owner's third listing rented after its accepted offer.
  await createListing(db(), { id: EXAMPLE_TAKEN_LISTING_ID, ownerId: owner.id, status: "Approved", visible: true });
  await createAcceptedOffer(db(), { propertyId: EXAMPLE_TAKEN_LISTING_ID, ownerId: owner.id, id: EXAMPLE_ACCEPTED_OFFER_ID, buyerId: other.id });
  // The listings the lifecycle and plan examples write to (one each), and the credits they spend.
  const { activate, renew, editCredits, ...approved } = EXAMPLE_LIFECYCLE_LISTINGS;
  for (const id of Object.values(approved)) await createListing(db(), { id, ownerId: owner.id, status: "Approved" });
  const paidUntil = new Date(Date.now() + 20 * DAY_MS);
  await createListing(db(), { id: renew, ownerId: owner.id, status: "Approved", planId: "gold", expiresOn: paidUntil });
  await createListing(db(), { id: editCredits, ownerId: owner.id, status: "Approved", planId: "platinum", expiresOn: paidUntil });
  await createListing(db(), { id: activate, ownerId: owner.id, status: "Expired" });
  for (const id of EXAMPLE_BULK_RENEW_LISTINGS) await createListing(db(), { id, ownerId: owner.id, status: "Expired" });
  await db().transaction((tx) => createConfirmedCreditPurchase(tx, { ...EXAMPLE_CREDIT_PAYMENT, userId: owner.id, confirmedBy: null }));
  // The admin's examples: the other user's listings waiting for review, their transfers waiting for
  // the payment desk and a confirmed purchase to refund in part.
  const admin = await createUser(db(), { email: EXAMPLE_ADMIN_EMAIL, password: EXAMPLE_PASSWORD, firstName: "Beitna", lastName: "Admin", admin: true });
  for (const id of Object.values(EXAMPLE_PENDING_LISTINGS)) await createListing(db(), { id, ownerId: other.id, flagTime: new Date() });
  // revertPrice's example: the other user's live listing, its price cut.
  await createListing(db(), { id: EXAMPLE_PRICE_CUT_LISTING_ID, ownerId: other.id, status: "Approved", visible: true, price: 1000 });
  await createPriceCut(db(), { propertyId: EXAMPLE_PRICE_CUT_LISTING_ID });
  await db().transaction(async (tx) => {
    for (const payment of Object.values(EXAMPLE_PENDING_PAYMENTS)) await createPendingCreditPurchase(tx, { ...payment, userId: other.id });
    // attachPaymentProof's example: the owner's own transfer, still waiting.
    await createPendingCreditPurchase(tx, { ...EXAMPLE_PROOF_PAYMENT, userId: owner.id });
    await createConfirmedCreditPurchase(tx, { ...EXAMPLE_REFUND_PAYMENT, userId: other.id, confirmedBy: admin.id });
  });
  await db().insert(promoCodes).values({ code: EXAMPLE_PAUSABLE_PROMO_CODE, planId: "platinum", maxUses: 100 });
  await db().insert(listingReports).values({ id: EXAMPLE_LISTING_REPORT_ID, propertyId: otherListing.id, reporterId: tenant.id, reason: "wrong_price" });
  return { owner, other, tenant, admin, closing, listing, otherListing };
}
