import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { creditBalanceCents } from "../../server/credits/credit-balance.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { creditLedger, exchangeRates, payments, properties, users } from "../../server/db/schema.ts";
import { applyCredits } from "../../server/listings/apply-credits.server.ts";
import { changeListingPlan } from "../../server/listings/change-plan.server.ts";
import { completeCardReturn } from "../../server/payments/card-return.server.ts";
import { listCreditPacks, setCreditPacks } from "../../server/settings/credit-packs.server.ts";
import { adminPayments, paymentFor, revenueSummary, userPayments } from "../../server/payments/find-payments.server.ts";
import { makePayment } from "../../server/payments/make-payment.server.ts";
import { ABANDONED_AFTER_MS, RECHECK_AFTER_MS, recheckCardPayments } from "../../server/payments/recheck-card-payments.server.ts";
import { attachPaymentProof, paymentProof } from "../../server/payments/payment-proof.server.ts";
import { confirmManualPayment, refundPaymentToCredits, rejectManualPayment } from "../../server/payments/review-payment.server.ts";
import { db, runtime, setRuntime } from "../../server/runtime.server.ts";
import { callFunction, sessionHeaders } from "../support/api.ts";
import { startCardGateway } from "../support/card-gateway.ts";
import { startApi } from "../support/http.ts";
import { deliveredMails, startTestJobsWithOutbox } from "../support/jobs.ts";
import { refusal } from "../support/refusal.ts";

const gateway = await startCardGateway();
afterAll(() => gateway.close());
const api = await startApi();
setRuntime({ ...runtime(), env: { ...runtime().env, ...gateway.env } });
const outbox = await startTestJobsWithOutbox();

let keys = 0;
const key = () => `test-${Date.now()}-${keys++}`;
const balance = (userId: string) => creditBalanceCents(userId);
const tierOf = async (userId: string) => (await db().select({ tier: users.tier }).from(users).where(eq(users.id, userId)))[0]!.tier;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

async function mailsTo(email: string, kind: string): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await deliveredMails(outbox)).filter((text) => text.includes(email) && text.includes(kind));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The card return as the browser brings it, from the URL the gateway sent it to. */
function returnFrom(url: string) {
  const back = new URL(url);
  return {
    paymentId: back.pathname.split("/").at(-1)!,
    resultIndicator: back.searchParams.get("resultIndicator"),
    cancelled: back.searchParams.has("cancelled"),
  };
}

