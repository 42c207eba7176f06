import { and, eq } from "drizzle-orm";
import { toDecimal } from "../../domain/money.ts";
import type { PlanId } from "../../domain/plans.ts";
import type { Transaction } from "../db/client.server.ts";
import { payments, planWaits } from "../db/schema.ts";
import { refreshAccountTier } from "../accounts/account-tier.server.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { AppError } from "../errors.server.ts";
import { applyTransitionIn } from "../listings/apply-transition.server.ts";
import { payForPlan } from "./plan-payment.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailPaymentOutcome } from "./mail-payment.server.ts";
import { nextReceiptNumber } from "../money/receipt-number.server.ts";

type PaymentRow = typeof payments.$inferSelect;

/**
 * The plan the payment was for, bought with the credits just added, in a savepoint: when the
 * listing can no longer take it (deleted, suspended meanwhile), the credits stay on the balance.
 */
async function buyWaitingPlan(tx: Transaction, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.propertyId || !payment.planId) return;
  const propertyId = payment.propertyId;
  const planId = payment.planId as PlanId;
  await tx
    .transaction(async (savepoint) => {
      await applyTransitionIn(savepoint, {
        propertyId,
        actor: { kind: "user", userId: payment.userId, isAdmin: false },
        action: { type: "changePlan", plan: planId },
        now,
      });
      await payForPlan(savepoint, { payerId: payment.userId, propertyId, planId, payment: { kind: "credits" }, periods: payment.planPeriods, now });
    })
    .catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  await tx.delete(planWaits).where(and(eq(planWaits.propertyId, propertyId), eq(planWaits.userId, payment.userId), eq(planWaits.planId, planId)));
}

/**
 * Confirms a pending payment exactly once (the row is locked; a confirmed one is left alone):
 * a receipt number, the credits, the plan it was for and the buyer's tier badge, in the
 * caller's transaction.
 * Answers whether this call confirmed it.
 */
export async function confirmPaymentIn(tx: Transaction, paymentId: string, confirmedBy: string | null, now = new Date()): Promise<boolean> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!payment) throw new AppError("not_found");
  if (payment.status !== "pending") return false;
  const receiptNumber = await nextReceiptNumber(tx, { kind: "credits" });
  await tx.update(payments).set({ status: "confirmed", receiptNumber, confirmedBy, confirmedAt: now }).where(eq(payments.id, paymentId));
  await addLedgerEntry(tx, { userId: payment.userId, amountCents: payment.amountCents, kind: "purchase", paymentId, propertyId: payment.propertyId, now });
  await buyWaitingPlan(tx, payment, now);
  // A purchase of credits makes the buyer premium (decision 0025): the badge changes with it.
  await refreshAccountTier(tx, payment.userId, now);
  await notify(tx, {
    userId: payment.userId,
    kind: "payment_confirmed",
    subjectId: paymentId,
    propertyId: payment.propertyId,
    link: `/credits/receipts/${paymentId}`,
    params: { amount: toDecimal(payment.amountCents), currency: "USD" },
  });
  return true;
}

/** Confirms in its own transaction and mails the receipt once it has committed. */
export async function confirmPayment(paymentId: string, confirmedBy: string | null): Promise<boolean> {
  const confirmed = await db().transaction((tx) => confirmPaymentIn(tx, paymentId, confirmedBy));
  if (confirmed) await mailPaymentOutcome(paymentId, "payment-receipt");
  return confirmed;
}
