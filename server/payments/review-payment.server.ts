import { and, eq } from "drizzle-orm";
import { toDecimal } from "../../domain/money.ts";
import { payments } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { AppError } from "../errors.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { confirmPaymentIn } from "./confirm-payment.server.ts";
import { mailPaymentOutcome } from "./mail-payment.server.ts";

/** An admin confirms a pending manual payment (money seen at the bank, the desk, OMT or Whish). */
export async function confirmManualPayment(adminId: string, paymentId: string): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const [payment] = await tx
      .select({ provider: payments.provider, status: payments.status, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for("update");
    if (!payment) throw new AppError("not_found");
    if (payment.provider !== "manual" || !(await confirmPaymentIn(tx, paymentId, adminId))) throw new AppError("payment_not_pending");
    const [receipt] = await tx.select({ number: payments.receiptNumber }).from(payments).where(eq(payments.id, paymentId));
    await recordAdminAction(tx, {
      adminId,
      kind: "payment_confirmed",
      record: { type: "payment", id: paymentId },
      before: { status: payment.status, amountCents: payment.amountCents },
      after: { status: "confirmed", amountCents: payment.amountCents, receiptNumber: receipt?.number ?? null },
    });
  });
  await mailPaymentOutcome(paymentId, "payment-receipt");
}

/** An admin rejects a pending manual payment with a reason the payer reads. */
export async function rejectManualPayment(adminId: string, paymentId: string, reason: string): Promise<void> {
  const rejected = await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const rows = await tx
      .update(payments)
      .set({ status: "rejected", rejectionReason: reason, confirmedBy: adminId })
      .where(and(eq(payments.id, paymentId), eq(payments.provider, "manual"), eq(payments.status, "pending")))
      .returning({ id: payments.id, userId: payments.userId, propertyId: payments.propertyId, amountCents: payments.amountCents });
    for (const row of rows) {
      await recordAdminAction(tx, {
        adminId,
        kind: "payment_rejected",
        record: { type: "payment", id: row.id },
        before: { status: "pending", amountCents: row.amountCents },
        after: { status: "rejected", amountCents: row.amountCents },
        reason,
      });
      await notify(tx, {
        userId: row.userId,
        kind: "payment_rejected",
        subjectId: row.id,
        propertyId: row.propertyId,
        link: `/credits/payments/${row.id}`,
        params: { amount: toDecimal(row.amountCents), currency: "USD" },
      });
    }
    return rows;
  });
  if (rejected.length === 0) throw new AppError("payment_not_pending");
  await mailPaymentOutcome(paymentId, "payment-rejected");
}

/**
 * An admin refunds part or all of a confirmed payment to the payer's credits (a plan it bought
 * was not delivered, a goodwill gesture). Refunds of a payment never add up to more than it paid.
 */
export async function refundPaymentToCredits(adminId: string, input: { paymentId: string; amountCents: number; reason: string }): Promise<void> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new AppError("refund_exceeds_payment");
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) throw new AppError("not_found");
    if (payment.status !== "confirmed") throw new AppError("payment_not_confirmed");
    const refundedCents = payment.refundedCents + input.amountCents;
    if (refundedCents > payment.amountCents) throw new AppError("refund_exceeds_payment");
    const status = refundedCents === payment.amountCents ? "refunded" : "confirmed";
    await tx.update(payments).set({ refundedCents, status }).where(eq(payments.id, payment.id));
    await recordAdminAction(tx, {
      adminId,
      kind: "payment_refunded",
      record: { type: "payment", id: payment.id },
      before: { status: payment.status, refundedCents: payment.refundedCents },
      after: { status, refundedCents },
      reason: input.reason,
    });
    await addLedgerEntry(tx, {
      userId: payment.userId,
      amountCents: input.amountCents,
      kind: "refund",
      paymentId: payment.id,
      propertyId: payment.propertyId,
      note: input.reason,
    });
  });
}