describe("buying credits by a manual method", () => {
  it("records a pending payment for a pack with a reference; the admin confirms once, the credits and a receipt follow", async () => {
    const admin = await createUser(db(), { admin: true });
    const buyer = await createUser(db());
    const started = await makePayment({ userId: buyer.id, amount: 25, currency: "USD", method: "bank_transfer", idempotencyKey: key() });
    expect(started).toMatchObject({ status: "pending", method: "bank_transfer", amountUsd: 25, checkoutUrl: null });
    expect(started.reference).toMatch(/^BTN-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await balance(buyer.id)).toBe(0);
    expect(await tierOf(buyer.id)).toBe("free");

    await confirmManualPayment(admin.id, started.paymentId);
    // The purchase makes the buyer premium in the same transaction (decision 0025's badge).
    expect(await tierOf(buyer.id)).toBe("premium");
    expect(await refusal(confirmManualPayment(admin.id, started.paymentId))).toBe("payment_not_pending");
    expect(await balance(buyer.id)).toBe(2_500);
    const view = await paymentFor(buyer.id, started.paymentId);
    expect(view).toMatchObject({ status: "confirmed", amountCents: 2_500, lbpPerUsd: 89_500 });
    expect(view.receiptNumber).toBeGreaterThan(0);
    expect(await mailsTo(buyer.email, "Payment received")).toHaveLength(1);
  });

  it("receipt numbers follow each other without gaps, even when confirmed at once", async () => {
    const admin = await createUser(db(), { admin: true });
    const buyer = await createUser(db());
    const started = await Promise.all(
      [10, 25, 50, 100].map((amount) => makePayment({ userId: buyer.id, amount, currency: "USD", method: "cash", idempotencyKey: key() })),
    );
    await Promise.all(started.map((payment) => confirmManualPayment(admin.id, payment.paymentId)));
    const numbers = (await userPayments(buyer.id)).map((payment) => payment.receiptNumber!).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(3);
    expect(await balance(buyer.id)).toBe(18_500);
  });

  it("refuses an amount that is not a pack, takes LBP at the current rate, and a retried call answers the same payment", async () => {
    const buyer = await createUser(db());
    expect(await refusal(makePayment({ userId: buyer.id, amount: 1, currency: "USD", method: "omt", idempotencyKey: key() }))).toBe("payment_amount_mismatch");
    expect(await refusal(makePayment({ userId: buyer.id, amount: 10.01, currency: "USD", method: "omt", idempotencyKey: key() }))).toBe(
      "payment_amount_mismatch",
    );
    await db().insert(exchangeRates).values({ lbpPerUsd: 90_000 });
    try {
      expect(await refusal(makePayment({ userId: buyer.id, amount: 895_000, currency: "LBP", method: "whish", idempotencyKey: key() }))).toBe(
        "payment_amount_mismatch",
      );
      const same = key();
      const first = await makePayment({ userId: buyer.id, amount: 900_000, currency: "LBP", method: "whish", idempotencyKey: same });
      const again = await makePayment({ userId: buyer.id, amount: 900_000, currency: "LBP", method: "whish", idempotencyKey: same });
      expect(again.paymentId).toBe(first.paymentId);
      const [row] = await db().select().from(payments).where(eq(payments.id, first.paymentId));
      expect(row).toMatchObject({ amount: 900_000, currency: "LBP", amountCents: 1_000, lbpPerUsd: 90_000 });
      // Another user's key does not answer their payment.
      expect(await refusal(makePayment({ userId: (await createUser(db())).id, amount: 10, currency: "USD", method: "cash", idempotencyKey: same }))).toBe(
        "idempotency_conflict",
      );
    } finally {
      await db().delete(exchangeRates).where(eq(exchangeRates.lbpPerUsd, 90_000));
    }
  });

  it("packs are an admin setting", async () => {
    const admin = await createUser(db(), { admin: true });
    const buyer = await createUser(db());
    expect(await listCreditPacks()).toEqual([10, 25, 50, 100]);
    expect(await refusal(setCreditPacks(buyer.id, [1]))).toBe("forbidden");
    await setCreditPacks(admin.id, [15, 30]);
    try {
      expect(await refusal(makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "cash", idempotencyKey: key() }))).toBe(
        "payment_amount_mismatch",
      );
      expect((await makePayment({ userId: buyer.id, amount: 15, currency: "USD", method: "cash", idempotencyKey: key() })).amountUsd).toBe(15);
    } finally {
      await setCreditPacks(admin.id, [10, 25, 50, 100]);
    }
  });

  it("a rejected payment adds nothing and the payer is told why; a proof is checked by content and private", async () => {
    const admin = await createUser(db(), { admin: true });
    const buyer = await createUser(db());
    const stranger = await createUser(db());
    const started = await makePayment({ userId: buyer.id, amount: 50, currency: "USD", method: "bank_transfer", idempotencyKey: key() });
    expect(await refusal(attachPaymentProof(buyer.id, started.paymentId, Buffer.from("<html>not a proof</html>")))).toBe("proof_rejected");
    expect(await refusal(attachPaymentProof(stranger.id, started.paymentId, PDF))).toBe("not_found");
    await attachPaymentProof(buyer.id, started.paymentId, JPEG);
    await attachPaymentProof(buyer.id, started.paymentId, PDF);
    expect(await paymentProof(buyer.id, started.paymentId)).toMatchObject({ contentType: "application/pdf" });
    expect((await paymentProof(admin.id, started.paymentId)).data.equals(PDF)).toBe(true);
    expect(await refusal(paymentProof(stranger.id, started.paymentId))).toBe("not_found");

    expect(await refusal(rejectManualPayment(stranger.id, started.paymentId, "No money seen"))).toBe("forbidden");
    await rejectManualPayment(admin.id, started.paymentId, "No transfer with this reference");
    expect(await refusal(confirmManualPayment(admin.id, started.paymentId))).toBe("payment_not_pending");
    expect(await balance(buyer.id)).toBe(0);
    expect((await paymentFor(buyer.id, started.paymentId)).rejectionReason).toBe("No transfer with this reference");
    const [mail] = await mailsTo(buyer.email, "could not confirm");
    expect(mail).toContain("No transfer with this reference");
  });

  it("refunds to credits never add up to more than was paid", async () => {
    const admin = await createUser(db(), { admin: true });
    const buyer = await createUser(db());
    const started = await makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "cash", idempotencyKey: key() });
    expect(await refusal(refundPaymentToCredits(admin.id, { paymentId: started.paymentId, amountCents: 100, reason: "Early" }))).toBe("payment_not_confirmed");
    await confirmManualPayment(admin.id, started.paymentId);
    expect(await refusal(refundPaymentToCredits(admin.id, { paymentId: started.paymentId, amountCents: 1_001, reason: "Too much" }))).toBe(
      "refund_exceeds_payment",
    );
    const outcomes = await Promise.all(
      [600, 600].map((amountCents) =>
        refusal(refundPaymentToCredits(admin.id, { paymentId: started.paymentId, amountCents, reason: "Listing not delivered" })),
      ),
    );
    expect(outcomes.sort()).toEqual(["allowed", "refund_exceeds_payment"]);
    await refundPaymentToCredits(admin.id, { paymentId: started.paymentId, amountCents: 400, reason: "The rest" });
    expect(await refusal(refundPaymentToCredits(admin.id, { paymentId: started.paymentId, amountCents: 1, reason: "Once more" }))).toBe(
      "payment_not_confirmed",
    );
    expect((await paymentFor(buyer.id, started.paymentId)).status).toBe("refunded");
    expect(await balance(buyer.id)).toBe(2_000);
    expect(await refusal(refundPaymentToCredits(buyer.id, { paymentId: started.paymentId, amountCents: 1, reason: "Myself" }))).toBe("forbidden");
  });

  it("the admin's list puts pending payments first, and the revenue summary counts confirmed money by month and method", async () => {
    const admin = await createUser(db(), { admin: true });
    const buyer = await createUser(db());
    const confirmed = await makePayment({ userId: buyer.id, amount: 100, currency: "USD", method: "omt", idempotencyKey: key() });
    await confirmManualPayment(admin.id, confirmed.paymentId);
    const pending = await makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "omt", idempotencyKey: key() });
    const list = await adminPayments(admin.id, 1);
    const firstNonPending = list.items.findIndex((item) => item.status !== "pending");
    expect(list.items.slice(firstNonPending).some((item) => item.status === "pending")).toBe(false);
    expect(list.items.map((item) => item.id)).toContain(pending.paymentId);
    const revenue = await revenueSummary(admin.id);
    expect(revenue.find((row) => row.method === "omt")?.grossCents).toBeGreaterThanOrEqual(10_000);
    expect(await refusal(adminPayments(buyer.id, 1))).toBe("forbidden");
    expect(await refusal(revenueSummary(buyer.id))).toBe("forbidden");
  });
});

