import { and, eq } from "drizzle-orm";
import { movePayment, type PaymentMove, type PaymentMover, type PaymentProviderName, type PaymentRefusal, type PaymentStatus } from "../../domain/payments.ts";
import { toDecimal } from "../../domain/money.ts";
import type { PlanId } from "../../domain/plans.ts";
import type { Transaction } from "../db/client.server.ts";
import { payments, planWaits } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { refreshAccountTier } from "../accounts/account-tier.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { AppError } from "../errors.server.ts";
import { applyTransitionIn } from "../listings/apply-transition.server.ts";
import { nextReceiptNumber } from "../money/receipt-number.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailPaymentOutcome } from "./mail-payment.server.ts";
import { payForPlan } from "./plan-payment.server.ts";

type PaymentRow = typeof payments.$inferSelect;

/** An admin at the payment desk, or the server acting on what the card gateway says. */
export type PaymentActor = { kind: "admin"; adminId: string } | { kind: "gateway" };

export interface PaymentMoveInput {
  paymentId: string;
  actor: PaymentActor;
  move: PaymentMove;
  now?: Date;
}

export type PaymentMoveOutcome = { ok: true } | { ok: false; error: PaymentRefusal | "not_found" };

const moverOf = (actor: PaymentActor): PaymentMover => (actor.kind === "admin" ? "admin" : "gateway");

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

/** What a move writes on the row besides its status. */
async function columnsOf(tx: Transaction, move: PaymentMove, actor: PaymentActor, refundedCents: number, now: Date): Promise<Partial<PaymentRow>> {
  const adminId = actor.kind === "admin" ? actor.adminId : null;
  switch (move.type) {
    case "confirm":
      return { receiptNumber: await nextReceiptNumber(tx, { kind: "credits" }), confirmedBy: adminId, confirmedAt: now };
    case "reject":
      return { rejectionReason: move.reason, confirmedBy: adminId };
    case "refund":
      return { refundedCents };
    default:
      return {};
  }
}

/**
 * What follows a move: a confirmation's credits, the plan it was for and the buyer's tier badge (a
 * purchase of credits makes the buyer premium, decision 0025) and the buyer's feed; a rejection's
 * feed; a refund's credits.
 */
async function effectsOf(tx: Transaction, move: PaymentMove, payment: PaymentRow, now: Date): Promise<void> {
  const feed = {
    userId: payment.userId,
    subjectId: payment.id,
    propertyId: payment.propertyId,
    params: { amount: toDecimal(payment.amountCents), currency: "USD" as const },
  };
  if (move.type === "confirm") {
    await addLedgerEntry(tx, {
      userId: payment.userId,
      amountCents: payment.amountCents,
      kind: "purchase",
      paymentId: payment.id,
      propertyId: payment.propertyId,
      now,
    });
    await buyWaitingPlan(tx, payment, now);
    await refreshAccountTier(tx, payment.userId, now);
    await notify(tx, { ...feed, kind: "payment_confirmed", link: `/credits/receipts/${payment.id}` });
  }
  if (move.type === "reject") await notify(tx, { ...feed, kind: "payment_rejected", link: `/credits/payments/${payment.id}` });
  if (move.type === "refund")
    await addLedgerEntry(tx, {
      userId: payment.userId,
      amountCents: move.amountCents,
      kind: "refund",
      paymentId: payment.id,
      propertyId: payment.propertyId,
      note: move.reason,
    });
}

/** What the audit trail keeps of an admin's move (decision 0065). */
function audited(move: PaymentMove, payment: PaymentRow, status: PaymentStatus, refundedCents: number, written: Partial<PaymentRow>) {
  if (move.type === "refund") {
    return {
      kind: "payment_refunded",
      before: { status: payment.status, refundedCents: payment.refundedCents },
      after: { status, refundedCents },
      reason: move.reason,
    } as const;
  }
  const receipt = move.type === "confirm" ? { receiptNumber: written.receiptNumber ?? null } : {};
  return {
    kind: move.type === "confirm" ? "payment_confirmed" : "payment_rejected",
    before: { status: payment.status, amountCents: payment.amountCents },
    after: { status, amountCents: payment.amountCents, ...receipt },
    reason: move.type === "reject" ? move.reason : null,
  } as const;
}

/**
 * The one way a payment for credits changes status, in one transaction: an admin
 * checked in the database, the row locked, the move checked against the table of allowed moves
 * (domain/payments.ts), the row written, what follows the move, and an admin's move audited.
 * Answers why not when the move is refused; mail waits for the commit (`applyPaymentMove`).
 */
async function applyPaymentMoveIn(tx: Transaction, input: PaymentMoveInput): Promise<PaymentMoveOutcome> {
  const now = input.now ?? new Date();
  // Defence in depth: the desk's moves are an admin's, whatever the route guard decided.
  if (input.actor.kind === "admin") await requireAdmin(tx, input.actor.adminId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
  if (!payment) return { ok: false, error: "not_found" };
  const { move, actor } = input;
  const result = movePayment(
    {
      status: payment.status as PaymentStatus,
      provider: payment.provider as PaymentProviderName,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
    },
    move,
    moverOf(actor),
  );
  if (!result.ok) return result;

  const written = await columnsOf(tx, move, actor, result.refundedCents, now);
  await tx
    .update(payments)
    .set({ status: result.status, ...written })
    .where(eq(payments.id, payment.id));
  await effectsOf(tx, move, payment, now);
  if (actor.kind === "admin")
    await recordAdminAction(tx, {
      adminId: actor.adminId,
      record: { type: "payment", id: payment.id },
      ...audited(move, payment, result.status, result.refundedCents, written),
    });
  return { ok: true };
}

/** `applyPaymentMoveIn` in its own transaction; the payer's receipt or rejection is mailed once it has committed. */
export async function applyPaymentMove(input: PaymentMoveInput): Promise<PaymentMoveOutcome> {
  const outcome = await db().transaction((tx) => applyPaymentMoveIn(tx, input));
  if (outcome.ok && input.move.type === "confirm") await mailPaymentOutcome(input.paymentId, "payment-receipt");
  if (outcome.ok && input.move.type === "reject") await mailPaymentOutcome(input.paymentId, "payment-rejected");
  return outcome;
}
