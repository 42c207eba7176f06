import { isRefundAmount } from "../../domain/payments.ts";
import { AppError } from "../errors.server.ts";
import { applyPaymentMove } from "./apply-payment-move.server.ts";

/** An admin confirms a pending manual payment (money seen at the bank, the desk, OMT or Whish). */
export async function confirmManualPayment(adminId: string, paymentId: string): Promise<void> {
  const outcome = await applyPaymentMove({ paymentId, actor: { kind: "admin", adminId }, move: { type: "confirm" } });
  if (!outcome.ok) throw new AppError(outcome.error);
}

/** An admin rejects a pending manual payment with a reason the payer reads. */
export async function rejectManualPayment(adminId: string, paymentId: string, reason: string): Promise<void> {
  const outcome = await applyPaymentMove({ paymentId, actor: { kind: "admin", adminId }, move: { type: "reject", reason } });
  // A payment that is not there is, to the desk, one not waiting for it (rejectPayment's one refusal).
  if (!outcome.ok) throw new AppError(outcome.error === "not_found" ? "payment_not_pending" : outcome.error);
}

/**
 * An admin refunds part or all of a confirmed payment to the payer's credits (a plan it bought
 * was not delivered, a goodwill gesture). Refunds of a payment never add up to more than it paid.
 */
export async function refundPaymentToCredits(adminId: string, input: { paymentId: string; amountCents: number; reason: string }): Promise<void> {
  if (!isRefundAmount(input.amountCents)) throw new AppError("refund_exceeds_payment");
  const outcome = await applyPaymentMove({
    paymentId: input.paymentId,
    actor: { kind: "admin", adminId },
    move: { type: "refund", amountCents: input.amountCents, reason: input.reason },
  });
  if (!outcome.ok) throw new AppError(outcome.error);
}