describe("paying for the plan a listing waits for", () => {
  it("confirmation credits then spends and applies the plan in one go; the amount must be the plan's price", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    expect(await refusal(makePayment({ userId: owner.id, propertyId: listing.id, amount: 20, currency: "USD", method: "cash", idempotencyKey: key() }))).toBe(
      "no_plan_waiting",
    );
    const actor = { kind: "user" as const, userId: owner.id, isAdmin: false };
    expect(await refusal(changeListingPlan({ propertyId: listing.id, actor, plan: "platinum", payment: { kind: "credits" } }))).toBe("insufficient_credits");

    const [listingRow] = await db().select({ listingType: properties.listingType }).from(properties).where(eq(properties.id, listing.id));
    const price = listingRow!.listingType === "Sale" ? "sale_price_usd" : "rental_price_usd";
    const { rows } = await db().execute<{ price: string }>(`select ${price} as price from plans where id = 'platinum'`);
    const platinum = Number(rows[0]!.price);
    expect(await refusal(makePayment({ userId: owner.id, propertyId: listing.id, amount: 1, currency: "USD", method: "cash", idempotencyKey: key() }))).toBe(
      "payment_amount_mismatch",
    );
    // Someone else cannot pay for (or learn about) this listing.
    expect(
      await refusal(makePayment({ userId: admin.id, propertyId: listing.id, amount: platinum, currency: "USD", method: "cash", idempotencyKey: key() })),
    ).toBe("not_found");

    const started = await makePayment({ userId: owner.id, propertyId: listing.id, amount: platinum, currency: "USD", method: "cash", idempotencyKey: key() });
    await confirmManualPayment(admin.id, started.paymentId);
    const [after] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(after).toMatchObject({ planId: "platinum", status: "Pending Approval", flag: "Change_from_free" });
    expect(await balance(owner.id)).toBe(0);
    const kinds = await db().select({ kind: creditLedger.kind, amount: creditLedger.amountCents }).from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(["purchase", "spend"]);
    expect((await paymentFor(owner.id, started.paymentId)).planName).toBeTruthy();
  });

  it("a plan chosen at /applycredits without enough credits waits for its periods: the payment is their price and buys them all", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const actor = { kind: "user" as const, userId: owner.id, isAdmin: false };
    expect(await refusal(applyCredits({ propertyId: listing.id, actor, plan: "gold", periods: 3, payment: { kind: "credits" } }))).toBe("insufficient_credits");

    const [listingRow] = await db().select({ listingType: properties.listingType }).from(properties).where(eq(properties.id, listing.id));
    const price = listingRow!.listingType === "Sale" ? "sale_price_usd" : "rental_price_usd";
    const { rows } = await db().execute<{ price: string; days: number }>(`select ${price} as price, duration_days as days from plans where id = 'gold'`);
    const gold = Number(rows[0]!.price);
    expect(await refusal(makePayment({ userId: owner.id, propertyId: listing.id, amount: gold, currency: "USD", method: "cash", idempotencyKey: key() }))).toBe(
      "payment_amount_mismatch",
    );
    const started = await makePayment({ userId: owner.id, propertyId: listing.id, amount: gold * 3, currency: "USD", method: "cash", idempotencyKey: key() });
    await confirmManualPayment(admin.id, started.paymentId);
    const [after] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(after).toMatchObject({ planId: "gold", status: "Pending Approval", paidDays: Number(rows[0]!.days) * 3 });
    expect(await balance(owner.id)).toBe(0);
  });
});

describe("paying by card through the gateway's hosted checkout", () => {
  it("credits once after the gateway confirms the order, whatever the replays", async () => {
    const buyer = await createUser(db());
    const same = key();
    const started = await makePayment({ userId: buyer.id, amount: 50, currency: "USD", method: "card", idempotencyKey: same });
    expect(started.status).toBe("pending");
    expect(started.checkoutUrl).toMatch(new RegExp(`^${gateway.url}/checkout/pay/SESSION`));
    // A double-clicked Pay: the same payment, the same checkout.
    expect(await makePayment({ userId: buyer.id, amount: 50, currency: "USD", method: "card", idempotencyKey: same })).toEqual(started);
    const sessionId = new URL(started.checkoutUrl!).pathname.split("/").at(-1)!;
    expect(gateway.sessions.get(sessionId)?.order).toMatchObject({ id: started.paymentId, amount: "50.00", currency: "USD" });

    // A forged return before paying changes nothing.
    expect(await completeCardReturn({ userId: buyer.id, paymentId: started.paymentId, resultIndicator: "forged", cancelled: false })).toBe("pending");
    // The right indicator without a captured order at the gateway is not enough either.
    const indicator = gateway.sessions.get(sessionId)!.successIndicator;
    expect(await completeCardReturn({ userId: buyer.id, paymentId: started.paymentId, resultIndicator: indicator, cancelled: false })).toBe("pending");
    expect(await balance(buyer.id)).toBe(0);

    const back = returnFrom(gateway.pay(sessionId));
    const before = gateway.retrievals();
    const replays = await Promise.all([1, 2, 3].map(() => completeCardReturn({ userId: buyer.id, ...back })));
    expect(replays).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(gateway.retrievals()).toBeGreaterThan(before);
    expect(await completeCardReturn({ userId: buyer.id, ...back })).toBe("confirmed");
    expect(await balance(buyer.id)).toBe(5_000);
    // Another user replaying the return learns nothing.
    expect(await refusal(completeCardReturn({ userId: (await createUser(db())).id, ...back }))).toBe("not_found");
  });

  it("a cancelled checkout changes nothing but the payment's status", async () => {
    const buyer = await createUser(db());
    const started = await makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "card", idempotencyKey: key() });
    const sessionId = new URL(started.checkoutUrl!).pathname.split("/").at(-1)!;
    const back = returnFrom(gateway.cancel(sessionId));
    expect(back.cancelled).toBe(true);
    expect(await completeCardReturn({ userId: buyer.id, ...back })).toBe("cancelled");
    expect(await balance(buyer.id)).toBe(0);
    expect((await paymentFor(buyer.id, started.paymentId)).receiptNumber).toBeNull();
  });

  it("a gateway that refuses the checkout leaves no payment; a retry with the same key may succeed", async () => {
    const buyer = await createUser(db());
    const same = key();
    const previous = runtime();
    setRuntime({ ...previous, env: { ...previous.env, CARD_GATEWAY_API_PASSWORD: "wrong-password" } });
    try {
      expect(await refusal(makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "card", idempotencyKey: same }))).toBe(
        "card_gateway_unavailable",
      );
    } finally {
      setRuntime(previous);
    }
    expect(await db().select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([]);
    expect((await makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "card", idempotencyKey: same })).checkoutUrl).toMatch(
      /\/checkout\/pay\//,
    );
  });

  it("a payer who paid and never came back is credited by the recheck; an abandoned checkout is cancelled a day later", async () => {
    const buyer = await createUser(db());
    const paid = await makePayment({ userId: buyer.id, amount: 25, currency: "USD", method: "card", idempotencyKey: key() });
    const abandoned = await makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "card", idempotencyKey: key() });
    const refused = await makePayment({ userId: buyer.id, amount: 50, currency: "USD", method: "card", idempotencyKey: key() });
    const sessionOf = (started: { checkoutUrl?: string | null }) => new URL(started.checkoutUrl!).pathname.split("/").at(-1)!;
    gateway.pay(sessionOf(paid)); // The tab is closed on the gateway's page: no return.
    gateway.orders.set(refused.paymentId, { id: refused.paymentId, amount: "50.00", currency: "USD", status: "FAILED", totalCapturedAmount: 0 });
    const statuses = async () => Object.fromEntries((await userPayments(buyer.id)).map((payment) => [payment.id, payment.status]));

    // Left to the return address for a while.
    await recheckCardPayments(new Date(Date.now() + RECHECK_AFTER_MS / 2));
    expect(Object.values(await statuses())).toEqual(["pending", "pending", "pending"]);
    const later = new Date(Date.now() + RECHECK_AFTER_MS + 60_000);
    await recheckCardPayments(later);
    expect(await statuses()).toEqual({ [paid.paymentId]: "confirmed", [refused.paymentId]: "failed", [abandoned.paymentId]: "pending" });
    expect(await balance(buyer.id)).toBe(2_500);
    expect(await mailsTo(buyer.email, "Payment received")).toHaveLength(1);
    // Once: the next run, and the payer's late return, change nothing.
    await recheckCardPayments(later);
    expect(await completeCardReturn({ userId: buyer.id, ...returnFrom(gateway.pay(sessionOf(paid))) })).toBe("confirmed");
    expect(await balance(buyer.id)).toBe(2_500);

    await recheckCardPayments(new Date(Date.now() + ABANDONED_AFTER_MS + 60_000));
    expect(await statuses()).toEqual({ [paid.paymentId]: "confirmed", [refused.paymentId]: "failed", [abandoned.paymentId]: "cancelled" });
  });

  it("without the gateway's configuration the card is refused", async () => {
    const buyer = await createUser(db());
    const previous = runtime();
    setRuntime({ ...previous, env: { ...previous.env, CARD_GATEWAY_URL: undefined } });
    try {
      expect(await refusal(makePayment({ userId: buyer.id, amount: 10, currency: "USD", method: "card", idempotencyKey: key() }))).toBe("card_unavailable");
    } finally {
      setRuntime(previous);
    }
  });
});

describe("makePayment over the API", () => {
  it("answers the instructions in the caller's language; a retried call with the same Idempotency-Key is the same payment", async () => {
    const buyer = await createUser(db());
    const headers = { ...(await sessionHeaders(api.url, buyer.email, buyer.password)), "idempotency-key": key(), "accept-language": "fr" };
    const first = await callFunction(api.url, "makePayment", { Amount: 25, Currency: "USD", method: "bank_transfer" }, headers);
    const body = await first.json();
    expect(first.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, status: "pending", amountUsd: 25 });
    expect(body.instructions).toContain(body.reference);
    expect(body.instructions).toMatch(/^Virez/);
    // The amount as the mails write it, in the caller's language (French: "25,00 $").
    expect(body.instructions).toContain("25,00\u00a0$");
    const again = await callFunction(api.url, "makePayment", { Amount: 25, Currency: "USD", method: "bank_transfer" }, headers);
    expect((await again.json()).paymentId).toBe(body.paymentId);
    expect(await db().select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(1);

    const card = await callFunction(api.url, "makePayment", { Amount: 10, method: "card" }, { ...headers, "idempotency-key": key() });
    expect((await card.json()).checkoutUrl).toMatch(/\/checkout\/pay\//);
    const wrong = await callFunction(api.url, "makePayment", { Amount: 1, method: "cash" }, { ...headers, "idempotency-key": key() });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe("payment_amount_mismatch");
    // Exact cents (decision 0044): nothing rounds to the 25 USD pack.
    const pay = (Amount: unknown) =>
      callFunction(api.url, "makePayment", { Amount, Currency: "USD", method: "cash" }, { ...headers, "idempotency-key": key() });
    for (const Amount of [24.999, 25.0000001]) {
      const inexact = await pay(Amount);
      const answer = await inexact.json();
      expect(inexact.status, String(Amount)).toBe(400);
      expect(answer.error).toMatchObject({ code: "amount_not_exact", message: expect.stringMatching(/deux décimales/) });
    }
    expect((await (await pay("25.1")).json()).success).toBe(false);
    expect((await (await pay(25.1)).json()).error.code).toBe("payment_amount_mismatch");
    expect((await pay(25)).status).toBe(200);
    const written = await fetch(`${api.url}/api/functions/makePayment`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "idempotency-key": key() },
      body: '{"Amount":25.00,"Currency":"USD","method":"cash"}',
    });
    expect(written.status).toBe(200);
    const signedOut = await callFunction(api.url, "makePayment", { Amount: 10, method: "cash" });
    expect(signedOut.status).toBe(401);
  });
});
